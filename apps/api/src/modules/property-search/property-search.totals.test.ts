import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_COUNT_LIMIT } from '@propdesk/shared';
import { createTestApp, type TestApp } from '../../test/helper';
import { approve, cast, createListing, refs } from '../../test/listings';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let place: { type: string; suburb: string };

/** Live RENT listings named by price: 12.34, 12.35, 99, 150 and one without a price. */
const PRICES: (number | null)[] = [12.34, 12.35, 99, 150, null];

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  const r = await refs(t);
  place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
  for (const price of PRICES) {
    const p = await createListing(t, who.agentA, place, {
      name: `priced ${price ?? 'none'}`,
      category: 'RENT',
      price,
    });
    await approve(t, who.moderator.token, p.publicId);
  }
});
afterAll(() => t.close());

async function search(body: Record<string, unknown>, query = '') {
  const res = await t.request('POST', `/properties/search${query}`, { body });
  expect(res.status).toBe(200);
  return res.body as {
    content: { name: string }[];
    totalElements: number;
    totalPages: number;
    totalCapped: boolean;
  };
}
const names = (page: { content: { name: string }[] }) => page.content.map((p) => p.name);

describe('price bounds read as exact hundredths', () => {
  it('a bound between two cents keeps the listings on its side only', async () => {
    expect(names(await search({ category: 'RENT', minPrice: 12.345, maxPrice: 13 }))).toEqual([
      'priced 12.35',
    ]);
    expect(names(await search({ category: 'RENT', maxPrice: 12.345 }))).toEqual(['priced 12.34']);
    expect(
      names(await search({ category: 'RENT', minPrice: 12.34, maxPrice: 12.35 })).sort(),
    ).toEqual(['priced 12.34', 'priced 12.35']);
  });

  it('bounds beyond any price answer an empty page, not an error', async () => {
    for (const body of [{ minPrice: 1e30 }, { minPrice: 1e16 }, { maxPrice: 0 }]) {
      const page = await search({ category: 'RENT', ...body });
      expect(page).toMatchObject({ content: [], totalElements: 0, totalCapped: false });
    }
    expect(await search({ category: 'RENT', maxPrice: 1e30 })).toMatchObject({
      totalElements: 4,
    });
    const negative = await t.request('POST', '/properties/search', { body: { maxPrice: -1 } });
    expect(negative.status).toBe(400);
  });

  it('sorts by price with listings without a price last either way, unless a bound excludes them', async () => {
    const q = (direction: string) => `?key=price&direction=${direction}`;
    expect(names(await search({ category: 'RENT' }, q('asc')))).toEqual([
      'priced 12.34',
      'priced 12.35',
      'priced 99',
      'priced 150',
      'priced none',
    ]);
    expect(names(await search({ category: 'RENT' }, q('desc')))).toEqual([
      'priced 150',
      'priced 99',
      'priced 12.35',
      'priced 12.34',
      'priced none',
    ]);
    expect(names(await search({ category: 'RENT', minPrice: 12.35 }, q('desc')))).toEqual([
      'priced 150',
      'priced 99',
      'priced 12.35',
    ]);
  });

  it('pages by price with a cursor through listings without a price', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const query: string = `?key=price&direction=desc&elementPerPage=2${after ? `&after=${after}` : ''}`;
      const res = await t.request('POST', `/properties/search/detailed${query}`, {
        body: { category: 'RENT' },
        token: who.agentA.token,
      });
      expect(res.status).toBe(200);
      seen.push(...names(res.body));
      after = res.body.nextCursor;
    } while (after);
    expect(seen).toEqual([
      'priced 150',
      'priced 99',
      'priced 12.35',
      'priced 12.34',
      'priced none',
    ]);
  });
});

describe('names that are not in the site', () => {
  it.each([
    ['a suburb', { suburbs: ['unknownsuburb0001'] }],
    ['a city', { cities: ['unknowncity00001'] }],
    ['a feature', { features: ['unknownfeature01'] }],
    ['an agent code', { agentCode: 'AG-NOBODY' }],
  ])('%s matches nothing', async (_label, body) => {
    expect(await search({ category: 'RENT', ...body })).toMatchObject({
      content: [],
      totalElements: 0,
      totalCapped: false,
    });
  });
});

