import { describe, expect, it } from 'vitest';
import { HeldAnswers } from './held-answers';

const URL_A = 'http://localhost/properties/ids/a/get';

function get(url = URL_A, tenant = 'demo', language = 'en') {
  return new Request(url, { headers: { 'X-Tenant': tenant, 'Accept-Language': language } });
}

function tagged(body: unknown, etag: string, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ETag: etag },
  });
}

const notModified = (etag: string) => new Response(null, { status: 304, headers: { ETag: etag } });

/** One round trip through the held answers, answered by `answer`. */
async function roundTrip(held: HeldAnswers, request: Request, answer: (r: Request) => Response) {
  const sent = held.prepare(request);
  return held.settle(request, answer(request), sent);
}

describe('HeldAnswers', () => {
  it('names the held tag when the address is read again, and turns a 304 into that answer', async () => {
    const held = new HeldAnswers();
    const first = await roundTrip(held, get(), (r) => {
      expect(r.headers.get('If-None-Match')).toBeNull();
      return tagged({ price: 800 }, '"v1"');
    });
    expect(await first.json()).toEqual({ price: 800 });

    const again = await roundTrip(held, get(), (r) => {
      expect(r.headers.get('If-None-Match')).toBe('"v1"');
      return notModified('"v1"');
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(await again.json()).toEqual({ price: 800 });
  });

  it("holds each language's answer apart: the same address is another answer in French", async () => {
    const held = new HeldAnswers();
    await roundTrip(held, get(URL_A, 'demo', 'en'), () => tagged({ type: 'House' }, '"en1"'));
    await roundTrip(held, get(URL_A, 'demo', 'fr'), (r) => {
      expect(r.headers.get('If-None-Match')).toBeNull();
      return tagged({ type: 'Maison' }, '"fr1"');
    });
    const english = await roundTrip(held, get(URL_A, 'demo', 'en'), (r) => {
      expect(r.headers.get('If-None-Match')).toBe('"en1"');
      return notModified('"en1"');
    });
    expect(await english.json()).toEqual({ type: 'House' });
  });

  it('holds nothing after clear (sign-out)', async () => {
    const held = new HeldAnswers();
    await roundTrip(held, get(), () => tagged({ price: 800 }, '"v1"'));
    held.clear();
    await roundTrip(held, get(), (r) => {
      expect(r.headers.get('If-None-Match')).toBeNull();
      return tagged({ price: 900 }, '"v2"');
    });
  });

  it('holds the new answer when it changed, and forgets one that is gone', async () => {
    const held = new HeldAnswers();
    await roundTrip(held, get(), () => tagged({ price: 800 }, '"v1"'));
    const changed = await roundTrip(held, get(), () => tagged({ price: 810 }, '"v2"'));
    expect(await changed.json()).toEqual({ price: 810 });
    await roundTrip(held, get(), (r) => {
      expect(r.headers.get('If-None-Match')).toBe('"v2"');
      return new Response('{"message":"Property not found"}', { status: 404 });
    });
    await roundTrip(held, get(), (r) => {
      expect(r.headers.get('If-None-Match')).toBeNull();
      return tagged({}, '"v3"');
    });
  });

  it('never makes a POST, an untagged answer or another site conditional', async () => {
    const held = new HeldAnswers();
    const search = () => new Request(URL_A, { method: 'POST', body: '{}' });
    await roundTrip(held, search(), () => tagged({ content: [] }, '"s1"'));
    await roundTrip(held, search(), (r) => {
      expect(r.headers.get('If-None-Match')).toBeNull();
      return tagged({ content: [] }, '"s1"');
    });
    const plain = 'http://localhost/api/v2/tenants/current';
    await roundTrip(held, get(plain), () => new Response('{}', { status: 200 }));
    expect(held.prepare(get(plain))).toBeUndefined();
    await roundTrip(held, get(), () => tagged({ site: 'demo' }, '"d1"'));
    expect(held.prepare(get(URL_A, 'sandbox'))).toBeUndefined();
  });

  it('keeps the most recently used answers within its bounds', async () => {
    const held = new HeldAnswers(2, 1000);
    const at = (n: number) => `http://localhost/properties/ids/${n}/get`;
    for (const n of [1, 2]) await roundTrip(held, get(at(n)), () => tagged({ n }, `"${n}"`));
    await roundTrip(held, get(at(1)), () => notModified('"1"'));
    await roundTrip(held, get(at(3)), () => tagged({ n: 3 }, '"3"'));
    expect(held.prepare(get(at(2)))).toBeUndefined();
    expect(held.prepare(get(at(1)))?.etag).toBe('"1"');
    await roundTrip(held, get(at(4)), () => tagged({ big: 'x'.repeat(2000) }, '"4"'));
    expect(held.prepare(get(at(4)))).toBeUndefined();
  });
});
