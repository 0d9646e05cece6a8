import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  features,
  properties,
  propertyFeatures,
  propertyTypes,
  savedSearches,
  suburbs,
  tenants,
  users,
} from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import { createAgent, createTestApp, type TestApp } from '../../test/helper';
import { countMatchingSearches, matchListing } from './saved-searches.match';

type SearchValues = Partial<typeof savedSearches.$inferInsert>;

describe('matching a listing against saved searches', () => {
  let t: TestApp;
  let tenantId: number;
  let otherTenantId: number;
  let listingId: number;
  let listingPublicId: string;
  let agentToken: string;
  let house: number;
  let otherType: number;
  let suburbA: { id: number; cityId: number };
  let suburbB: number;
  let pool: number;
  let garage: number;
  const expected = new Set<number>();
  const refused = new Set<number>();

  async function search(values: SearchValues, matches: boolean, tenant = tenantId) {
    const [row] = await t.db
      .insert(savedSearches)
      .values({
        publicId: newPublicId(),
        tenantId: tenant,
        email: 'someone@example.com',
        name: 'A search',
        frequency: 'daily',
        confirmedAt: new Date(),
        ...values,
      })
      .returning({ id: savedSearches.id });
    (matches ? expected : refused).add(row!.id);
    return row!.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const [demo] = await t.db.select().from(tenants).where(eq(tenants.slug, 'demo'));
    const [sandbox] = await t.db.select().from(tenants).where(eq(tenants.slug, 'sandbox'));
    tenantId = demo!.id;
    otherTenantId = sandbox!.id;
    const agent = await createAgent(t);
    agentToken = agent.token;
    const [user] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.publicId, agent.publicId)));
    const types = await t.db
      .select()
      .from(propertyTypes)
      .where(eq(propertyTypes.tenantId, tenantId))
      .orderBy(asc(propertyTypes.id));
    house = types[0]!.id;
    otherType = types[1]!.id;
    const places = await t.db
      .select()
      .from(suburbs)
      .where(eq(suburbs.tenantId, tenantId))
      .orderBy(asc(suburbs.id));
    suburbA = { id: places[0]!.id, cityId: places[0]!.cityId };
    suburbB = places.find((s) => s.id !== suburbA.id)!.id;
    const catalogue = await t.db.select().from(features).where(eq(features.tenantId, tenantId));
    const feature = (name: string) => catalogue.find((f) => f.name === name)!.id;
    pool = feature('POOL');
    garage = feature('GARAGE');
    const [listing] = await t.db
      .insert(properties)
      .values({
        tenantId,
        publicId: newPublicId(),
        userId: user!.id,
        typeId: house,
        suburbId: suburbA.id,
        code: `M-${newPublicId(8)}`,
        name: 'Sunny villa',
        title: 'Sunny villa with a garden',
        category: 'SALE',
        price: 200_000,
        currency: 'USD',
        longitude: 30,
        latitude: -17,
        published: 'APPROVED',
      })
      .returning({ id: properties.id, publicId: properties.publicId });
    listingId = listing!.id;
    listingPublicId = listing!.publicId;
    await t.db.insert(propertyFeatures).values([
      { propertyId: listingId, featureId: feature('BEDROOM'), quantity: 3 },
      { propertyId: listingId, featureId: feature('BATHROOM'), quantity: 2 },
      { propertyId: listingId, featureId: pool, quantity: 1 },
      { propertyId: listingId, featureId: garage, quantity: 0 },
    ]);

    await search({}, true);
    await search({ category: 'SALE' }, true);
    await search({ category: 'RENT' }, false);
    await search({ typeIds: [otherType, house] }, true);
    await search({ typeIds: [otherType] }, false);
    await search({ suburbIds: [suburbA.id] }, true);
    await search({ suburbIds: [suburbB] }, false);
    await search({ cityIds: [suburbA.cityId] }, true);
    await search({ cityIds: [-1] }, false);
    await search({ featureIds: [pool] }, true);
    // A feature with a quantity of 0 is not had.
    await search({ featureIds: [pool, garage] }, false);
    await search({ minBedrooms: 3, minBathrooms: 2 }, true);
    await search({ minBedrooms: 4 }, false);
    await search({ minBathrooms: 3 }, false);
    await search({ minPrice: 200_000, maxPrice: 200_000, currency: 'USD' }, true);
    await search({ minPrice: 200_001 }, false);
    await search({ maxPrice: 199_999 }, false);
    await search({ currency: 'EUR' }, false);
    await search({ titleQuery: 'sunn:*' }, true);
    await search({ titleQuery: 'sunny:* & garden:*' }, true);
    await search({ titleQuery: 'castle:*' }, false);
    // The area: inside, on an edge, on a corner, outside.
    await search(
      {
        area: [
          [29, -18],
          [31, -18],
          [31, -16],
          [29, -16],
        ],
      },
      true,
    );
    await search(
      {
        area: [
          [30, -18],
          [32, -18],
          [32, -16],
          [30, -16],
        ],
      },
      true,
    );
    await search(
      {
        area: [
          [30, -17],
          [32, -17],
          [32, -15],
        ],
      },
      true,
    );
    await search(
      {
        area: [
          [31, -18],
          [33, -18],
          [33, -16],
          [31, -16],
        ],
      },
      false,
    );
    // A U whose notch holds the point (its bounding box does, the shape does not)...
    await search(
      {
        area: [
          [28, -19],
          [32, -19],
          [32, -15],
          [31, -15],
          [31, -18],
          [29, -18],
          [29, -15],
          [28, -15],
        ],
      },
      false,
    );
    // ... and one whose arm holds it.
    await search(
      {
        area: [
          [29.5, -19],
          [33, -19],
          [33, -15],
          [32, -15],
          [32, -18],
          [30.5, -18],
          [30.5, -15],
          [29.5, -15],
        ],
      },
      true,
    );
    await search({ frequency: 'paused' }, false);
    await search({ frequency: 'instant' }, true);
    await search({ frequency: 'weekly' }, true);
    await search({ confirmedAt: null }, false);
    await search({}, false, otherTenantId);
  });
  afterAll(() => t.close());

  it('finds every live search whose criteria the listing meets, and no other', async () => {
    const found = new Set(await matchListing(t.db, tenantId, listingId));
    expect([...expected].filter((id) => !found.has(id))).toEqual([]);
    expect([...refused].filter((id) => found.has(id))).toEqual([]);
    expect(found.size).toBe(expected.size);
  });

  it('counts them for the demand count', async () => {
    expect(await countMatchingSearches(t.db, tenantId, listingId)).toBe(expected.size);
  });

  it("tells the listing's agent the count, never who", async () => {
    const res = await t.request('GET', `/api/v2/properties/ids/${listingPublicId}/demand`, {
      token: agentToken,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ savedSearches: expected.size });
  });

  it('matches nothing for a listing of another site', async () => {
    expect(await matchListing(t.db, otherTenantId, listingId)).toEqual([]);
    const others = await t.db
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(and(ne(savedSearches.tenantId, tenantId), inArray(savedSearches.id, [...refused])));
    expect(others.length).toBe(1);
  });
});
