import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { lookup as dnsLookup } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@propdesk/shared';
import {
  addressAllowed,
  RequestTimedOut,
  safeFetch,
  safeRequest,
  type SafeFetchOptions,
} from './safe-fetch';

/** What the test server answers, by path. */
const routes: Record<string, (res: ServerResponse, port: number) => void> = {
  '/ok': (res) => res.end('hello'),
  '/missing': (res) => {
    res.statusCode = 404;
    res.end('no');
  },
  '/to-metadata': (res) => redirect(res, 'http://169.254.169.254/latest/meta-data/'),
  '/to-ipv6-loopback': (res, port) => redirect(res, `http://[::1]:${port}/ok`),
  '/to-file': (res) => redirect(res, 'file:///etc/passwd'),
  '/to-ok': (res) => redirect(res, '/ok'),
  '/endless': (res) => {
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    const chunk = Buffer.alloc(64 * 1024, 1);
    const write = () => {
      while (!res.destroyed && res.write(chunk));
      if (!res.destroyed) res.once('drain', write);
    };
    write();
  },
  '/declared-large': (res) => {
    res.writeHead(200, { 'content-length': String(10 * 1024 * 1024) });
    res.write('x');
  },
  '/silent': () => undefined,
  '/rebound': (res) => {
    served.rebound++;
    res.end('rebound');
  },
};
const served = { rebound: 0 };

function redirect(res: ServerResponse, location: string) {
  res.writeHead(302, { location });
  res.end();
}

let server: Server;
let port: number;
const base = () => `http://127.0.0.1:${port}`;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const hops = /^\/hops\/(\d+)$/.exec(url.pathname);
    if (hops) {
      const left = Number(hops[1]);
      return left ? redirect(res, `/hops/${left - 1}`) : res.end('arrived');
    }
    if (url.pathname === '/echo' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        res.writeHead(401, { 'content-type': 'text/plain' });
        res.end(`${req.headers['content-type']} ${body}`);
      });
      return;
    }
    const route = routes[url.pathname];
    if (route) return route(res, port);
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const open: SafeFetchOptions = { allow: ['127.0.0.1'], timeoutMs: 5000, maxBytes: 1024 * 1024 };
const closed: SafeFetchOptions = { ...open, allow: [] };

async function refusal(url: string, options: SafeFetchOptions): Promise<string> {
  const error = await safeFetch(url, options).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).message;
}

const NOT_ALLOWED = 'The photo address is not allowed';

