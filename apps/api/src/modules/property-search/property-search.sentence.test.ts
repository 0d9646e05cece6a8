import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { approve, cast, createListing, refs } from '../../test/listings';

let t: TestApp;
let r: Awaited<ReturnType<typeof refs>>;

beforeAll(async () => {
  t = await createTestApp();
  const who = await cast(t);
  r = await refs(t);
  const House = await r.type('House');
  const Avondale = await r.suburb('Avondale');
  const BEDROOM = await r.feature('BEDROOM');
  const listings: [string, string, string, Record<string, unknown>, number, boolean][] = [
    ['Three bed house', House, Avondale, { price: 750 }, 3, true],
    ['Pricey house', House, Avondale, { price: 1200 }, 3, true],
    ['Small house', House, Avondale, { price: 500 }, 2, true],
    ['House for sale', House, Avondale, { price: 700, category: 'SALE' }, 3, true],
    ['Unapproved house', House, Avondale, { price: 600 }, 3, false],
    ['Borrowdale house', House, await r.suburb('Borrowdale'), { price: 650 }, 3, true],
  ];
  for (const [name, type, suburb, extra, bedrooms, live] of listings) {
    const p = await createListing(t, who.agentA, { type, suburb }, { name, ...extra });
    await t.request('POST', `/properties/ids/${p.publicId}/features/all/create`, {
      token: who.agentA.token,
      body: { bulk: [{ featureId: BEDROOM, quantity: bedrooms }] },
    });
    if (live) await approve(t, who.moderator.token, p.publicId);
  }
});
afterAll(() => t.close());

const ai = (q: string, extra = '', tenant?: string) =>
  t.request('GET', `/api/v1/property/ai-search/?q=${encodeURIComponent(q)}${extra}`, { tenant });

describe('GET /api/v1/property/ai-search', () => {
  it('answers the filters it understood and the matching approved listings', async () => {
    const res = await ai('3 bedroom house to rent in Avondale under 800 USD');
    expect(res.status).toBe(200);
    expect(res.body.filters).toEqual({
      category: 'RENT',
      type: { publicId: await r.type('House'), name: 'House' },
      suburb: { publicId: await r.suburb('Avondale'), name: 'Avondale' },
      city: { publicId: await r.city('Harare'), name: 'Harare' },
      minBedrooms: 3,
      maxPrice: 800,
      currency: 'USD',
      features: [],
    });
    expect(res.body.understood).toEqual([
      'at least 3 bedrooms',
      'House',
      'to rent',
      'in Avondale, Harare',
      'at most 800 USD',
    ]);
    expect(res.body.results.content.map((p: { name: string }) => p.name)).toEqual([
      'Three bed house',
    ]);
    expect(res.body.results).toMatchObject({ page: 1, size: 20, totalElements: 1 });
  });

  it('widens to a city and pages the results', async () => {
    const res = await ai('houses to rent in Harare', '&page=1&elementPerPage=2');
    expect(res.body.filters.city.name).toBe('Harare');
    expect(res.body.filters.suburb).toBeUndefined();
    expect(res.body.results).toMatchObject({ size: 2, totalElements: 4, totalPages: 2 });
  });

  it('understands features by catalogue name', async () => {
    const res = await ai('house with a swimming pool');
    expect(res.body.filters.features).toEqual([
      { publicId: await r.feature('POOL'), name: 'POOL' },
    ]);
    expect(res.body.results.totalElements).toBe(0);
  });

  it('returns all live listings and no filters for a sentence it does not understand', async () => {
    const res = await ai('something lovely');
    expect(res.body.filters).toEqual({ features: [] });
    expect(res.body.understood).toEqual([]);
    expect(res.body.results.totalElements).toBe(5);
  });

  it('knows only the tenant vocabulary and data', async () => {
    const res = await ai('house in Avondale', '', 'sandbox');
    expect(res.status).toBe(200);
    expect(res.body.results.totalElements).toBe(0);
  });

  it.each<[string, string]>([
    ['no query', ''],
    ['an empty query', '?q='],
    ['a blank query', '?q=%20%20'],
    ['an oversized query', `?q=${'a'.repeat(301)}`],
    ['page 0', '?q=house&page=0'],
    ['a page size over the limit', '?q=house&elementPerPage=1000'],
  ])('refuses %s', async (_label, query) => {
    const res = await t.request('GET', `/api/v1/property/ai-search${query}`);
    expect(res.status).toBe(400);
  });
});
