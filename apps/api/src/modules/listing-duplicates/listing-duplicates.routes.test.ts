import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, listingDuplicates } from '../../db/schema';
import {
  createAgent,
  createCustomer,
  createTestApp,
  DEMO_ACCOUNTS,
  expectError,
  type TestApp,
} from '../../test/helper';
import { roomPhoto } from '../../test/images';
import { createListing, refs } from '../../test/listings';
import { upload } from '../../test/uploads';

let t: TestApp;
let place: { type: string; suburb: string };
let moderator: string;
type Agent = Awaited<ReturnType<typeof createAgent>>;

beforeAll(async () => {
  t = await createTestApp();
  const r = await refs(t);
  place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
  const { email, password } = DEMO_ACCOUNTS.moderator;
  moderator = (await t.login(email, password)).token;
});
afterAll(() => t.close());

/** A listing far from the others (each its own spot), with these photos uploaded. */
let spot = 0;
async function listingWith(agent: Agent, photos: Buffer[], fields: Record<string, unknown> = {}) {
  spot += 1;
  const listing = await createListing(t, agent, place, {
    latitude: -17.5 - spot * 0.01,
    longitude: 31.2,
    ...fields,
  });
  if (photos.length) await addPhotos(agent, listing.publicId, photos);
  return listing.publicId as string;
}

async function addPhotos(agent: Agent, publicId: string, photos: Buffer[]) {
  const res = await upload(
    t,
    `/properties/ids/${publicId}/files/upload`,
    photos.map((data, i) => ({ data, filename: `photo-${i}.jpg` })),
    { token: agent.token },
  );
  expect(res.status).toBe(201);
  return res.body.images as { name: string }[];
}

const duplicatesOf = (publicId: string, token: string) =>
  t.request('GET', `/properties/ids/${publicId}/duplicates`, { token });

const ids = (res: { body: { publicId: string }[] }) => res.body.map((d) => d.publicId).sort();

async function queueFlags(token: string, agent: Agent) {
  const res = await t.request(
    'GET',
    `/api/v2/moderation/properties?state=ALL&size=50&agent=${agent.publicId}`,
    { token },
  );
  expect(res.status).toBe(200);
  return Object.fromEntries(
    res.body.content.map((r: { publicId: string; review: { flags: string[] } }) => [
      r.publicId,
      r.review.flags,
    ]),
  ) as Record<string, string[]>;
}

