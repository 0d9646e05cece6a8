import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { propertyImages } from '../../db/schema';
import { createAgent, createTestApp, type TestApp } from '../../test/helper';
import sharp from 'sharp';
import { roomPhoto } from '../../test/images';
import { insertTestProperty } from '../../test/listings';
import { upload } from '../../test/uploads';
import { hashStoredPhotos } from '../images';
import { findPossibleDuplicates } from '.';

let t: TestApp;

/** A photo of one colour: too plain to tell apart from any other. */
const plainPhoto = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 90, g: 140, b: 60 } } })
    .jpeg()
    .toBuffer();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('hashes photos stored before hashes were kept, from their originals, once each', async () => {
  const agent = await createAgent(t);
  const [first, second] = [
    await insertTestProperty(t, agent.publicId),
    await insertTestProperty(t, agent.publicId),
  ];
  const room = await roomPhoto(71);
  for (const [listing, photos] of [
    [first, [room, await plainPhoto()]],
    [second, [room]],
  ] as const) {
    const res = await upload(
      t,
      `/properties/ids/${listing.publicId}/files/upload`,
      photos.map((data, i) => ({ data, filename: `photo-${i}.jpg` })),
      { token: agent.token },
    );
    expect(res.status).toBe(201);
  }
  const ids = [first.id, second.id];
  const rows = () =>
    t.db
      .select({
        id: propertyImages.id,
        hash: propertyImages.photoHash,
        keys: propertyImages.storageKeys,
      })
      .from(propertyImages)
      .where(inArray(propertyImages.propertyId, ids))
      .orderBy(propertyImages.id);
  const stored = await rows();
  const hashes = stored.map((r) => r.hash);
  // As photos stored before the hashes were: none kept, and one whose original is gone.
  await t.db
    .update(propertyImages)
    .set({ photoHash: null })
    .where(inArray(propertyImages.propertyId, ids));
  const gone = stored.at(-1)!;
  await t.db
    .update(propertyImages)
    .set({ storageKeys: ['properties/missing/original.jpg'] })
    .where(eq(propertyImages.id, gone.id));

  const done = await hashStoredPhotos({ db: t.db, storage: t.app.storage }, first.tenantId);
  expect(done).toMatchObject({ hashed: 1, plain: 1, unreadable: 1, listingIds: [first.id] });
  // The room photo's hash as the upload computed it; the plain one has none.
  expect((await rows()).map((r) => r.hash)).toEqual([hashes[0], null, null]);
  expect(hashes[1]).toBeNull();

  // A second pass finds nothing new to hash.
  expect(
    await hashStoredPhotos({ db: t.db, storage: t.app.storage }, first.tenantId),
  ).toMatchObject({ hashed: 0, listingIds: [] });
  await t.db
    .update(propertyImages)
    .set({ storageKeys: gone.keys })
    .where(eq(propertyImages.id, gone.id));
  await hashStoredPhotos({ db: t.db, storage: t.app.storage }, first.tenantId);
  const found = await findPossibleDuplicates(t.db, first.tenantId, second.id);
  expect(found.map((m) => [m.id, m.samePhotos])).toEqual([[first.id, 1]]);
});
