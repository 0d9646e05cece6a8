import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingDailyStats, listingVisitors, properties } from '../../db/schema';
import { createTestApp, expectError, type TestApp } from '../../test/helper';
import { approve, cast, createListing, refs } from '../../test/listings';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let place: { type: string; suburb: string };
let live: string;
let visitor = 0;

const nextIp = () => `10.88.${Math.floor(++visitor / 250)}.${(visitor % 250) + 1}`;

/** A read of the listing page by a new visitor (a browser unless said). */
const visit = (id: string, headers: Record<string, string> = {}, ip = nextIp()) =>
  t.request('GET', `/properties/ids/${id}/get`, {
    ip,
    headers: { 'user-agent': BROWSER, ...headers },
  });

const flush = () => t.app.modules.listingPerformance.visits.flush();

const performance = (id: string, token: string, days = '7') =>
  t.request('GET', `/properties/ids/${id}/performance?days=${days}`, { token });

async function liveListing(overrides: Record<string, unknown> = {}) {
  const listing = await createListing(t, who.agentA, place, overrides);
  await approve(t, who.moderator.token, listing.publicId);
  return listing.publicId as string;
}

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  const r = await refs(t);
  place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
  live = await liveListing();
});
afterAll(() => t.close());

describe('counting a listing page', () => {
  it('counts one view per visitor and day, cached answers too, and never robots or the agent', async () => {
    const ip = nextIp();
    expect((await visit(live, {}, ip)).status).toBe(200);
    expect((await visit(live, {}, ip)).status).toBe(200); // the same visitor, from the cache
    expect((await visit(live)).status).toBe(200); // another visitor, from the cache
    await visit(live, { 'user-agent': CRAWLER });
    await visit(live, { 'user-agent': '' });
    await t.request('GET', `/properties/ids/${live}/get`, { token: who.agentA.token });
    await flush();
    const res = await performance(live, who.agentA.token);
    expect(res.status).toBe(200);
    expect(res.body.totals.views).toBe(2);
    expect(res.body.daily).toHaveLength(7);
    expect(res.body.daily.at(-1).views).toBe(2);
  });

  it('keeps only a hash of the visitor, never the address or the browser', async () => {
    const id = await liveListing();
    await visit(id, {}, '10.99.1.1');
    await flush();
    const [row] = await t.db
      .select({ visitor: listingVisitors.visitor })
      .from(listingVisitors)
      .innerJoin(properties, eq(properties.id, listingVisitors.propertyId))
      .where(eq(properties.publicId, id));
    expect(row!.visitor).toMatch(/^[\w-]{22}$/);
    expect(row!.visitor).not.toContain('10.99');
  });

  it('tells where visitors came from: the source the page names, another site, or direct', async () => {
    const id = await liveListing();
    await visit(id, { 'x-visit-source': 'search' });
    await visit(id, { 'x-visit-source': 'map' });
    await visit(id, { 'x-visit-source': 'alert' });
    await visit(id, { 'x-visit-referrer': 'https://www.news.example.org/story?id=secret' });
    await visit(id, { referer: 'https://blog.example.net/post' });
    await visit(id);
    await visit(id, { 'x-visit-source': 'junk', 'x-visit-referrer': 'not an address' });
    await flush();
    const res = await performance(id, who.agentA.token);
    const sources = Object.fromEntries(
      res.body.sources.map((s: { source: string; host: string; views: number }) => [
        `${s.source}:${s.host}`,
        s.views,
      ]),
    );
    expect(sources).toEqual({
      'search:': 1,
      'map:': 1,
      'alert:': 1,
      'other:news.example.org': 1,
      'other:blog.example.net': 1,
      'direct:': 2,
    });
  });

  it('counts photo views, but not robots, nor beyond the limit, and finds no listing for junk ids', async () => {
    const id = await liveListing();
    const send = (ua = BROWSER, ip = '10.90.0.1', target = id) =>
      t.request('POST', `/properties/ids/${target}/photo-views`, {
        ip,
        headers: { 'user-agent': ua },
      });
    expect((await send()).status).toBe(204);
    expect((await send()).status).toBe(204);
    expect((await send(CRAWLER)).status).toBe(204);
    for (let i = 0; i < 70; i++) await send(BROWSER, '10.90.0.2');
    expectError(await send(BROWSER, '10.90.0.3', 'nope'), 404, 'NOT_FOUND');
    expectError(await send(BROWSER, '10.90.0.3', 'x'.repeat(20)), 404, 'NOT_FOUND');
    await flush();
    const res = await performance(id, who.agentA.token);
    expect(res.body.totals.photoViews).toBe(2 + 60);
  });

  it('adds questions, viewing requests and favourites to the day they were made', async () => {
    const id = await liveListing();
    await visit(id);
    await t.request('POST', '/inquiries/create', {
      ip: nextIp(),
      body: {
        propertyId: id,
        name: 'Ann Lee',
        email: 'ann.performance@example.com',
        phone: '+263 77 123 4567',
        message: 'Is the house still available for May?',
      },
    });
    const saved = await t.request('PUT', `/api/v2/favourites/${id}`, {
      token: who.customer.token,
    });
    expect(saved.status).toBe(204);
    await flush();
    const res = await performance(id, who.moderator.token, '30');
    expect(res.status).toBe(200);
    expect(res.body.days).toBe(30);
    expect(res.body.daily).toHaveLength(30);
    expect(res.body.totals).toMatchObject({ views: 1, questions: 1, viewings: 0, favourites: 1 });
  });

  it('compares the listing with the median views of similar live listings of its suburb', async () => {
    const [a, b, c] = [await liveListing(), await liveListing(), await liveListing()];
    await liveListing({ category: 'RENT' }); // not similar: to rent
    for (let i = 0; i < 5; i++) await visit(a);
    await visit(b);
    await flush();
    const res = await performance(c, who.agentA.token);
    // The suburb's other live houses for sale: this file's other listings and a, b.
    const others = res.body.comparison.similarListings as number;
    expect(others).toBeGreaterThanOrEqual(2);
    expect(typeof res.body.comparison.medianViews).toBe('number');
    expect(res.body.comparison.medianViews).toBeLessThanOrEqual(5);
  });
});