describe('possible duplicates', () => {
  it('checks a listing when its photos arrive: the agent sees their own copy, the moderator both sides', async () => {
    const agent = await createAgent(t);
    const living = await roomPhoto(31);
    const kitchen = await roomPhoto(32);
    const first = await listingWith(agent, [living, kitchen]);
    const again = await listingWith(agent, [
      await sharp(living).resize(1200).jpeg({ quality: 55 }).toBuffer(),
      await roomPhoto(33),
    ]);

    const mine = await duplicatesOf(again, agent.token);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([
      expect.objectContaining({
        publicId: first,
        published: 'REVIEW',
        archived: false,
        agent: { publicId: agent.publicId, name: expect.any(String) },
        matched: { photos: 1, place: false, reference: false },
        photos: [{ mine: expect.stringMatching(/^\/files\//), theirs: expect.any(String) }],
      }),
    ]);
    // The pair is one, found from either side.
    expect(ids(await duplicatesOf(first, agent.token))).toEqual([again]);
    expect(ids(await duplicatesOf(first, moderator))).toEqual([again]);

    const flags = await queueFlags(moderator, agent);
    expect(flags[first]).toContain('POSSIBLE_DUPLICATE');
    expect(flags[again]).toContain('POSSIBLE_DUPLICATE');
  });

  it("never shows an agent another agency's listing; the moderator sees every match", async () => {
    const [ours, theirs] = [await createAgent(t), await createAgent(t)];
    const photo = await roomPhoto(41);
    const original = await listingWith(ours, [photo]);
    const copy = await listingWith(theirs, [
      await sharp(photo).modulate({ brightness: 1.08 }).jpeg({ quality: 70 }).toBuffer(),
    ]);
    expect((await duplicatesOf(copy, theirs.token)).body).toEqual([]);
    expect((await duplicatesOf(original, ours.token)).body).toEqual([]);
    const seen = await duplicatesOf(copy, moderator);
    expect(seen.body).toEqual([
      expect.objectContaining({
        publicId: original,
        agent: { publicId: ours.publicId, name: expect.any(String) },
        matched: { photos: 1, place: false, reference: false },
      }),
    ]);
    expect((await queueFlags(moderator, theirs))[copy]).toContain('POSSIBLE_DUPLICATE');
  });

  it('checks a listing as it is created: the same spot, type and price is found at once', async () => {
    const agent = await createAgent(t);
    const here = { latitude: -18.6, longitude: 30.2, price: 80_000 };
    const first = await listingWith(agent, [], here);
    const second = await listingWith(agent, [], { ...here, price: 81_000 });
    const third = await listingWith(agent, [], { ...here, price: 60_000 });
    expect(ids(await duplicatesOf(second, agent.token))).toEqual([first]);
    expect(ids(await duplicatesOf(first, agent.token))).toEqual([second]);
    expect((await duplicatesOf(third, agent.token)).body).toEqual([]);
  });

  it('checks a saved listing again when it moves: the same spot and price matches, moving away clears it', async () => {
    const agent = await createAgent(t);
    const here = { latitude: -18.3, longitude: 30.7, price: 150_000 };
    const first = await listingWith(agent, [], here);
    const second = await listingWith(agent, [], { price: 148_000 });
    expect((await duplicatesOf(second, agent.token)).body).toEqual([]);

    const moved = await t.request('PUT', `/properties/ids/${second}/update`, {
      token: agent.token,
      body: { latitude: here.latitude + 0.0001, longitude: here.longitude },
    });
    expect(moved.status).toBe(200);
    expect((await duplicatesOf(second, agent.token)).body).toEqual([
      expect.objectContaining({
        publicId: first,
        matched: { photos: 0, place: true, reference: false },
        photos: [],
      }),
    ]);

    const away = await t.request('PUT', `/properties/ids/${second}/update`, {
      token: agent.token,
      body: { latitude: -18.9 },
    });
    expect(away.status).toBe(200);
    expect((await duplicatesOf(second, agent.token)).body).toEqual([]);
    expect((await duplicatesOf(first, agent.token)).body).toEqual([]);
  });

  it('forgets a match when the shared photo is deleted, and when the other listing is', async () => {
    const agent = await createAgent(t);
    const photo = await roomPhoto(51);
    const first = await listingWith(agent, [photo]);
    const second = await listingWith(agent, []);
    const [added] = await addPhotos(agent, second, [await sharp(photo).resize(900).toBuffer()]);
    expect(ids(await duplicatesOf(second, agent.token))).toEqual([first]);

    const gone = await t.request('DELETE', `/images/delete?Filename=${added!.name}`, {
      token: agent.token,
    });
    expect(gone.status).toBe(200);
    expect((await duplicatesOf(second, agent.token)).body).toEqual([]);

    await addPhotos(agent, second, [photo]);
    expect(ids(await duplicatesOf(first, agent.token))).toEqual([second]);
    const deleted = await t.request('DELETE', `/properties/ids/${second}/delete`, {
      token: agent.token,
    });
    expect(deleted.status).toBeLessThan(300);
    expect((await duplicatesOf(first, agent.token)).body).toEqual([]);
  });

  it('keeps one row a pair when both listings get the same photo at once', async () => {
    const agent = await createAgent(t);
    const photo = await roomPhoto(61);
    const [a, b] = [await listingWith(agent, []), await listingWith(agent, [])];
    await Promise.all([addPhotos(agent, a, [photo]), addPhotos(agent, b, [photo])]);
    expect(ids(await duplicatesOf(a, agent.token))).toEqual([b]);
    expect(ids(await duplicatesOf(b, agent.token))).toEqual([a]);
    const rows = await t.db.select().from(listingDuplicates);
    const pair = rows.filter((r) => r.samePhotos > 0 && r.sameReference === false);
    expect(new Set(pair.map((r) => `${r.propertyId}-${r.otherId}`)).size).toBe(pair.length);
  });

  it('answers a caller who may not see them in words', async () => {
    const agent = await createAgent(t);
    const other = await createAgent(t);
    const customer = await createCustomer(t);
    const listing = await listingWith(agent, []);
    expectError(await duplicatesOf(listing, other.token), 404, 'NOT_FOUND', 'Property not found');
    expectError(await duplicatesOf(listing, customer.token), 404, 'NOT_FOUND');
    expectError(await duplicatesOf('no-such-listing', moderator), 404, 'NOT_FOUND');
    const anonymous = await t.request('GET', `/properties/ids/${listing}/duplicates`);
    expect(anonymous.status).toBe(401);
    const sandboxAgent = await createAgent(t, 'sandbox');
    const crossSite = await t.request('GET', `/properties/ids/${listing}/duplicates`, {
      token: sandboxAgent.token,
      tenant: 'sandbox',
    });
    expectError(crossSite, 404, 'NOT_FOUND');
  });
});

describe('marking a possible duplicate not one', () => {
  const dismiss = (publicId: string, otherId: string, token = moderator) =>
    t.request('POST', `/properties/ids/${publicId}/duplicates/${otherId}/dismiss`, { token });
  const history = (publicId: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.propertyId, publicId), eq(auditLog.action, 'dismiss')));

  /** Two flats of one block: one spot, one type and category, prices 2% apart. */
  async function flatsOfOneBlock(agent: Agent, latitude: number) {
    const here = { latitude, longitude: 30.4, price: 100_000 };
    const a = await listingWith(agent, [], here);
    const b = await listingWith(agent, [], { ...here, price: 102_000 });
    expect(ids(await duplicatesOf(a, moderator))).toEqual([b]);
    return [a, b] as const;
  }

  it('takes the pair off both panels and the flag, and a new check does not bring it back', async () => {
    const agent = await createAgent(t);
    const [a, b] = await flatsOfOneBlock(agent, -18.81);
    expect((await queueFlags(moderator, agent))[a]).toContain('POSSIBLE_DUPLICATE');

    const res = await dismiss(a, b);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(await duplicatesOf(b, moderator).then(ids)).toEqual([]);
    expect(await duplicatesOf(a, agent.token).then(ids)).toEqual([]);
    const flags = await queueFlags(moderator, agent);
    expect(flags[a]).not.toContain('POSSIBLE_DUPLICATE');
    expect(flags[b]).not.toContain('POSSIBLE_DUPLICATE');
    expect((await history(a))[0]).toMatchObject({
      userRole: 'MODERATOR',
      changes: { possibleDuplicate: { before: b, after: null } },
    });
    expect((await history(b))[0]!.changes).toEqual({
      possibleDuplicate: { before: a, after: null },
    });

    // A save that checks the listing again finds the same match: it stays dismissed.
    const saved = await t.request('PUT', `/properties/ids/${b}/update`, {
      token: agent.token,
      body: { price: 101_000 },
    });
    expect(saved.status).toBe(200);
    expect(await duplicatesOf(a, moderator).then(ids)).toEqual([]);
  });

  it('raises the pair again when it matches more than when it was dismissed', async () => {
    const agent = await createAgent(t);
    const [a, b] = await flatsOfOneBlock(agent, -18.83);
    await dismiss(a, b);
    // The same living room photographed for both: a match the dismissal did not see.
    const living = await roomPhoto(87);
    await addPhotos(agent, a, [living]);
    await addPhotos(agent, b, [await sharp(living).resize(1100).jpeg({ quality: 60 }).toBuffer()]);
    const again = await duplicatesOf(a, moderator);
    const pair = again.body.find((d: { publicId: string }) => d.publicId === b);
    expect(pair?.matched).toMatchObject({ photos: 1, place: true });
  });

  it('is one dismissal when two moderators mark it at once', async () => {
    const agent = await createAgent(t);
    const [a, b] = await flatsOfOneBlock(agent, -18.85);
    const { email, password } = DEMO_ACCOUNTS.admin;
    const admin = (await t.login(email, password)).token;
    const answers = await Promise.all([dismiss(a, b), dismiss(b, a, admin)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await history(a)).toHaveLength(1);
    expect(await history(b)).toHaveLength(1);
  });

  it('is for moderators and admins only, and names what is wrong', async () => {
    const agent = await createAgent(t);
    const [a, b] = await flatsOfOneBlock(agent, -18.87);
    const lone = await listingWith(agent, []);
    expectError(
      await dismiss(a, b, agent.token),
      403,
      'FORBIDDEN',
      'Only moderators can mark listings as not duplicates',
    );
    const customer = await createCustomer(t);
    expectError(await dismiss(a, b, customer.token), 404, 'NOT_FOUND', 'Property not found');
    expect((await t.request('POST', `/properties/ids/${a}/duplicates/${b}/dismiss`)).status).toBe(
      401,
    );
    const notPair = 'These two listings are not possible duplicates of each other';
    expectError(await dismiss(a, lone), 404, 'NOT_FOUND', notPair);
    expectError(await dismiss(a, a), 404, 'NOT_FOUND', notPair);
    expectError(await dismiss(a, 'no-such-listing'), 404, 'NOT_FOUND', notPair);
    expectError(await dismiss('no-such-listing', a), 404, 'NOT_FOUND', 'Property not found');
    expect((await dismiss(a, 'x'.repeat(65))).status).toBe(400);
    expect(await duplicatesOf(a, moderator).then(ids)).toEqual([b]);
    expect(await history(a)).toEqual([]);
  });
});
