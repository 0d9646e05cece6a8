import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, setSiteLanguages, type TestApp } from '../test/helper';
import { JSON_BODY_LIMIT, MAX_JSON_DEPTH, nestsDeeperThan } from './json-body';

const DEPTH_MESSAGE = 'The request body nests arrays and objects too deeply (at most 32 levels)';

/** `{"types": [[[…]]]}` with `levels` arrays. */
const nestedTypes = (levels: number) => `{"types":${'['.repeat(levels)}${']'.repeat(levels)}}`;

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, and stops at the limit', () => {
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('[]'.repeat(10_000), 1)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ q: '[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ q: 'say \\"[[[[\\"' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ q: '\\' }) + '[[[', 2)).toBe(true);
  });

  it('names the limit in its message', () => {
    expect(DEPTH_MESSAGE).toContain(`${MAX_JSON_DEPTH} levels`);
  });
});

describe('JSON request bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await setSiteLanguages(t, (await createAdmin(t)).token, 'en', ['en', 'fr', 'ar']);
  });
  afterAll(() => t?.close());

  const search = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/properties/search',
      headers: { 'x-tenant': 'demo', 'content-type': 'application/json' },
      payload,
    });

  it('answers 400 to a search nested 10,000 deep, before anything walks it', async () => {
    const res = await search(nestedTypes(10_000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'BAD_REQUEST',
      message: DEPTH_MESSAGE,
    });
  });

  it('refuses a megabyte nested 500,000 deep at once, and says why in French', async () => {
    const payload = nestedTypes(500_000);
    expect(payload.length).toBeGreaterThan(1_000_000);
    expect(payload.length).toBeLessThan(JSON_BODY_LIMIT);
    const res = await t.app.inject({
      method: 'POST',
      url: '/properties/search',
      headers: { 'x-tenant': 'demo', 'content-type': 'application/json', 'accept-language': 'fr' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Le corps de la requête imbrique trop de tableaux et d’objets (32 niveaux au plus)',
    );
  });

  it('takes a body at the limit, and refuses one a level deeper', async () => {
    // The body's object is one level, so `types` may hold 31 arrays.
    expect((await search(nestedTypes(MAX_JSON_DEPTH - 1))).statusCode).toBe(400);
    expect((await search(nestedTypes(MAX_JSON_DEPTH - 1))).json().code).toBe('VALIDATION_FAILED');
    expect((await search(nestedTypes(MAX_JSON_DEPTH))).json().code).toBe('BAD_REQUEST');
  });

  it('still answers a plain search, and still refuses prototype poisoning', async () => {
    expect((await search('{"types":[]}')).statusCode).toBe(200);
    const poisoned = await search('{"__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().code).toBe('MALFORMED_JSON');
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await search(`{"q":"${'x'.repeat(JSON_BODY_LIMIT)}"}`);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large',
    });
  });
});
