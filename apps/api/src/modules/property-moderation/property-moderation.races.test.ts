import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notices } from '../../db/schema';
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
afterAll(() => t.close());

const decide = (id: string, action: 'approve' | 'reject', ifMatch?: string) =>
  t.request('POST', `/properties/ids/${id}/${action}`, {
    token: who.moderator.token,
    ...(action === 'reject' && { body: { reason: 'The photos are too dark' } }),
    ...(ifMatch && { headers: { 'if-match': ifMatch } }),
  });

/** The decision e-mails queued for a listing (its name is unique to each test). */
const mailsAbout = async (publicId: string) => {
  const rows = await t.db.select().from(notices);
  return rows.filter(
    (n) =>
      (n.event === 'listing.approved' || n.event === 'listing.rejected') &&
      !!n.body?.includes(publicId),
  );
};

const decisionsLogged = (publicId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'moderation'), eq(auditLog.entityId, publicId)));

describe('moderation decisions made at once', () => {
  it('six approvals and six rejections on the version seen: one is made, the rest answer 409', async () => {
    const p = await createListing(t, who.agentA, place, { name: 'Raced decisions' });
    const seen = `"${p.updatedAt}"`;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => decide(p.publicId, i % 2 ? 'reject' : 'approve', seen)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(11);
    const made = answers.find((a) => a.status === 200)!.body;
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.code).toBe('CONFLICT');
      expect(refused.body.current).toMatchObject({
        publicId: p.publicId,
        published: made.published,
        updatedAt: made.updatedAt,
      });
    }
    expect(await mailsAbout(p.publicId)).toHaveLength(1);
    expect(await decisionsLogged(p.publicId)).toHaveLength(1);
  }, 30_000);

  it('approving an approved listing three times mails its agent once', async () => {
    const p = await createListing(t, who.agentA, place, { name: 'Approved thrice' });
    const first = await decide(p.publicId, 'approve');
    expect(first.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const again = await decide(p.publicId, 'approve');
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This listing is already approved: it is live');
      expect(again.body.current).toMatchObject({ published: 'APPROVED' });
    }
    expect(await mailsAbout(p.publicId)).toHaveLength(1);
  });

  it('without If-Match, six approvals at once and six rejections at once each make one', async () => {
    const a = await createListing(t, who.agentA, place, { name: 'Approved at once' });
    const r = await createListing(t, who.agentA, place, { name: 'Rejected at once' });
    const [approvals, rejections] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, () => decide(a.publicId, 'approve'))),
      Promise.all(Array.from({ length: 6 }, () => decide(r.publicId, 'reject'))),
    ]);
    expect(approvals.map((x) => x.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(rejections.map((x) => x.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(rejections.find((x) => x.status === 409)!.body.message).toBe(
      'This listing was already sent back to its agent',
    );
    expect(await mailsAbout(a.publicId)).toHaveLength(1);
    expect(await mailsAbout(r.publicId)).toHaveLength(1);
  }, 30_000);

  it('a decision on a version the agent has saved over answers 409 with the listing as it is', async () => {
    const p = await createListing(t, who.agentA, place, { name: 'Saved meanwhile' });
    const saved = await t.request('PUT', `/properties/ids/${p.publicId}/update`, {
      token: who.agentA.token,
      body: { description: 'Now with a new roof and a garden.' },
    });
    const res = await decide(p.publicId, 'approve', `"${p.updatedAt}"`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'This listing changed since you opened it: read it again, then decide',
    );
    expect(res.body.current).toMatchObject({
      published: 'REVIEW',
      updatedAt: saved.body.updatedAt,
    });
    expect(await mailsAbout(p.publicId)).toHaveLength(0);
    const now = await decide(p.publicId, 'approve', `"${saved.body.updatedAt}"`);
    expect(now.status).toBe(200);
  });

  it('a sent-back listing may still be approved, and an approved one taken down', async () => {
    const p = await createListing(t, who.agentA, place, { name: 'Changed mind' });
    expect((await decide(p.publicId, 'reject')).status).toBe(200);
    expect((await decide(p.publicId, 'approve')).status).toBe(200);
    expect((await decide(p.publicId, 'reject')).status).toBe(200);
    expect(await mailsAbout(p.publicId)).toHaveLength(3);
  });

  it('refuses a malformed If-Match with 400', async () => {
    const p = await createListing(t, who.agentA, place, { name: 'Bad version' });
    const res = await decide(p.publicId, 'approve', 'yesterday');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("If-Match must be the listing's updatedAt in quotes, or *");
  });
});
