import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createAgent, createTestApp, expectError, type TestApp } from '../../test/helper';
import { jpegImage } from '../../test/images';
import { createListing, refs } from '../../test/listings';
import { upload } from '../../test/uploads';

let t: TestApp;
let place: { type: string; suburb: string };
let agent: Awaited<ReturnType<typeof createAgent>>;

beforeAll(async () => {
  t = await createTestApp();
  const r = await refs(t);
  place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
  agent = await createAgent(t);
});
afterAll(() => t.close());

const save = (id: string, body: unknown, ifMatch?: string) =>
  t.request('PUT', `/properties/ids/${id}/update`, {
    token: agent.token,
    body,
    ...(ifMatch !== undefined && { headers: { 'if-match': ifMatch } }),
  });
const read = async (id: string) =>
  (await t.request('GET', `/properties/ids/${id}/get`, { token: agent.token })).body;
const quoted = (updatedAt: string) => `"${updatedAt}"`;
const auditRows = (publicId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.propertyId, publicId), eq(auditLog.entity, 'property')));

const STALE = 'This listing changed since you opened it: read it again and choose what to keep';

describe('a save names the version it started from (If-Match)', () => {
  it('is made from the current version, and refused from an older one without writing', async () => {
    const listing = await createListing(t, agent, place, { name: 'Versioned' });
    const first = await save(listing.publicId, { name: 'First tab' }, quoted(listing.updatedAt));
    expect(first.status).toBe(200);
    expect(first.body.name).toBe('First tab');
    expect(first.body.updatedAt).not.toBe(listing.updatedAt);
    const entries = (await auditRows(listing.publicId)).length;

    const second = await save(listing.publicId, { name: 'Second tab' }, quoted(listing.updatedAt));
    expectError(second, 412, 'PRECONDITION_FAILED', STALE);
    expect((await read(listing.publicId)).name).toBe('First tab');
    expect(await auditRows(listing.publicId)).toHaveLength(entries);

    const again = await save(
      listing.publicId,
      { name: 'Second tab' },
      quoted(first.body.updatedAt),
    );
    expect(again.status).toBe(200);
    expect(again.body.name).toBe('Second tab');
  });

  it('lets one of two saves from the same version through, and refuses the other', async () => {
    const listing = await createListing(t, agent, place, { name: 'Raced' });
    const version = quoted(listing.updatedAt);
    const answers = await Promise.all([
      save(listing.publicId, { name: 'Tab A' }, version),
      save(listing.publicId, { name: 'Tab B' }, version),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 412]);
    const winner = answers.find((a) => a.status === 200)!.body.name;
    expect((await read(listing.publicId)).name).toBe(winner);
  });

  it('counts a photo added meanwhile as a change', async () => {
    const listing = await createListing(t, agent, place, { name: 'Photo meanwhile' });
    const res = await upload(
      t,
      `/properties/ids/${listing.publicId}/files/upload`,
      [{ data: await jpegImage(800, 500), filename: 'front.jpg' }],
      { token: agent.token },
    );
    expect(res.status).toBe(201);
    const stale = await save(listing.publicId, { price: 99_000 }, quoted(listing.updatedAt));
    expectError(stale, 412, 'PRECONDITION_FAILED');
    const now = await read(listing.publicId);
    expect((await save(listing.publicId, { price: 99_000 }, quoted(now.updatedAt))).status).toBe(
      200,
    );
  });

  it('saves whatever changed with *, or without If-Match', async () => {
    const listing = await createListing(t, agent, place, { name: 'Unconditional' });
    await save(listing.publicId, { name: 'Moved on' });
    expect((await save(listing.publicId, { name: 'Star' }, '*')).status).toBe(200);
    expect((await save(listing.publicId, { name: 'Plain' })).status).toBe(200);
    expect((await read(listing.publicId)).name).toBe('Plain');
  });

  it('refuses an If-Match that names no version, in words', async () => {
    const listing = await createListing(t, agent, place, { name: 'Bad tags' });
    for (const tag of [
      `W/"${listing.updatedAt}"`,
      'yesterday',
      '"not a date"',
      `"${'9'.repeat(80)}"`,
    ]) {
      const res = await save(listing.publicId, { name: 'Never' }, tag);
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(JSON.stringify(res.body)).toContain("If-Match must be the listing's updatedAt");
    }
    expect((await read(listing.publicId)).name).toBe('Bad tags');
  });
});