describe('who sees how a listing is doing', () => {
  it('its agent and the staff; not another agent, a customer, another site or an anonymous caller', async () => {
    expect((await performance(live, who.agentA.token)).status).toBe(200);
    expect((await performance(live, who.moderator.token)).status).toBe(200);
    expectError(await performance(live, who.agentB.token), 403, 'FORBIDDEN', 'Not your property');
    expectError(await performance(live, who.customer.token), 403, 'FORBIDDEN');
    const other = await t.request('GET', `/properties/ids/${live}/performance`, {
      token: who.otherTenantAgent.token,
      tenant: 'sandbox',
    });
    expectError(other, 404, 'NOT_FOUND', 'Property not found');
    expect((await t.request('GET', `/properties/ids/${live}/performance`)).status).toBe(401);
  });

  it('refuses a period other than 7, 30 or 90 days, and finds no listing for a junk id', async () => {
    for (const days of ['1', '31', 'abc', '-7', '7.0']) {
      const res = await performance(live, who.agentA.token, days);
      const body = expectError(res, 400, 'VALIDATION_FAILED');
      expect(JSON.stringify(body)).toContain('days must be 7, 30 or 90');
    }
    expectError(await performance('bad%20id!', who.agentA.token), 404, 'NOT_FOUND');
    expectError(await performance('y'.repeat(20), who.agentA.token), 404, 'NOT_FOUND');
  });
});

describe('the daily figures as CSV', () => {
  it('has a header and a row a day', async () => {
    const res = await t.request('GET', `/properties/ids/${live}/performance/csv?days=7`, {
      token: who.agentA.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toMatch(/performance-.*\.csv/);
    const lines = String(res.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'day,views,photo_views,questions,viewing_requests,favourites,saved_search_matches',
    );
    expect(lines).toHaveLength(8);
    expect(lines.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2},2,/);
    expectError(
      await t.request('GET', `/properties/ids/${live}/performance/csv?days=14`, {
        token: who.agentA.token,
      }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('listings that need attention', () => {
  it("lists the agent's live listings with their reasons", async () => {
    const busy = await liveListing();
    const [row] = await t.db
      .select({ id: properties.id, tenantId: properties.tenantId })
      .from(properties)
      .where(eq(properties.publicId, busy));
    const today = new Date().toISOString().slice(0, 10);
    await t.db
      .insert(listingDailyStats)
      .values({ tenantId: row!.tenantId, propertyId: row!.id, day: today, views: 80 });
    const res = await t.request('GET', '/api/v2/properties/attention', {
      token: who.agentA.token,
    });
    expect(res.status).toBe(200);
    const found = res.body.find((l: { publicId: string }) => l.publicId === busy);
    // Made today without photos: many views without a question, and few photos.
    expect(found.reasons).toEqual(['VIEWS_NO_QUESTIONS', 'FEW_PHOTOS']);
    expect(found.views30).toBe(80);
    // The listings that need it most come first.
    expect(res.body[0].reasons[0]).toBe('VIEWS_NO_QUESTIONS');
    const csv = await t.request('GET', '/api/v2/properties/attention/csv', {
      token: who.agentA.token,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('listing,name,title,reasons,views_30_days,leads_30_days,photos');
    expect(lines.find((l) => l.startsWith(busy))).toMatch(/,VIEWS_NO_QUESTIONS FEW_PHOTOS,80,0,0$/);
    const other = await t.request('GET', '/api/v2/properties/attention', {
      token: who.agentB.token,
    });
    expect(other.body).toEqual([]);
    expectError(
      await t.request('GET', '/api/v2/properties/attention', { token: who.customer.token }),
      403,
      'FORBIDDEN',
    );
  });
});

describe('counting switched off', () => {
  it('counts nothing with LISTING_STATS=false', async () => {
    const off = await createTestApp({ LISTING_STATS: 'false' });
    try {
      expect(off.app.modules.listingPerformance.visits.enabled).toBe(false);
    } finally {
      await off.close();
    }
  });
});
