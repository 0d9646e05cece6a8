import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, propertyImages } from '../../db/schema';
import { createAgent, createTestApp, type TestApp } from '../../test/helper';
import { roomPhoto } from '../../test/images';
import { createListing, insertTestProperty, refs } from '../../test/listings';
import { upload } from '../../test/uploads';
import { findPossibleDuplicates } from '.';

let t: TestApp;
let place: { type: string; suburb: string };
type Agent = Awaited<ReturnType<typeof createAgent>>;

beforeAll(async () => {
  t = await createTestApp();
  const r = await refs(t);
  place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
});
afterAll(() => t.close());

async function listingWith(agent: Agent, photos: Buffer[], fields: Record<string, unknown> = {}) {
  const listing = await createListing(t, agent, place, { price: 120_000, ...fields });
  if (photos.length) {
    const res = await upload(
      t,
      `/properties/ids/${listing.publicId}/files/upload`,
      photos.map((data, i) => ({ data, filename: `photo-${i}.jpg` })),
      { token: agent.token },
    );
    expect(res.status).toBe(201);
  }
  const [row] = await t.db
    .select({ id: properties.id, tenantId: properties.tenantId })
    .from(properties)
    .where(eq(properties.publicId, listing.publicId));
  return { publicId: listing.publicId as string, ...row! };
}

const matchesOf = async (listing: { id: number; tenantId: number }) =>
  findPossibleDuplicates(t.db, listing.tenantId, listing.id);

describe('possible duplicates', () => {
  it('finds the same photos resized and recompressed on another agency’s listing, not rooms alike', async () => {
    const [a, b] = [await createAgent(t), await createAgent(t)];
    const living = await roomPhoto(7);
    const kitchen = await roomPhoto(8);
    // Far apart, so only the photos can match.
    const original = await listingWith(a, [living, kitchen], { latitude: -17.7 });
    const copy = await listingWith(
      b,
      [
        await sharp(living).resize(1400).jpeg({ quality: 60 }).toBuffer(),
        await sharp(kitchen).modulate({ brightness: 1.1 }).toBuffer(),
      ],
      { latitude: -17.9 },
    );
    const alike = await listingWith(
      a,
      await Promise.all([100, 101, 102].map((seed) => roomPhoto(seed))),
      { latitude: -17.6 },
    );
    expect(await matchesOf(copy)).toEqual([
      {
        id: original.id,
        publicId: original.publicId,
        agentUserId: expect.any(Number),
        samePhotos: 2,
        samePlace: false,
        sameReference: false,
      },
    ]);
    expect((await matchesOf(original)).map((m) => m.publicId)).toEqual([copy.publicId]);
    expect(await matchesOf(alike)).toEqual([]);
  });

  it('finds a listing of the same type, category and price on the same spot, not a flat next door', async () => {
    const agent = await createAgent(t);
    const at = { latitude: -18.1, longitude: 30.5 };
    const first = await listingWith(agent, [], { ...at, price: 200_000 });
    // About 11 m north, 2% cheaper: the same house.
    const again = await listingWith(agent, [], {
      latitude: at.latitude + 0.0001,
      longitude: at.longitude,
      price: 196_000,
    });
    // The same spot at another price, and the same price 60 m away: other homes.
    const other = await listingWith(agent, [], { ...at, price: 150_000 });
    const away = await listingWith(agent, [], {
      latitude: at.latitude + 0.00055,
      longitude: at.longitude,
      price: 200_000,
    });
    const found = await matchesOf(again);
    expect(found.map((m) => [m.publicId, m.samePlace])).toEqual([[first.publicId, true]]);
    expect(await matchesOf(other)).toEqual([]);
    expect(await matchesOf(away)).toEqual([]);
  });

  it('finds the same agent reference, case aside, and never looks at another site', async () => {
    const agent = await createAgent(t);
    const other = await createAgent(t, 'sandbox');
    const photo = await roomPhoto(21);
    const one = await listingWith(agent, [photo], { latitude: -16.9 });
    const two = await listingWith(agent, [], { latitude: -16.5 });
    await t.db.update(properties).set({ agentReference: 'AV-12' }).where(eq(properties.id, one.id));
    await t.db.update(properties).set({ agentReference: 'av-12' }).where(eq(properties.id, two.id));
    // Another site's listing with the very same photo and reference.
    const theirs = await insertTestProperty(t, other.publicId, { tenant: 'sandbox' });
    const [mine] = await t.db
      .select({ hash: propertyImages.photoHash })
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, one.id));
    await t.db.insert(propertyImages).values({
      propertyId: theirs.id,
      tenantId: theirs.tenantId,
      name: 'same.jpg',
      fileDownloadUri: '/files/same.jpg',
      photoHash: mine!.hash,
    });
    await t.db
      .update(properties)
      .set({ agentReference: 'AV-12' })
      .where(eq(properties.id, theirs.id));
    const found = await matchesOf(two);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ publicId: one.publicId, sameReference: true });
    expect((await matchesOf(one)).map((m) => m.publicId)).toEqual([two.publicId]);
  });
});