describe(`totals counted up to ${LISTING_COUNT_LIMIT}`, () => {
  beforeAll(async () => {
    // More live SALE listings than the count reads (1,050), copied from one in SQL (the API
    // would take minutes to make them).
    const source = await createListing(t, who.agentB, place, {
      name: 'many',
      category: 'SALE',
      price: 5000,
    });
    await approve(t, who.moderator.token, source.publicId);
    await t.db.execute(sql`
      INSERT INTO properties (tenant_id, public_id, user_id, type_id, suburb_id, code, name,
        title, description, category, currency, latitude, longitude, price, published)
      SELECT tenant_id, 'many' || lpad(g::text, 16, '0'), user_id, type_id, suburb_id,
        'MANY-' || g, name, title, description, category, currency, latitude, longitude,
        1000 + g, published
      FROM properties, generate_series(1, ${LISTING_COUNT_LIMIT + 49}) g
      WHERE public_id = ${source.publicId}`);
  });

  it('says "at least" past the limit, and counts exactly below it', async () => {
    expect(await search({ category: 'SALE' })).toMatchObject({
      totalElements: LISTING_COUNT_LIMIT,
      totalPages: LISTING_COUNT_LIMIT / 20,
      totalCapped: true,
    });
    expect(await search({ category: 'SALE', maxPrice: 1100 })).toMatchObject({
      totalElements: 100,
      totalCapped: false,
    });
  });

  it('a page past the limit says at least the rows up to it, and the last page is exact', async () => {
    const deep = await search({ category: 'SALE' }, '?page=52');
    expect(deep.content).toHaveLength(20);
    expect(deep).toMatchObject({ totalElements: 1040, totalPages: 52, totalCapped: true });
    const last = await search({ category: 'SALE' }, '?page=53');
    expect(last.content).toHaveLength(10);
    expect(last).toMatchObject({ totalElements: 1050, totalCapped: false });
  });

  it('the dashboard list says the same to the agent', async () => {
    const res = await t.request('POST', '/properties/search/detailed', {
      body: { category: 'SALE' },
      token: who.agentB.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalElements: LISTING_COUNT_LIMIT, totalCapped: true });
  });
});

describe('a map area with more listings than the map counts', () => {
  // A square of 0.2° around the copies below, which sit within 0.05° of (30.5, -18.5).
  const area = [
    [30.4, -18.6],
    [30.6, -18.6],
    [30.6, -18.4],
    [30.4, -18.4],
  ];
  beforeAll(async () => {
    const source = await createListing(t, who.agentB, place, {
      name: 'dense',
      category: 'RENT',
      longitude: 30.5,
      latitude: -18.5,
    });
    await approve(t, who.moderator.token, source.publicId);
    await t.db.execute(sql`
      INSERT INTO properties (tenant_id, public_id, user_id, type_id, suburb_id, code, name,
        title, description, category, currency, latitude, longitude, price, published, created_at)
      SELECT tenant_id, 'dense' || lpad(g::text, 15, '0'), user_id, type_id, suburb_id,
        'DENSE-' || g, name, title, description, category, currency,
        latitude + (g % 100 - 50) / 1000.0, longitude + (g / 100 % 100 - 50) / 1000.0,
        500 + g, published, now() - g * interval '1 second'
      FROM properties, generate_series(1, 10050) g
      WHERE public_id = ${source.publicId}`);
  });

  it('says 10,000+ and sends the newest 2,000, read newest first', async () => {
    const res = await t.request('POST', '/properties/search/map', { body: { area } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 10_000, truncated: true, totalCapped: true });
    const ids = (res.body.points as { id: string }[]).map((p) => p.id);
    expect(ids).toHaveLength(2000);
    // The source listing is the newest; then the copies, one second apart.
    expect(ids.slice(0, 3)).toEqual([
      expect.any(String),
      'dense000000000000001',
      'dense000000000000002',
    ]);
    expect(ids[1999]).toBe('dense000000000001999');
  });

  it('an area with fewer than the map counts is counted exactly, its newest 2,000 sent', async () => {
    // The western half: the copies whose longitude step (g / 100 % 100) is below 50, 5,050.
    const west = [
      [30.44, -18.6],
      [30.4995, -18.6],
      [30.4995, -18.4],
      [30.44, -18.4],
    ];
    const res = await t.request('POST', '/properties/search/map', { body: { area: west } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 5050, truncated: true, totalCapped: false });
    const ids = (res.body.points as { id: string }[]).map((p) => p.id);
    expect(ids).toHaveLength(2000);
    expect(ids[0]).toBe('dense000000000000001');
    expect(ids[1999]).toBe('dense000000000002000');
  });

  it('a category the area holds fewer of is counted exactly, its points all sent', async () => {
    const res = await t.request('POST', '/properties/search/map', {
      body: { area, category: 'SALE' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ points: [], total: 0, truncated: false, totalCapped: false });
  });
});
