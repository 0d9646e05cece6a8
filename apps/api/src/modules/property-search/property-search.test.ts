import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { approve, cast, createListing, refs, type Agent } from '../../test/listings';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let r: Awaited<ReturnType<typeof refs>>;
const ids: Record<string, string> = {};
const codes: Record<string, string> = {};

/** Names of listings in a page, in order. */
const names = (body: { content: { name: string }[] }) => body.content.map((p) => p.name);

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  r = await refs(t);
  const House = await r.type('House');
  const Cottage = await r.type('Cottage');
  const Apartment = await r.type('Apartment');
  const Land = await r.type('Land');
  const Avondale = await r.suburb('Avondale');
  const Borrowdale = await r.suburb('Borrowdale');
  const Hillside = await r.suburb('Hillside');
  const Sandton = await r.suburb('Sandton');
  const BEDROOM = await r.feature('BEDROOM');
  const POOL = await r.feature('POOL');

  const specs: [string, Agent, string, string, Record<string, unknown>, boolean, number?][] = [
    ['A1 avondale family home', who.agentA, House, Avondale, { price: 800 }, true, 3],
    [
      'A2 spacious villa',
      who.agentA,
      House,
      Avondale,
      { category: 'SALE', price: 250000 },
      true,
      4,
    ],
    ['A3 garden cottage', who.agentA, Cottage, Borrowdale, { price: 600 }, true, 2],
    ['A4 city apartment', who.agentA, Apartment, Avondale, { price: 700 }, false],
    ['A5 archived house', who.agentA, House, Avondale, { price: 900, archived: true }, true],
    ['B1 family house', who.agentB, House, Avondale, { price: 850 }, true, 3],
    [
      'B2 residential stand',
      who.agentB,
      Land,
      Hillside,
      { category: 'SALE', price: 30000, area: 2, areaType: 'HECTARE' },
      true,
    ],
    [
      'B3 sandton studio',
      who.agentB,
      Apartment,
      Sandton,
      { category: 'QUICK_RENT', price: 1500, currency: 'ZAR' },
      true,
    ],
  ];
  for (const [name, agent, type, suburb, extra, approved, bedrooms] of specs) {
    const p = await createListing(t, agent, { type, suburb }, { name, ...extra });
    ids[name.slice(0, 2)] = p.publicId;
    codes[name.slice(0, 2)] = p.code;
    if (bedrooms) {
      const bulk = [{ featureId: BEDROOM, quantity: bedrooms }];
      if (name.startsWith('A1')) bulk.push({ featureId: POOL, quantity: 1 });
      await t.request('POST', `/properties/ids/${p.publicId}/features/all/create`, {
        token: agent.token,
        body: { bulk },
      });
    }
    if (approved) await approve(t, who.moderator.token, p.publicId);
  }
});
afterAll(() => t.close());

const LIVE = [
  'B3 sandton studio',
  'B2 residential stand',
  'B1 family house',
  'A3 garden cottage',
  'A2 spacious villa',
  'A1 avondale family home',
];

const search = (body: unknown = {}, query = '', token?: string, tenant?: string) =>
  t.request('POST', `/properties/search${query}`, { body, token, tenant });
const detailed = (body: unknown = {}, query = '', token?: string, tenant?: string) =>
  t.request('POST', `/properties/search/detailed${query}`, { body, token, tenant });

