import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, auditSessions } from '../../db/schema';
import { inSystemScope } from '../../infra/data-scope';
import { createTestApp, expectError, type TestApp } from '../../test/helper';
import { approve, cast, createListing, refs } from '../../test/listings';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let place: { type: string; suburb: string };

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  const r = await refs(t);
  place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
});
afterAll(() => t.close());

const autosave = (id: string, session: string, body: unknown, token = who.agentA.token) =>
  t.request('PUT', `/properties/ids/${id}/update`, {
    token,
    body,
    headers: { 'edit-session': session },
  });
const end = (id: string, session: string, token = who.agentA.token) =>
  t.request('POST', `/properties/ids/${id}/edit-sessions/${session}/end`, { token });
/** The listing's history after its create entry, oldest first. */
const history = async (publicId: string) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.propertyId, publicId), eq(auditLog.entity, 'property')))
      .orderBy(asc(auditLog.id))
  ).filter((row) => row.action !== 'create');
const newListing = (name: string) => createListing(t, who.agentA, place, { name, price: 1000 });

describe('an editing session is one history entry', () => {
  it('gathers its saves, each field from its first value to its last, when it ends', async () => {
    const listing = await newListing('Session one');
    const session = randomUUID();
    for (const body of [
      { name: 'Session one, edited' },
      { name: 'Session one, edited again', price: 1200 },
      { price: 1000, description: 'Bright and quiet.' },
    ]) {
      expect((await autosave(listing.publicId, session, body)).status).toBe(200);
    }
    expect(await history(listing.publicId)).toEqual([]);

    expect((await end(listing.publicId, session)).status).toBe(204);
    const entries = await history(listing.publicId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'update',
      userPublicId: who.agentA.publicId,
      userRole: 'AGENT',
      entityId: listing.publicId,
    });
    // The price went back to what it was: not a change of the session.
    expect(entries[0]!.changes).toEqual({
      name: { before: 'Session one', after: 'Session one, edited again' },
      description: { before: listing.description, after: 'Bright and quiet.' },
    });
  });

  it('writes one entry when ended twice, and nothing for a session without saves', async () => {
    const listing = await newListing('Ended twice');
    const session = randomUUID();
    await autosave(listing.publicId, session, { name: 'Ended twice, edited' });
    const [a, b] = await Promise.all([
      end(listing.publicId, session),
      end(listing.publicId, session),
    ]);
    expect([a.status, b.status]).toEqual([204, 204]);
    expect(await history(listing.publicId)).toHaveLength(1);
    expect((await end(listing.publicId, randomUUID())).status).toBe(204);
    expect(await history(listing.publicId)).toHaveLength(1);
  });

  it('writes nothing when the session put everything back', async () => {
    const listing = await newListing('Put back');
    const session = randomUUID();
    await autosave(listing.publicId, session, { name: 'Put back, edited' });
    await autosave(listing.publicId, session, { name: 'Put back' });
    await end(listing.publicId, session);
    expect(await history(listing.publicId)).toEqual([]);
  });

  it('keeps both of two saves of one session made at once', async () => {
    const listing = await newListing('Two at once');
    const session = randomUUID();
    const answers = await Promise.all([
      autosave(listing.publicId, session, { name: 'Two at once, named' }),
      autosave(listing.publicId, session, { description: 'Described at once.' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    await end(listing.publicId, session);
    const [entry] = await history(listing.publicId);
    expect(Object.keys(entry!.changes ?? {}).sort()).toEqual(['description', 'name']);
  });

  it('keeps two sessions apart, and saves without a session as entries of their own', async () => {
    const listing = await newListing('Two tabs');
    const [tabA, tabB] = [randomUUID(), randomUUID()];
    await autosave(listing.publicId, tabA, { name: 'Two tabs, A' });
    await autosave(listing.publicId, tabB, { description: 'Written in tab B.' });
    await t.request('PUT', `/properties/ids/${listing.publicId}/update`, {
      token: who.agentA.token,
      body: { price: 1500 },
    });
    expect((await history(listing.publicId)).map((e) => Object.keys(e.changes ?? {}))).toEqual([
      ['price'],
    ]);
    await end(listing.publicId, tabB);
    await end(listing.publicId, tabA);
    expect((await history(listing.publicId)).map((e) => Object.keys(e.changes ?? {}))).toEqual([
      ['price'],
      ['description'],
      ['name'],
    ]);
  });

  it('sends an approved listing back to review at its first save, as any edit does', async () => {
    const listing = await newListing('Approved then edited');
    await approve(t, who.moderator.token, listing.publicId);
    const session = randomUUID();
    const saved = await autosave(listing.publicId, session, { name: 'Approved, edited' });
    expect(saved.body.published).toBe('REVIEW');
    await end(listing.publicId, session);
    const entries = await history(listing.publicId);
    expect(entries.at(-1)!.changes).toMatchObject({
      name: { before: 'Approved then edited', after: 'Approved, edited' },
      published: { before: 'APPROVED', after: 'REVIEW' },
    });
  });

  it('ends on its own after ten minutes without a save', async () => {
    const listing = await newListing('Left open');
    const session = randomUUID();
    await autosave(listing.publicId, session, { name: 'Left open, edited' });
    expect(await t.app.auditSessionSweep.sweep()).toBe(0);
    await inSystemScope(() =>
      t.db
        .update(auditSessions)
        .set({ lastAt: sql`now() - interval '11 minutes'` })
        .where(eq(auditSessions.sessionKey, session)),
    );
    expect(await t.app.auditSessionSweep.sweep()).toBe(1);
    const [entry] = await history(listing.publicId);
    expect(entry!.changes).toEqual({ name: { before: 'Left open', after: 'Left open, edited' } });
  });

  it('is written before the delete of its listing', async () => {
    const listing = await newListing('Deleted while open');
    const session = randomUUID();
    await autosave(listing.publicId, session, { name: 'Deleted while open, edited' });
    const deleted = await t.request('DELETE', `/properties/ids/${listing.publicId}/delete`, {
      token: who.agentA.token,
    });
    expect(deleted.status).toBe(200);
    expect((await history(listing.publicId)).map((e) => e.action)).toEqual(['update', 'delete']);
  });
});

describe('who may end a session, and bad input', () => {
  it("does not end another user's session, nor a listing not theirs", async () => {
    const listing = await newListing('Not yours');
    const session = randomUUID();
    await autosave(listing.publicId, session, { name: 'Not yours, edited' });
    expectError(
      await end(listing.publicId, session, who.agentB.token),
      404,
      'NOT_FOUND',
      'Property not found',
    );
    expect((await end(listing.publicId, session, who.moderator.token)).status).toBe(403);
    expect(
      (await end(listing.publicId, session, who.otherTenantAgent.token)).status,
    ).toBeGreaterThanOrEqual(403);
    expect(await history(listing.publicId)).toEqual([]);
    expect((await end(listing.publicId, session)).status).toBe(204);
    expect(await history(listing.publicId)).toHaveLength(1);
  });

  it('refuses a session that is not a UUID, in the path and in the header', async () => {
    const listing = await newListing('Bad sessions');
    expectError(
      await end(listing.publicId, 'not-a-uuid'),
      400,
      'VALIDATION_FAILED',
      'session: Edit-Session must be a UUID',
    );
    const res = await autosave(listing.publicId, "1234'; DROP TABLE audit_log;--", { name: 'X y' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Edit-Session must be a UUID');
    expect(
      (
        await t.request('GET', `/properties/ids/${listing.publicId}/get`, {
          token: who.agentA.token,
        })
      ).body.name,
    ).toBe('Bad sessions');
  });
});
