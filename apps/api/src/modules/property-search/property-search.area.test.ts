import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_AREA_MESSAGES, type SearchArea } from '@propdesk/shared';
import { createTestApp, type TestApp } from '../../test/helper';
import { approve, cast, createListing, refs } from '../../test/listings';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
const ids: Record<string, string> = {};

/** A square of 0.1° around central Harare: [31.0, 31.1] × [-17.9, -17.7]. */
const SQUARE: SearchArea = [
  [31.0, -17.9],
  [31.1, -17.9],
  [31.1, -17.7],
  [31.0, -17.7],
];
/** The same square with a notch cut from the top: a U whose hollow holds "centre". */
const U: SearchArea = [
  [31.0, -17.9],
  [31.1, -17.9],
  [31.1, -17.7],
  [31.08, -17.7],
  [31.08, -17.85],
  [31.02, -17.85],
  [31.02, -17.7],
  [31.0, -17.7],
];

const PLACES: [string, number, number, Record<string, unknown>, boolean][] = [
  ['centre', 31.05, -17.8, { price: 800 }, true],
  ['border', 31.1, -17.8, { category: 'SALE', price: 90000 }, true],
  ['corner', 31.0, -17.7, { price: 500 }, true],
  ['bottom', 31.05, -17.88, { price: 650 }, true],
  ['leftArm', 31.01, -17.75, { category: 'SALE', price: 120000 }, true],
  ['outside', 31.2, -17.8, { price: 700 }, true],
  ['unapproved', 31.05, -17.81, { price: 750 }, false],
];

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  const r = await refs(t);
  const place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
  for (const [name, longitude, latitude, extra, approved] of PLACES) {
    const p = await createListing(t, who.agentA, place, { name, longitude, latitude, ...extra });
    ids[name] = p.publicId;
    if (approved) await approve(t, who.moderator.token, p.publicId);
  }
});
afterAll(() => t.close());

async function found(body: Record<string, unknown>) {
  const res = await t.request('POST', '/properties/search?elementPerPage=50', { body });
  expect(res.status).toBe(200);
  return (res.body.content as { name: string }[]).map((p) => p.name).sort();
}

