import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, properties, suburbs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { createAdmin } from '../../test/helper';
import { approve, cast, createListing, refs, sendForReview } from '../../test/listings';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let admin: { token: string };
let place: { type: string; suburb: string };

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  admin = await createAdmin(t);
  const r = await refs(t);
  place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
});
afterAll(() => t.close());

const queue = (query = '', token = who.moderator.token, tenant?: string) =>
  t.request('GET', `/api/v2/moderation/properties${query}`, { token, tenant });
const reject = (id: string, body: unknown, token = who.moderator.token) =>
  t.request('POST', `/properties/ids/${id}/reject`, { token, body });
const names = (body: { content: { name: string }[] }) => body.content.map((p) => p.name);

describe('review queue', () => {
  it('waiting: the listings their agent sent, longest waiting first, without archived or approved ones', async () => {
    const first = await createListing(t, who.agentA, place, { name: 'Q first' });
    const second = await createListing(t, who.agentB, place, { name: 'Q second' });
    const filling = await createListing(t, who.agentA, place, { name: 'Q filling in' });
    await createListing(t, who.agentA, place, { name: 'Q archived', archived: true });
    const approved = await createListing(t, who.agentA, place, { name: 'Q approved' });
    await approve(t, who.moderator.token, approved.publicId);
    // Sent in this order; an edit after sending keeps its place.
    await sendForReview(t, who.agentB, second.publicId);
    await sendForReview(t, who.agentA, first.publicId);
    await t.request('PUT', `/properties/ids/${second.publicId}/update`, {
      token: who.agentB.token,
      body: { description: 'Now with a garden.' },
    });

    const res = await queue();
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Q second', 'Q first']);
    expect(res.body).toMatchObject({ page: 1, size: 20, totalElements: 2, totalPages: 1 });
    expect(names((await queue('?state=IN_PROGRESS')).body)).toEqual(['Q filling in']);

    await reject(second.publicId, { reason: 'Photos missing' });
    expect(names((await queue()).body)).toEqual(['Q first']);
    expect(names((await queue('?state=REJECTED')).body)).toEqual(['Q second']);
    // Sent back, the second waits for its agent again, since the moment it was sent back.
    expect(names((await queue('?state=ALL')).body)).toEqual([
      'Q filling in',
      'Q first',
      'Q second',
    ]);
    for (const p of [first, second, filling]) await approve(t, who.moderator.token, p.publicId);
  });

  it('is open to admins too', async () => {
    expect((await queue('', admin.token)).status).toBe(200);
  });

  it.each(['customer', 'agentA'] as const)('refuses a %s', async (role) => {
    const res = await queue('', who[role].token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only moderators can review listings');
  });

  it('needs a signed-in caller and refuses another tenant token', async () => {
    expect((await t.request('GET', '/api/v2/moderation/properties')).status).toBe(401);
    expect((await queue('', who.otherTenantAgent.token)).status).toBe(403);
    expect((await queue('', who.otherTenantAgent.token, 'sandbox')).status).toBe(403);
  });

  it('refuses bad paging and an unknown state', async () => {
    expect((await queue('?page=0')).status).toBe(400);
    expect((await queue('?state=LOST')).status).toBe(400);
  });
});

describe('approve and reject', () => {
  it('approve puts a listing on the public site', async () => {
    const p = await createListing(t, who.agentA, place);
    expect((await t.request('GET', `/properties/ids/${p.publicId}/get`)).status).toBe(404);
    const res = await t.request('POST', `/properties/ids/${p.publicId}/approve`, {
      token: who.moderator.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ published: 'APPROVED', rejectionReason: null });
    expect((await t.request('GET', `/properties/ids/${p.publicId}/get`)).status).toBe(200);
  });

  it('reject sends it back with a reason the agent sees, and takes an approved one down', async () => {
    const p = await createListing(t, who.agentA, place);
    await approve(t, who.moderator.token, p.publicId);
    const res = await reject(p.publicId, { reason: '  Add photos of the kitchen  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      published: 'REVIEW',
      rejectionReason: 'Add photos of the kitchen',
    });
    expect((await t.request('GET', `/properties/ids/${p.publicId}/get`)).status).toBe(404);
    const seen = await t.request('GET', `/properties/ids/${p.publicId}/get`, {
      token: who.agentA.token,
    });
    expect(seen.body).toMatchObject({
      published: 'REVIEW',
      rejectionReason: 'Add photos of the kitchen',
    });
  });

  it('decides a listing whose suburb the reference cache has not seen yet', async () => {
    // The cache then reloads inside the decision's transaction: on the embedded database, with
    // its one connection, a read beside that transaction would wait for it forever.
    const listing = await createListing(t, who.agentA, place, { name: 'Q new suburb' });
    const [row] = await t.db
      .select({ id: properties.id, tenantId: properties.tenantId, suburbId: properties.suburbId })
      .from(properties)
      .where(eq(properties.publicId, listing.publicId));
    const [near] = await t.db.select().from(suburbs).where(eq(suburbs.id, row!.suburbId));
    const [added] = await t.db
      .insert(suburbs)
      .values({ ...near!, id: undefined, publicId: `sub${Date.now()}`, name: 'Borrowdale West' })
      .returning({ id: suburbs.id });
    await t.db
      .update(properties)
      .set({ suburbId: added!.id, updatedAt: sql`now()` })
      .where(eq(properties.id, row!.id));

    const res = await reject(listing.publicId, { reason: 'The location is wrong' });
    expect(res.status).toBe(200);
    expect(res.body.location.suburb).toBe('Borrowdale West');
  }, 20_000);

  it('a listing sent back stays with its agent, reason shown, until they send it again', async () => {
    const p = await createListing(t, who.agentA, place, { name: 'Needs work' });
    await sendForReview(t, who.agentA, p.publicId);
    const sentBack = await reject(p.publicId, { reason: 'Describe the garden' });
    expect(sentBack.body).toMatchObject({ readyForReviewAt: null });
    const edited = await t.request('PUT', `/properties/ids/${p.publicId}/update`, {
      token: who.agentA.token,
      body: { description: 'A large garden with fruit trees.' },
    });
    expect(edited.body).toMatchObject({
      rejectionReason: 'Describe the garden',
      published: 'REVIEW',
      readyForReviewAt: null,
    });
    expect(names((await queue()).body)).not.toContain('Needs work');
    const sent = await sendForReview(t, who.agentA, p.publicId);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ rejectionReason: null, published: 'REVIEW' });
    expect(names((await queue()).body)).toContain('Needs work');
  });

  it.each<[string, unknown]>([
    ['a missing reason', {}],
    ['a short reason', { reason: 'no' }],
    ['an oversized reason', { reason: 'x'.repeat(501) }],
    ['a reason that is not text', { reason: 42 }],
  ])('refuses %s', async (_label, body) => {
    const p = await createListing(t, who.agentA, place);
    const res = await reject(p.publicId, body);
    expect(res.status).toBe(400);
  });

  it('permission matrix for approve and reject', async () => {
    const p = await createListing(t, who.agentA, place);
    for (const action of ['approve', 'reject']) {
      const path = `/properties/ids/${p.publicId}/${action}`;
      const body = { reason: 'Needs a better title' };
      expect((await t.request('POST', path, { body })).status).toBe(401);
      for (const token of [who.customer.token, who.agentA.token, who.agentB.token]) {
        expect((await t.request('POST', path, { token, body })).status).toBe(403);
      }
      const other = await t.request('POST', path, {
        token: who.otherTenantAgent.token,
        tenant: 'sandbox',
        body,
      });
      expect(other.status).toBe(403);
      expect((await t.request('POST', path, { token: admin.token, body })).status).toBe(200);
    }
    const unknown = await t.request('POST', '/properties/ids/unknown/approve', {
      token: who.moderator.token,
    });
    expect(unknown.status).toBe(404);
  });

  it("another tenant's moderator cannot see or moderate this tenant's listings", async () => {
    const p = await createListing(t, who.agentA, place);
    const sandboxModerator = await t.login(
      'moderator@propdesk.test',
      'Moderator#Demo2026',
      'sandbox',
    );
    const res = await t.request('POST', `/properties/ids/${p.publicId}/approve`, {
      token: sandboxModerator.token,
      tenant: 'sandbox',
    });
    expect(res.status).toBe(404);
    const list = await queue('', sandboxModerator.token, 'sandbox');
    expect(list.body.content.map((x: { publicId: string }) => x.publicId)).not.toContain(
      p.publicId,
    );
  });
});

