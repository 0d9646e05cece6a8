import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    HEADERS_TIMEOUT_MS: '1000',
    BODY_TIMEOUT_MS: '1000',
    REQUEST_TIMEOUT_MS: '20000',
    IDLE_TIMEOUT_MS: '10000',
  });
  port = Number(new URL(await t.app.listen({ host: '127.0.0.1', port: 0 })).port);
});
afterAll(() => t?.close());

/**
 * A client on loopback that sends `head` at once and then one byte of `drip` every 100 ms, for
 * 8 s at most: what the server answered, and when it closed the connection.
 */
function slowClient(head: string, drip: string) {
  return new Promise<{ answer: string; closedAfterMs: number }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < drip.length && !socket.destroyed) socket.write(drip[sent++]!);
    }, 100);
    const giveUp = setTimeout(() => socket.destroy(), 8000);
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.write(head);
  });
}

describe('slow clients', () => {
  it('answers 408 to a body sent a byte at a time, and closes the connection', async () => {
    const body = JSON.stringify({ q: 'x'.repeat(200) });
    const { answer, closedAfterMs } = await slowClient(
      'POST /properties/search HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Tenant: demo\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"code":"REQUEST_TIMEOUT"');
    expect(answer).toContain('The request body came too slowly');
    expect(closedAfterMs).toBeGreaterThanOrEqual(1000);
    expect(closedAfterMs).toBeLessThan(4000);
  });

  it('closes a connection whose headers come too slowly', async () => {
    const { answer, closedAfterMs } = await slowClient(
      'GET /health HTTP/1.1\r\n',
      'Host: 127.0.0.1\r\nX-Slow: ' + 'x'.repeat(200),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(4000);
  });

  it('cuts off an upload sent too slowly with its connection', async () => {
    const { answer, closedAfterMs } = await slowClient(
      'POST /properties/ids/nope/files/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Tenant: demo\r\n' +
        'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n',
      '--x\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n\r\n' +
        'y'.repeat(200),
    );
    // Refused for its missing sign-in at once, or cut off: never kept for 8 s.
    expect(answer === '' || /^HTTP\/1\.1 (401|408) /.test(answer)).toBe(true);
    expect(closedAfterMs).toBeLessThan(4000);
  });

  it('still answers a body sent at a normal pace', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/properties/search`, {
      method: 'POST',
      headers: { 'x-tenant': 'demo', 'content-type': 'application/json' },
      body: JSON.stringify({ types: [] }),
    });
    expect(res.status).toBe(200);
  });
});

describe('a body nobody reads', () => {
  it('is cut off with its connection once its time is up, without an error of its own', async () => {
    // Over the JSON limit: refused with 413 before it is read, while the client keeps sending.
    const { answer, closedAfterMs } = await slowClient(
      'POST /properties/search HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Tenant: demo\r\n' +
        'Content-Type: application/json\r\nContent-Length: 2000000\r\n\r\n',
      '{"q":"' + 'x'.repeat(200),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(closedAfterMs).toBeLessThan(4000);
  });
});