describe('POST /properties/search with an area', () => {
  it('finds the listings inside and on the border, not those outside or not live', async () => {
    expect(await found({ area: SQUARE })).toEqual([
      'border',
      'bottom',
      'centre',
      'corner',
      'leftArm',
    ]);
  });

  it('follows a concave area: its hollow is out, its edges and corners are in', async () => {
    expect(await found({ area: U })).toEqual(['border', 'bottom', 'corner', 'leftArm']);
  });

  it('finds the same listings whichever way round the corners are drawn', async () => {
    expect(await found({ area: [...U].reverse() })).toEqual(await found({ area: U }));
  });

  it('combines with the other filters', async () => {
    expect(await found({ area: U, category: 'RENT' })).toEqual(['bottom', 'corner']);
    expect(await found({ area: SQUARE, maxPrice: 700 })).toEqual(['bottom', 'corner']);
    expect(await found({ area: SQUARE, title: 'centre' })).toEqual(['centre']);
  });

  it('counts the total of the area, not of the site', async () => {
    const res = await t.request('POST', '/properties/search?elementPerPage=2', {
      body: { area: SQUARE },
    });
    expect(res.body.totalElements).toBe(5);
    expect(res.body.content).toHaveLength(2);
  });

  it('finds nothing in an area with no listing', async () => {
    expect(
      await found({
        area: [
          [10, 10],
          [11, 10],
          [10, 11],
        ],
      }),
    ).toEqual([]);
  });

  it.each([
    [
      'self-intersecting',
      SEARCH_AREA_MESSAGES.selfIntersecting,
      [
        [31, -17.9],
        [31.1, -17.7],
        [31.1, -17.9],
        [31, -17.7],
      ],
    ],
    [
      'across the antimeridian',
      SEARCH_AREA_MESSAGES.crossesAntimeridian,
      [
        [179, 10],
        [-179, 10],
        [-179, 11],
      ],
    ],
    [
      'with two corners',
      SEARCH_AREA_MESSAGES.tooFewCorners,
      [
        [31, -17.9],
        [31.1, -17.7],
      ],
    ],
    [
      'with 201 corners',
      SEARCH_AREA_MESSAGES.tooManyCorners,
      Array.from({ length: 201 }, (_, i) => [
        31 + 0.1 * Math.cos((2 * Math.PI * i) / 201),
        -17.8 + 0.1 * Math.sin((2 * Math.PI * i) / 201),
      ]),
    ],
    [
      'flat',
      SEARCH_AREA_MESSAGES.noArea,
      [
        [31, -17.9],
        [31.05, -17.8],
        [31.1, -17.7],
      ],
    ],
    [
      'out of range',
      SEARCH_AREA_MESSAGES.outOfRange,
      [
        [31, -17.9],
        [31.1, -95],
        [31.1, -17.7],
      ],
    ],
  ])('refuses an area %s with a 400 saying why', async (_, message, area) => {
    for (const url of ['/properties/search', '/properties/search/map']) {
      const res = await t.request('POST', url, { body: { area } });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
  });

  it('filters the dashboard’s search by the area too', async () => {
    const res = await t.request('POST', '/properties/search/detailed?elementPerPage=50', {
      token: who.agentA.token,
      body: { area: SQUARE },
    });
    expect(res.status).toBe(200);
    const names = (res.body.content as { name: string }[]).map((p) => p.name).sort();
    expect(names).toEqual(['border', 'bottom', 'centre', 'corner', 'leftArm', 'unapproved']);
  });
});

describe('POST /properties/search/map', () => {
  it('answers every match as a point, with its price, currency and category', async () => {
    const res = await t.request('POST', '/properties/search/map', { body: { area: U } });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    expect(res.body.truncated).toBe(false);
    const border = res.body.points.find((p: { id: string }) => p.id === ids.border);
    expect(border).toEqual({
      id: ids.border,
      latitude: -17.8,
      longitude: 31.1,
      price: 90000,
      currency: 'USD',
      category: 'SALE',
    });
    expect(res.body.points.map((p: { id: string }) => p.id).sort()).toEqual(
      [ids.border, ids.bottom, ids.corner, ids.leftArm].sort(),
    );
  });

  it('answers live listings only, with the same filters as the list', async () => {
    const res = await t.request('POST', '/properties/search/map', {
      body: { category: 'RENT', maxPrice: 700 },
    });
    const points = res.body.points as { id: string }[];
    expect(points.map((p) => p.id).sort()).toEqual([ids.bottom, ids.corner, ids.outside].sort());
  });

  it('sends at most 2,000 points, the newest, and says how many matched', async () => {
    // 2,100 copies of "outside" far from the other listings, made in one statement.
    await t.db.execute(sql`
      INSERT INTO properties (tenant_id, public_id, user_id, type_id, suburb_id, code, name, title,
        category, price, currency, latitude, longitude, published, created_at)
      SELECT p.tenant_id, 'mapcap' || i, p.user_id, p.type_id, p.suburb_id, 'MAPCAP' || i,
        'copy ' || i, 'copy ' || i, p.category, i, p.currency, 10 + i / 10000.0, 20,
        'APPROVED', now() + i * interval '1 second'
      FROM properties p, generate_series(1, 2100) i WHERE p.public_id = ${ids.outside}`);
    const area: SearchArea = [
      [19, 9],
      [21, 9],
      [21, 11],
      [19, 11],
    ];
    const res = await t.request('POST', '/properties/search/map', { body: { area } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2100, truncated: true });
    expect(res.body.points).toHaveLength(2000);
    expect(res.body.points[0].id).toBe('mapcap2100');
    expect(res.body.points[1999].id).toBe('mapcap101');
  });
});
