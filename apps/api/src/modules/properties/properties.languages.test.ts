import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, tenants } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { cast, createListing, refs } from '../../test/listings';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let place: { type: string; suburb: string };

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  const r = await refs(t);
  place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
});
afterAll(async () => {
  await t.close();
});

describe("a listing's original language", () => {
  it("is the site's default language when the listing is created", async () => {
    await t.db
      .update(tenants)
      .set({ defaultLanguage: 'fr', languages: ['fr', 'en', 'ar'] })
      .where(eq(tenants.slug, 'demo'));
    try {
      const created = (await createListing(t, who.agentA, place)) as { publicId: string };
      const [row] = await t.db
        .select({ originalLanguage: properties.originalLanguage })
        .from(properties)
        .where(eq(properties.publicId, created.publicId));
      expect(row?.originalLanguage).toBe('fr');
    } finally {
      await t.db
        .update(tenants)
        .set({ defaultLanguage: 'en', languages: ['en'] })
        .where(eq(tenants.slug, 'demo'));
    }
  });
});
