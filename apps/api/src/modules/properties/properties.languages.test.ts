import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema';
import { createAdmin, createTestApp, setSiteLanguages, type TestApp } from '../../test/helper';
import { cast, refs, validListing } from '../../test/listings';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let admin: { token: string };
let place: { type: string; suburb: string };

beforeAll(async () => {
  t = await createTestApp();
  [who, admin] = await Promise.all([cast(t), createAdmin(t)]);
  const r = await refs(t);
  place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
});
afterEach(() => setSiteLanguages(t, admin.token, 'en', ['en']));
afterAll(() => t.close());

/** The original language of a listing created by a request with this Accept-Language. */
async function originalLanguage(acceptLanguage?: string) {
  const res = await t.request(
    'POST',
    `/agents/${who.agentA.publicId}/types/ids/${place.type}/suburbs/ids/${place.suburb}/properties/create`,
    {
      token: who.agentA.token,
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      body: validListing(),
    },
  );
  expect(res.status).toBe(201);
  const [row] = await t.db
    .select({ originalLanguage: properties.originalLanguage })
    .from(properties)
    .where(eq(properties.publicId, res.body.publicId as string));
  return row?.originalLanguage;
}

describe("a listing's original language", () => {
  it('is the language the agent wrote in when the site offers it: the request’s', async () => {
    await setSiteLanguages(t, admin.token, 'en', ['en', 'fr', 'ar']);
    expect(await originalLanguage('ar')).toBe('ar');
    expect(await originalLanguage('fr-CA, en;q=0.5')).toBe('fr');
  });

  it("is the site's default when the request names none of the site's languages", async () => {
    await setSiteLanguages(t, admin.token, 'fr', ['fr', 'en']);
    expect(await originalLanguage()).toBe('fr');
    expect(await originalLanguage('de')).toBe('fr');
    expect(await originalLanguage('ar')).toBe('fr');
  });
});