describe('safeFetch', () => {
  it('refuses loopback without the allow-list and fetches it with', async () => {
    expect(await refusal(`${base()}/ok`, closed)).toBe(NOT_ALLOWED);
    const fetched = await safeFetch(`${base()}/ok`, open);
    expect(fetched.body.toString()).toBe('hello');
    expect(fetched.url).toBe(`${base()}/ok`);
  });

  it('allows a host name on the allow-list', async () => {
    const byName = { ...closed, allow: ['localhost'] };
    expect((await safeFetch(`http://localhost:${port}/ok`, byName)).body.toString()).toBe('hello');
  });

  it.each([
    ['localhost', () => `http://localhost:${port}/ok`],
    ['IPv6 loopback', () => `http://[::1]:${port}/ok`],
    ['IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${port}/ok`],
    ['a decimal address', () => `http://2130706433:${port}/ok`],
    ['a hexadecimal address', () => `http://0x7f.1:${port}/ok`],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a private address', () => 'http://10.0.0.1/'],
    ['a CGNAT address', () => 'http://100.64.0.1/'],
    ['the unspecified address', () => `http://0.0.0.0:${port}/ok`],
    ['a unique local IPv6 address', () => 'http://[fd00::1]/'],
    ['a link-local IPv6 address', () => 'http://[fe80::1]/'],
    ['a multicast address', () => 'http://224.0.0.1/'],
  ])('refuses %s, even with loopback allowed by address', async (_name, url) => {
    // The allow-list names 127.0.0.1 only: ::1, 0.0.0.0 and the others stay refused.
    expect(await refusal(url(), closed)).toBe(NOT_ALLOWED);
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/a.jpg', 'data:image/png;base64,AAAA'])(
    'refuses %s',
    async (url) => {
      expect(await refusal(url, open)).toBe(NOT_ALLOWED);
    },
  );

  it('refuses an address with credentials, and one that is not an address', async () => {
    expect(await refusal(`http://user:secret@127.0.0.1:${port}/ok`, open)).toBe(NOT_ALLOWED);
    expect(await refusal('not a url', open)).toBe(NOT_ALLOWED);
  });

  it('checks every redirect again', async () => {
    expect((await safeFetch(`${base()}/to-ok`, open)).body.toString()).toBe('hello');
    expect(await refusal(`${base()}/to-metadata`, open)).toBe(NOT_ALLOWED);
    expect(await refusal(`${base()}/to-ipv6-loopback`, open)).toBe(NOT_ALLOWED);
    expect(await refusal(`${base()}/to-file`, open)).toBe(NOT_ALLOWED);
  });

  it('follows 5 redirects and refuses a sixth', async () => {
    expect((await safeFetch(`${base()}/hops/5`, open)).body.toString()).toBe('arrived');
    expect(await refusal(`${base()}/hops/6`, open)).toBe(
      'The photo address redirects too many times',
    );
  });

  it('aborts a body over the limit as soon as it passes it', async () => {
    const started = Date.now();
    expect(await refusal(`${base()}/endless`, open)).toBe('The photo is too large');
    expect(await refusal(`${base()}/declared-large`, open)).toBe('The photo is too large');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('gives up on a server that never answers', async () => {
    const started = Date.now();
    expect(await refusal(`${base()}/silent`, { ...open, timeoutMs: 300 })).toBe(
      'The photo took too long to download',
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses an answer that is not 2xx', async () => {
    expect(await refusal(`${base()}/missing`, open)).toBe('The photo could not be downloaded');
  });

  it('refuses a name that resolves to a private address, and connects where it resolved', async () => {
    const loopback = resolver(() => '127.0.0.1');
    const url = `http://photos.example:${port}/ok`;
    expect(await refusal(url, { ...closed, lookup: loopback })).toBe(NOT_ALLOWED);
    expect((await safeFetch(url, { ...open, lookup: loopback })).body.toString()).toBe('hello');
  });

  it('resolves a name once, for the connection: a changing answer cannot slip through', async () => {
    // The first answer is allowed (a documentation address on the allow-list, unreachable),
    // every later one is loopback: checking one answer and connecting to another would reach
    // the test server.
    let calls = 0;
    const rebinding = resolver(() => (calls++ ? '127.0.0.1' : '192.0.2.1'));
    const before = served.rebound;
    const options = { ...closed, allow: ['192.0.2.1'], timeoutMs: 500, lookup: rebinding };
    await refusal(`http://rebind.example:${port}/rebound`, options);
    expect(calls).toBe(1);
    expect(served.rebound).toBe(before);
  });

  it('knows public from private addresses, IPv4-mapped IPv6 included', () => {
    expect(addressAllowed('93.184.215.14')).toBe(true);
    expect(addressAllowed('2606:2800:21f:cb07:6820:80da:af6b:8b2c')).toBe(true);
    for (const address of [
      '127.0.0.1',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '::ffff:10.1.2.3',
      '172.31.255.255',
      '192.168.1.1',
      '255.255.255.255',
      'fe80::1',
      'fc00::1',
      'ff02::1',
    ]) {
      expect(addressAllowed(address), address).toBe(false);
    }
  });
});

describe('safeRequest', () => {
  it('sends a POST with its body and answers any status; a GET follows checked redirects', async () => {
    const posted = await safeRequest(
      `${base()}/echo`,
      { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'grant_type=x' },
      open,
    );
    expect(posted.status).toBe(401);
    expect(posted.body.toString()).toBe('text/plain grant_type=x');
    const missing = await safeRequest(`${base()}/missing`, { method: 'GET', headers: {} }, open);
    expect(missing.status).toBe(404);
    const redirected = await safeRequest(`${base()}/to-ok`, { method: 'GET', headers: {} }, open);
    expect(redirected.body.toString()).toBe('hello');
  });

  it('keeps the guards: a private address refused, a redirect to metadata refused, a timeout', async () => {
    const refused = (url: string) =>
      safeRequest(url, { method: 'GET', headers: {} }, closed).catch((e: unknown) => e);
    expect(await refused(`${base()}/ok`)).toMatchObject({ code: 'VALIDATION_FAILED' });
    const metadata = await safeRequest(
      `${base()}/to-metadata`,
      { method: 'GET', headers: {} },
      open,
    ).catch((e: unknown) => e);
    expect(metadata).toMatchObject({ code: 'VALIDATION_FAILED' });
    const slow = await safeRequest(
      `${base()}/silent`,
      { method: 'GET', headers: {} },
      { ...open, timeoutMs: 200 },
    ).catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(RequestTimedOut);
  });
});

type LookupCallback = (
  error: Error | null,
  addresses: { address: string; family: number }[],
) => void;

/** A resolver that answers one IPv4 address, chosen on each call. */
function resolver(answer: () => string): typeof dnsLookup {
  return ((_hostname: string, _options: unknown, callback: LookupCallback) => {
    callback(null, [{ address: answer(), family: 4 }]);
  }) as unknown as typeof dnsLookup;
}
