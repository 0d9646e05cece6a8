import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { propertyImages } from '../../db/schema';
import { createAgent, createTestApp, type TestApp } from '../../test/helper';
import { roomPhoto } from '../../test/images';
import { insertTestProperty } from '../../test/listings';
import { upload } from '../../test/uploads';
import { decoder } from './image-pipeline';
import { photoHash } from './photo-hash';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("keeps each uploaded photo's hash, which the database compares bit by bit", async () => {
  const agent = await createAgent(t);
  const listing = await insertTestProperty(t, agent.publicId);
  const photo = await roomPhoto(11);
  const res = await upload(
    t,
    `/properties/ids/${listing.publicId}/files/upload`,
    [{ data: photo, filename: 'living.jpg' }],
    { token: agent.token },
  );
  expect(res.status).toBe(201);
  const [row] = await t.db
    .select({ id: propertyImages.id, hash: propertyImages.photoHash })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, listing.id));
  expect(row!.hash).toBe(await photoHash(decoder(photo)));
  // The distance a duplicate check computes in SQL, on PGlite and PostgreSQL alike.
  const flipped = row!.hash! ^ 0b1011n;
  const result = await t.db.execute<{ n: number }>(
    sql`SELECT bit_count((photo_hash # ${flipped})::bit(64))::int AS n
        FROM property_images WHERE id = ${row!.id}`,
  );
  // PGlite answers with { rows }, node-postgres' drizzle with the rows themselves.
  const [distance] = ((result as { rows?: { n: number }[] }).rows ?? result) as { n: number }[];
  expect(distance!.n).toBe(3);
});
