import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';
import { agents, leads, properties, propertyImages, tenants, units } from '../db/schema';
import { seedDatabase } from '.';
import { DEMO_LISTINGS } from './demo-listings-data';

let t: TestApp;
let seconds: number;

async function tenantId(slug: string) {
  const [row] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  return row!.id;
}

async function listings(slug: string) {
  return t.db
    .select()
    .from(properties)
    .where(eq(properties.tenantId, await tenantId(slug)));
}

async function totals() {
  const [p] = await t.db.select({ n: count() }).from(properties);
  const [i] = await t.db.select({ n: count() }).from(propertyImages);
  const [l] = await t.db.select({ n: count() }).from(leads);
  return { listings: p!.n, images: i!.n, leads: l!.n };
}

beforeAll(async () => {
  // The tests' database has the demo accounts and no listings, as a first start without them.
  t = await createTestApp();
  const started = performance.now();
  await seedDatabase(t.db, { demo: true, demoListings: t.app.modules });
  seconds = (performance.now() - started) / 1000;
}, 120_000);
afterAll(() => t.close());

describe('demo listings', () => {
  it('gives the demo agent live, in-review and archived listings on each site', async () => {
    for (const slug of ['demo', 'sandbox']) {
      const rows = await listings(slug);
      expect(rows).toHaveLength(DEMO_LISTINGS.length);
      const live = rows.filter((p) => p.published === 'APPROVED' && !p.archived);
      expect(live.length).toBeGreaterThanOrEqual(8);
      expect(rows.filter((p) => p.published === 'REVIEW' && !p.archived)).toHaveLength(2);
      expect(rows.filter((p) => p.archived)).toHaveLength(1);
      expect(new Set(rows.map((p) => p.category))).toEqual(new Set(['RENT', 'SALE', 'QUICK_RENT']));
      expect(new Set(rows.map((p) => p.suburbId)).size).toBeGreaterThanOrEqual(5);
    }
    const sandbox = await listings('sandbox');
    expect(new Set(sandbox.map((p) => p.currency))).toEqual(new Set(['ZAR']));
    const [unitCount] = await t.db.select({ n: count() }).from(units);
    expect(unitCount!.n).toBe(4);
    // The seed's time on this machine, for the README's claim.
    console.info(`demo listings seeded in ${seconds.toFixed(1)} s`);
  });

  it('shows them on the public site with titles, photos and WebP variants', async () => {
    const res = await t.request('POST', '/properties/search?page=1&elementPerPage=50', {
      body: {},
    });
    expect(res.status).toBe(200);
    expect(res.body.content.every((p: { profilePhoto: string }) => p.profilePhoto)).toBe(true);
    const live = (await listings('demo')).filter((p) => p.published === 'APPROVED' && !p.archived);
    expect(res.body.totalElements).toBe(live.length);
    const home = live.find((p) => p.name === 'Jacaranda family home')!;
    expect(home.title).toBe('House for rent in Avondale');
    expect(home.displayMap).toBe(true);
    for (const listing of live) {
      expect(listing.profilePhoto).toMatch(/\.webp$/);
      const images = await t.db
        .select()
        .from(propertyImages)
        .where(eq(propertyImages.propertyId, listing.id));
      expect(images.length).toBeGreaterThanOrEqual(3);
      expect(images.length).toBeLessThanOrEqual(7);
      for (const image of images) {
        expect(Object.keys(image.variants).sort()).toEqual(['card', 'full', 'thumbnail']);
      }
    }
    const [image] = await t.db
      .select()
      .from(propertyImages)
      .where(and(eq(propertyImages.propertyId, home.id), eq(propertyImages.location, 'BEDROOM')));
    const file = await t.app.inject({
      method: 'GET',
      url: new URL(image!.variants.card!, 'http://x').pathname,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
  });

  // The RESO feed's ListingContractDate is the day a listing was entered: RESO's certification
  // filters the first date field with three or more values, so the live listings need days.
  it('has entered the listings on different days, oldest first', async () => {
    const day = (d: Date) => d.toISOString().slice(0, 10);
    for (const slug of ['demo', 'sandbox']) {
      const rows = (await listings(slug)).sort((a, b) => a.id - b.id);
      const created = rows.map((p) => p.createdAt.getTime());
      expect(created).toEqual([...created].sort((a, b) => a - b));
      expect(new Set(rows.map((p) => day(p.createdAt))).size).toBe(rows.length);
      const live = rows.filter((p) => p.published === 'APPROVED' && !p.archived);
      expect(new Set(live.map((p) => day(p.createdAt))).size).toBeGreaterThanOrEqual(3);
    }
  });

  it('answers the sentence search of the site home with a listing', async () => {
    const q = encodeURIComponent('3 bedroom house to rent in Avondale under 800 USD');
    const res = await t.request('GET', `/api/v1/property/ai-search/?q=${q}`);
    expect(res.status).toBe(200);
    expect(res.body.results.content.map((p: { name: string }) => p.name)).toContain(
      'Jacaranda family home',
    );
  });

  it('puts the demo leads on the live listings', async () => {
    for (const slug of ['demo', 'sandbox']) {
      const rows = await t.db
        .select({ propertyId: leads.propertyId })
        .from(leads)
        .where(eq(leads.tenantId, await tenantId(slug)));
      expect(rows).toHaveLength(5);
      const live = new Set(
        (await listings(slug)).filter((p) => p.published === 'APPROVED').map((p) => p.id),
      );
      expect(rows.every((r) => live.has(r.propertyId))).toBe(true);
    }
  });

  it('gives each site one agency waiting for verification', async () => {
    for (const slug of ['demo', 'sandbox']) {
      const rows = await t.db
        .select({ name: agents.name })
        .from(agents)
        .where(and(eq(agents.tenantId, await tenantId(slug)), eq(agents.verified, false)));
      expect(rows).toEqual([{ name: 'Harbour Homes' }]);
    }
  });

  it('adds nothing when the seed runs again', async () => {
    const before = await totals();
    await seedDatabase(t.db, { demo: true, demoListings: t.app.modules });
    expect(await totals()).toEqual(before);
  });
});