describe('send for review', () => {
  const ready = (id: string, body: unknown, token = who.agentA.token) =>
    t.request('POST', `/properties/ids/${id}/ready`, { token, body });

  it('stamps the listing, moves it to Waiting and logs it like other listing writes', async () => {
    const p = await createListing(t, who.agentA, place, { name: 'Sent once' });
    expect(p.readyForReviewAt).toBeNull();
    const res = await ready(p.publicId, { updatedAt: p.updatedAt });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ published: 'REVIEW', rejectionReason: null });
    expect(Date.parse(res.body.readyForReviewAt)).toBeGreaterThanOrEqual(Date.parse(p.updatedAt));
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, p.publicId))
      .orderBy(sql`${auditLog.id} DESC`)
      .limit(1);
    expect(entry).toMatchObject({ entity: 'property', action: 'submit' });
    expect(entry!.changes).toMatchObject({ readyForReviewAt: { before: null } });
  });

  it('a second click, or a second tab, changes nothing', async () => {
    const p = await createListing(t, who.agentA, place);
    const [a, b] = await Promise.all([
      ready(p.publicId, { updatedAt: p.updatedAt }),
      ready(p.publicId, { updatedAt: p.updatedAt }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.readyForReviewAt).toBe(b.body.readyForReviewAt);
  });

  it('refuses to answer a decision the agent has not seen (409), whichever comes first', async () => {
    const p = await createListing(t, who.agentA, place);
    await reject(p.publicId, { reason: 'Add the floor plan' });
    const late = await ready(p.publicId, { updatedAt: p.updatedAt });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'A moderator sent this listing back: read the reason, then send it again',
    );
    const seen = await t.request('GET', `/properties/ids/${p.publicId}/get`, {
      token: who.agentA.token,
    });
    expect(seen.body.rejectionReason).toBe('Add the floor plan');

    await approve(t, who.moderator.token, p.publicId);
    const afterApproval = await ready(p.publicId, { updatedAt: seen.body.updatedAt });
    expect(afterApproval.status).toBe(409);
    expect(afterApproval.body.message).toBe(
      'A moderator has already approved this listing: it is live',
    );
  });

  it('a send and a decision at the same moment end in one outcome', async () => {
    for (const decision of ['approve', 'reject'] as const) {
      const p = await createListing(t, who.agentA, place);
      const [sent, decided] = await Promise.all([
        ready(p.publicId, { updatedAt: p.updatedAt }),
        t.request('POST', `/properties/ids/${p.publicId}/${decision}`, {
          token: who.moderator.token,
          body: { reason: 'The photos are blurred' },
        }),
      ]);
      expect(decided.status).toBe(200);
      expect([200, 409]).toContain(sent.status);
      const now = (
        await t.request('GET', `/properties/ids/${p.publicId}/get`, { token: who.agentA.token })
      ).body;
      // The decision stands either way: it was taken last, or the send was refused.
      expect(now).toMatchObject(
        decision === 'approve'
          ? { published: 'APPROVED', readyForReviewAt: null }
          : {
              published: 'REVIEW',
              rejectionReason: 'The photos are blurred',
              readyForReviewAt: null,
            },
      );
    }
  });

  it('an approved listing edited where it matters goes back to Waiting by itself', async () => {
    const p = await createListing(t, who.agentA, place, { name: 'Live then edited' });
    await approve(t, who.moderator.token, p.publicId);
    const edited = await t.request('PUT', `/properties/ids/${p.publicId}/update`, {
      token: who.agentA.token,
      body: { description: 'Now with a borehole.' },
    });
    expect(edited.body.published).toBe('REVIEW');
    expect(Date.parse(edited.body.readyForReviewAt)).toBeGreaterThan(Date.parse(p.updatedAt));
    expect(names((await queue()).body)).toContain('Live then edited');
    await approve(t, who.moderator.token, p.publicId);
  });

  it.each<[string, unknown]>([
    ['no body', undefined],
    ['no updatedAt', {}],
    ['an updatedAt that is not a datetime', { updatedAt: 'yesterday' }],
    ['an updatedAt that is not text', { updatedAt: 42 }],
  ])('refuses %s (400)', async (_label, body) => {
    const p = await createListing(t, who.agentA, place);
    const res = await ready(p.publicId, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it("is the listing agent's alone", async () => {
    const p = await createListing(t, who.agentA, place);
    const body = { updatedAt: p.updatedAt };
    expect((await t.request('POST', `/properties/ids/${p.publicId}/ready`, { body })).status).toBe(
      401,
    );
    expect((await ready(p.publicId, body, who.agentB.token)).status).toBe(404);
    expect((await ready(p.publicId, body, who.moderator.token)).status).toBe(403);
    expect((await ready(p.publicId, body, admin.token)).status).toBe(403);
    expect((await ready('unknown', body)).status).toBe(404);
    const other = await t.request('POST', `/properties/ids/${p.publicId}/ready`, {
      token: who.otherTenantAgent.token,
      tenant: 'sandbox',
      body,
    });
    expect(other.status).toBe(404);
  });
});
