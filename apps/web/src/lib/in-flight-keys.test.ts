import { describe, expect, it } from 'vitest';
import { InFlightKeys } from './in-flight-keys';

const post = (url: string, body: string) =>
  new Request(url, { method: 'POST', body, headers: { 'content-type': 'application/json' } });

describe('InFlightKeys', () => {
  it('gives a request sent again while the first is on its way the same key', async () => {
    const keys = new InFlightKeys();
    const first = await keys.take(post('http://x/create', '{"name":"A"}'));
    const second = await keys.take(post('http://x/create', '{"name":"A"}'));
    expect(second.key).toBe(first.key);
    first.done();
    const third = await keys.take(post('http://x/create', '{"name":"A"}'));
    expect(third.key).toBe(first.key);
    second.done();
    third.done();
  });

  it('gives a new key once the first was answered, and another to another request', async () => {
    const keys = new InFlightKeys();
    const first = await keys.take(post('http://x/create', '{"name":"A"}'));
    const other = await keys.take(post('http://x/create', '{"name":"B"}'));
    const elsewhere = await keys.take(post('http://x/other', '{"name":"A"}'));
    expect(new Set([first.key, other.key, elsewhere.key]).size).toBe(3);
    first.done();
    const again = await keys.take(post('http://x/create', '{"name":"A"}'));
    expect(again.key).not.toBe(first.key);
  });

  it('gives every upload a key of its own', async () => {
    const keys = new InFlightKeys();
    const form = () => {
      const data = new FormData();
      data.append('files', new Blob(['x']), 'a.jpg');
      return new Request('http://x/upload', { method: 'POST', body: data });
    };
    const [a, b] = [await keys.take(form()), await keys.take(form())];
    expect(a.key).not.toBe(b.key);
  });
});