describe('POST /properties/search', () => {
  it('lists approved, live listings newest first in the page envelope', async () => {
    const res = await search();
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(LIVE);
    expect(res.body).toMatchObject({ page: 1, size: 20, totalElements: 6, totalPages: 1 });
  });

  it('forces APPROVED and never shows archived, whatever the body asks', async () => {
    const res = await search({ published: 'REVIEW', archived: true });
    expect(names(res.body)).toEqual(LIVE);
  });

  it('pages from 1 with elementPerPage', async () => {
    const p1 = await search({}, '?page=1&elementPerPage=4');
    const p2 = await search({}, '?page=2&elementPerPage=4');
    const p3 = await search({}, '?page=3&elementPerPage=4');
    expect(names(p1.body)).toEqual(LIVE.slice(0, 4));
    expect(names(p2.body)).toEqual(LIVE.slice(4));
    expect(p3.body.content).toEqual([]);
    for (const p of [p1, p2, p3]) {
      expect(p.body).toMatchObject({ size: 4, totalElements: 6, totalPages: 2 });
    }
  });

  it('gives the same deep page whether reached by scrolling or directly', async () => {
    const direct = async (page: number) =>
      names((await search({}, `?page=${page}&elementPerPage=2&key=createdAt&direction=asc`)).body);
    const scrolled = [await direct(1), await direct(2), await direct(3)];
    expect(scrolled.flat()).toEqual([...LIVE].reverse());
    // A write clears remembered page starts, so page 3 is counted off afresh.
    const p = await createListing(t, who.agentA, {
      type: await r.type('House'),
      suburb: await r.suburb('Avondale'),
    });
    expect(await direct(3)).toEqual(scrolled[2]);
    // Asked again, page 3 starts at its remembered first row.
    expect(await direct(3)).toEqual(scrolled[2]);
    await t.request('DELETE', `/properties/ids/${p.publicId}/delete`, { token: who.agentA.token });
    expect(await direct(2)).toEqual(scrolled[1]);
  });

  it('sorts by key and direction, ties broken the same way every time', async () => {
    const asc = await search({}, '?key=price&direction=asc');
    expect(asc.body.content.map((p: { price: number }) => p.price)).toEqual([
      600, 800, 850, 1500, 30000, 250000,
    ]);
    const byName = await search({}, '?key=name&direction=asc');
    expect(names(byName.body)).toEqual([...LIVE].sort());
    const oldest = await search({}, '?key=createdAt&direction=asc');
    expect(names(oldest.body)).toEqual([...LIVE].reverse());
  });

  it.each<[string, () => Promise<Record<string, unknown>>, string[]]>([
    [
      'title words, by prefix',
      async () => ({ title: 'famil' }),
      ['B1 family house', 'A1 avondale family home'],
    ],
    ['two title words', async () => ({ title: 'family avon' }), ['A1 avondale family home']],
    ['code', async () => ({ code: codes.A2 }), ['A2 spacious villa']],
    ['code, lowercase', async () => ({ code: codes.A2!.toLowerCase() }), ['A2 spacious villa']],
    ['category', async () => ({ category: 'SALE' }), ['B2 residential stand', 'A2 spacious villa']],
    ['category ANY', async () => ({ category: 'ANY' }), LIVE],
    [
      'a parent type includes its children',
      async () => ({ types: [await r.type('House')] }),
      ['B1 family house', 'A3 garden cottage', 'A2 spacious villa', 'A1 avondale family home'],
    ],
    ['a child type', async () => ({ types: [await r.type('Cottage')] }), ['A3 garden cottage']],
    ['suburb', async () => ({ suburbs: [await r.suburb('Borrowdale')] }), ['A3 garden cottage']],
    [
      'city',
      async () => ({ cities: [await r.city('Harare')] }),
      ['B1 family house', 'A3 garden cottage', 'A2 spacious villa', 'A1 avondale family home'],
    ],
    [
      'bedrooms',
      async () => ({ minBedrooms: 3 }),
      ['B1 family house', 'A2 spacious villa', 'A1 avondale family home'],
    ],
    ['feature', async () => ({ features: [await r.feature('POOL')] }), ['A1 avondale family home']],
    [
      'price range in a currency',
      async () => ({ minPrice: 700, maxPrice: 1000, currency: 'usd' }),
      ['B1 family house', 'A1 avondale family home'],
    ],
    ['currency', async () => ({ currency: 'ZAR' }), ['B3 sandton studio']],
    [
      'agent code',
      async () => ({ agentCode: who.agentB.code }),
      ['B3 sandton studio', 'B2 residential stand', 'B1 family house'],
    ],
    ['an unknown type', async () => ({ types: ['unknown'] }), []],
    ['no match', async () => ({ title: 'castle' }), []],
  ])('filters by %s', async (_label, body, expected) => {
    const res = await search(await body());
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(expected);
    expect(res.body.totalElements).toBe(expected.length);
  });

  it.each<[string, string, unknown]>([
    ['page 0', '?page=0', {}],
    ['page as text', '?page=first', {}],
    ['elementPerPage over the limit', '?elementPerPage=500', {}],
    ['an unknown sort key', '?key=password', {}],
    ['an unknown direction', '?direction=up', {}],
    ['types not a list', '', { types: 'House' }],
    ['a negative price', '', { minPrice: -1 }],
    ['a price as text', '', { maxPrice: '100' }],
    ['a bad currency', '', { currency: 'DOLLARS' }],
    ['an oversized title', '', { title: 'x'.repeat(101) }],
    ['an unknown category', '', { category: 'LEASE' }],
    ['too many ids', '', { types: Array.from({ length: 51 }, (_, i) => `t${i}`) }],
  ])('refuses %s', async (_label, query, body) => {
    const res = await search(body, query);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('shows another tenant nothing of this one', async () => {
    const res = await search({}, '', undefined, 'sandbox');
    expect(res.body.totalElements).toBe(0);
  });

  it('sees a newly approved listing at once, total included', async () => {
    const p = await createListing(
      t,
      who.agentB,
      { type: await r.type('Lodge'), suburb: await r.suburb('Karen') },
      { name: 'Z lodge', currency: 'KES', category: 'QUICK_RENT' },
    );
    expect((await search()).body.totalElements).toBe(6);
    await approve(t, who.moderator.token, p.publicId);
    const after = await search({}, '?elementPerPage=2');
    expect(after.body.totalElements).toBe(7);
    expect(names(after.body)[0]).toBe('Z lodge');
    await t.request('DELETE', `/properties/ids/${p.publicId}/delete`, { token: who.agentB.token });
    expect((await search({}, '?elementPerPage=2')).body.totalElements).toBe(6);
  });
});

describe('POST /properties/search/detailed', () => {
  it('gives anonymous callers and customers the live listings', async () => {
    expect(names((await detailed()).body)).toEqual(LIVE);
    expect(names((await detailed({}, '', who.customer.token)).body)).toEqual(LIVE);
    const asked = await detailed({ published: 'REVIEW', archived: true }, '', who.customer.token);
    expect(names(asked.body)).toEqual(LIVE);
  });

  it('gives an agent all of their own listings in every state, whatever agentCode says', async () => {
    const own = [
      'A5 archived house',
      'A4 city apartment',
      'A3 garden cottage',
      'A2 spacious villa',
      'A1 avondale family home',
    ];
    expect(names((await detailed({}, '', who.agentA.token)).body)).toEqual(own);
    const other = await detailed({ agentCode: who.agentB.code }, '', who.agentA.token);
    expect(names(other.body)).toEqual(own);
    expect(names((await detailed({}, '', who.agentB.token)).body)).toEqual([
      'B3 sandton studio',
      'B2 residential stand',
      'B1 family house',
    ]);
  });

  it('lets an agent filter their list by status, archive, title, code, types and category', async () => {
    const token = who.agentA.token;
    expect(names((await detailed({ published: 'REVIEW' }, '', token)).body)).toEqual([
      'A4 city apartment',
    ]);
    expect(names((await detailed({ published: 'ANY', archived: true }, '', token)).body)).toEqual([
      'A5 archived house',
    ]);
    expect(names((await detailed({ title: 'villa' }, '', token)).body)).toEqual([
      'A2 spacious villa',
    ]);
    expect(names((await detailed({ code: codes.A3 }, '', token)).body)).toEqual([
      'A3 garden cottage',
    ]);
    const apartments = await detailed({ types: [await r.type('Apartment')] }, '', token);
    expect(names(apartments.body)).toEqual(['A4 city apartment']);
    expect(names((await detailed({ category: 'SALE' }, '', token)).body)).toEqual([
      'A2 spacious villa',
    ]);
  });

  it('pages an agent list from 1, 20 by default, with key and direction', async () => {
    const res = await detailed(
      {},
      '?page=1&elementPerPage=2&key=name&direction=asc',
      who.agentA.token,
    );
    expect(res.body).toMatchObject({ page: 1, size: 2, totalElements: 5, totalPages: 3 });
    expect(names(res.body)).toEqual(['A1 avondale family home', 'A2 spacious villa']);
    expect((await detailed({}, '', who.agentA.token)).body.size).toBe(20);
  });

  it('gives moderators the whole site, with status and agent filters', async () => {
    const token = who.moderator.token;
    expect((await detailed({}, '', token)).body.totalElements).toBe(8);
    expect(names((await detailed({ published: 'REVIEW' }, '', token)).body)).toEqual([
      'A4 city apartment',
    ]);
    const b = await detailed({ agentCode: who.agentB.code }, '', token);
    expect(b.body.totalElements).toBe(3);
  });

  it('shows another tenant nothing of this one', async () => {
    const res = await detailed({}, '', who.otherTenantAgent.token, 'sandbox');
    expect(res.body.totalElements).toBe(0);
    const mismatch = await detailed({}, '', who.otherTenantAgent.token);
    expect(mismatch.status).toBe(403);
  });

  it('refuses bad paging and filters', async () => {
    expect((await detailed({}, '?page=-1')).status).toBe(400);
    expect((await detailed({ published: 'DRAFT' })).status).toBe(400);
    expect((await detailed({ agentCode: 'x'.repeat(33) })).status).toBe(400);
  });
});

describe('lists by category, type, place and agent', () => {
  it('GET /properties/categories/{c}/get', async () => {
    const res = await t.request('GET', '/properties/categories/SALE/get');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['B2 residential stand', 'A2 spacious villa']);
    expect(res.body.size).toBe(20);
    const lower = await t.request('GET', '/properties/categories/quick_rent/get');
    expect(names(lower.body)).toEqual(['B3 sandton studio']);
    const bad = await t.request('GET', '/properties/categories/LEASE/get');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Category must be RENT, SALE or QUICK_RENT');
  });

  it('GET /properties/types/{t}/get', async () => {
    const res = await t.request('GET', `/properties/types/${await r.type('House')}/get`);
    expect(names(res.body)).toEqual([
      'B1 family house',
      'A3 garden cottage',
      'A2 spacious villa',
      'A1 avondale family home',
    ]);
    expect(res.body.size).toBe(50);
    const unknown = await t.request('GET', '/properties/types/unknown/get');
    expect(unknown.status).toBe(404);
  });

  it('GET /api/v2/cities/ids/{id}/properties', async () => {
    const res = await t.request('GET', `/api/v2/cities/ids/${await r.city('Bulawayo')}/properties`);
    expect(names(res.body)).toEqual(['B2 residential stand']);
    expect(res.body.size).toBe(50);
    expect((await t.request('GET', '/api/v2/cities/ids/unknown/properties')).status).toBe(404);
  });

  it('GET /api/v2/suburbs/ids/{id}/properties', async () => {
    const res = await t.request(
      'GET',
      `/api/v2/suburbs/ids/${await r.suburb('Avondale')}/properties/?page=1&size=2`,
    );
    expect(names(res.body)).toEqual(['B1 family house', 'A2 spacious villa']);
    expect(res.body).toMatchObject({ totalElements: 3, totalPages: 2 });
    expect((await t.request('GET', '/api/v2/suburbs/ids/unknown/properties')).status).toBe(404);
    expect(
      (
        await t.request(
          'GET',
          `/api/v2/suburbs/ids/${await r.suburb('Avondale')}/properties?size=0`,
        )
      ).status,
    ).toBe(400);
  });

  it('GET /api/v2/agents/ids/{id}/properties: live for the public, all for the agent', async () => {
    const path = `/api/v2/agents/ids/${who.agentA.publicId}/properties`;
    expect((await t.request('GET', path)).body.totalElements).toBe(3);
    expect((await t.request('GET', path, { token: who.agentB.token })).body.totalElements).toBe(3);
    expect((await t.request('GET', path, { token: who.agentA.token })).body.totalElements).toBe(5);
    expect((await t.request('GET', path, { token: who.moderator.token })).body.totalElements).toBe(
      5,
    );
    expect((await t.request('GET', '/api/v2/agents/ids/unknown/properties')).status).toBe(404);
    const other = await t.request('GET', path, { tenant: 'sandbox' });
    expect(other.status).toBe(404);
  });
});

describe('public lists: other tenants, oversized and wrong inputs', () => {
  it("answers 404 for another tenant's type, city, suburb and agent", async () => {
    const paths = [
      `/properties/types/${await r.type('House')}/get`,
      `/api/v2/cities/ids/${await r.city('Harare')}/properties`,
      `/api/v2/suburbs/ids/${await r.suburb('Avondale')}/properties`,
      `/api/v2/agents/ids/${who.agentA.publicId}/properties`,
    ];
    for (const path of paths) {
      expect((await t.request('GET', path, { tenant: 'sandbox' })).status, path).toBe(404);
    }
    const sale = await t.request('GET', '/properties/categories/SALE/get', { tenant: 'sandbox' });
    expect(sale.body.totalElements).toBe(0);
  });

  it.each([
    `/properties/types/${'x'.repeat(65)}/get`,
    `/api/v2/cities/ids/${'x'.repeat(65)}/properties`,
    `/api/v2/suburbs/ids/${'x'.repeat(65)}/properties`,
    `/api/v2/agents/ids/${'x'.repeat(65)}/properties`,
    `/properties/ids/${'x'.repeat(65)}/similar`,
    '/properties/categories/SALE/get?page=0',
    '/properties/categories/SALE/get?size=1000',
    '/properties/categories/SALE/get?page=two',
  ])('refuses %s', async (path) => {
    expect((await t.request('GET', path)).status).toBe(400);
  });

  it('refuses a search body of the wrong type or that is not JSON', async () => {
    expect((await search([])).status).toBe(400);
    const text = await t.request('POST', '/properties/search', {
      body: '"text"',
      headers: { 'content-type': 'application/json' },
    });
    expect(text.status).toBe(400);
    expect((await search('plain text')).status).toBe(415);
    const broken = await t.request('POST', '/properties/search', {
      body: '{"title":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
  });
});

describe('GET /properties/ids/{id}/similar', () => {
  it('lists live listings of the same type, category and suburb, closest price first', async () => {
    const res = await t.request('GET', `/properties/ids/${ids.A1}/similar`);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['B1 family house']);
    const none = await t.request('GET', `/properties/ids/${ids.B2}/similar?limit=3`);
    expect(none.body).toMatchObject({ content: [], totalElements: 0, size: 3 });
  });

  it('permission matrix on a listing under review', async () => {
    const path = `/properties/ids/${ids.A4}/similar`;
    const status = async (token?: string, tenant?: string) =>
      (await t.request('GET', path, { token, tenant })).status;
    expect([
      await status(),
      await status(who.customer.token),
      await status(who.agentA.token),
      await status(who.agentB.token),
      await status(who.moderator.token),
      await status(who.otherTenantAgent.token, 'sandbox'),
    ]).toEqual([404, 404, 200, 404, 200, 404]);
  });

  it('answers 404 for a listing the caller cannot see, and refuses a bad limit', async () => {
    expect((await t.request('GET', `/properties/ids/${ids.A4}/similar`)).status).toBe(404);
    expect(
      (await t.request('GET', `/properties/ids/${ids.A4}/similar`, { token: who.agentA.token }))
        .status,
    ).toBe(200);
    expect((await t.request('GET', `/properties/ids/${ids.A1}/similar?limit=99`)).status).toBe(400);
    expect((await t.request('GET', '/properties/ids/unknown/similar')).status).toBe(404);
  });
});
