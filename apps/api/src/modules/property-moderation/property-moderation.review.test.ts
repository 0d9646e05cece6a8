import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, properties } from '../../db/schema';
import {
  createAdmin,
  createAgent,
  createTestApp,
  setSiteLanguages,
  type TestApp,
} from '../../test/helper';
import { approve, cast, createListing, refs, sendForReview } from '../../test/listings';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let admin: { token: string };
let tenantId: number;
let place: { type: string; suburb: string };
let flat: string;

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  admin = await createAdmin(t);
  const r = await refs(t);
  tenantId = r.tenantId;
  place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
  flat = await r.type('Apartment');
});
afterAll(() => t.close());

const get = (path: string, token = who.moderator.token, tenant?: string) =>
  t.request('GET', path, { token, tenant });
const queue = (query: string) => get(`/api/v2/moderation/properties${query}`);
const changes = (id: string, token?: string) =>
  get(`/api/v2/moderation/properties/ids/${id}/changes`, token);
const update = (id: string, body: unknown) =>
  t.request('PUT', `/properties/ids/${id}/update`, { token: who.agentA.token, body });

const noticesOf = (event: string, recipient: string) =>
  t.db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.tenantId, tenantId),
        eq(notices.event, event),
        eq(notices.recipient, recipient),
      ),
    )
    .orderBy(desc(notices.id));

interface Row {
  name: string;
  review: {
    agentName: string;
    waitingSince: string;
    ready: boolean;
    agencyVerified: boolean;
    flags: string[];
  };
}
const rowNamed = (body: { content: Row[] }, name: string) =>
  body.content.find((row) => row.name === name);

describe('review queue filters and rows', () => {
  it('narrows by agent, type and suburb', async () => {
    const house = await createListing(t, who.agentB, place, { name: 'F house' });
    const flatOne = await createListing(
      t,
      who.agentB,
      { ...place, type: flat },
      { name: 'F flat' },
    );
    await sendForReview(t, who.agentB, house.publicId);
    await sendForReview(t, who.agentB, flatOne.publicId);
    const mine = await queue(`?agent=${who.agentB.publicId}`);
    expect(mine.status).toBe(200);
    expect(mine.body.content.map((r: Row) => r.name)).toEqual(['F house', 'F flat']);
    const flats = await queue(`?agent=${who.agentB.publicId}&type=${flat}`);
    expect(flats.body.content.map((r: Row) => r.name)).toEqual(['F flat']);
    const elsewhere = await refs(t).then((r) => r.suburb('Borrowdale'));
    const none = await queue(`?agent=${who.agentB.publicId}&suburb=${elsewhere}`);
    expect(none.body.content).toEqual([]);
    const here = await queue(`?agent=${who.agentB.publicId}&suburb=${place.suburb}`);
    expect(here.body.totalElements).toBe(2);
    expect((await queue('?agent=unknown')).body.content).toEqual([]);
  });

  it("carries the agent's name, the agency's verification, the wait and the flags", async () => {
    // A spot of its own: the other listings' would make it a possible duplicate.
    const p = await createListing(t, who.agentA, place, { name: 'Row facts', latitude: -17.61 });
    let row = rowNamed((await queue(`?agent=${who.agentA.publicId}&state=ALL`)).body, 'Row facts')!;
    expect(row.review).toMatchObject({ ready: false, waitingSince: p.updatedAt });
    const sent = (await sendForReview(t, who.agentA, p.publicId)).body;
    row = rowNamed((await queue(`?agent=${who.agentA.publicId}`)).body, 'Row facts')!;
    expect(row.review.agentName).not.toBe('');
    expect(row.review).toMatchObject({
      ready: true,
      waitingSince: sent.readyForReviewAt,
      agencyVerified: false,
    });
    expect(row.review.flags).toEqual(['FEW_PHOTOS']);
  });

  it("tells the agency's verification apart", async () => {
    const p = await createListing(t, who.agentB, place, { name: 'Verified agency row' });
    await sendForReview(t, who.agentB, p.publicId);
    await t.db.execute(
      sql`UPDATE agents SET verified = true WHERE user_id = (SELECT user_id FROM properties WHERE public_id = ${p.publicId})`,
    );
    const row = rowNamed(
      (await queue(`?agent=${who.agentB.publicId}`)).body,
      'Verified agency row',
    )!;
    expect(row.review.agencyVerified).toBe(true);
    await t.db.execute(
      sql`UPDATE agents SET verified = false WHERE user_id = (SELECT user_id FROM properties WHERE public_id = ${p.publicId})`,
    );
  });

  it('flags contact details written before the rule existed', async () => {
    const p = await createListing(t, who.agentA, place, { name: 'Call me' });
    await sendForReview(t, who.agentA, p.publicId);
    await t.db
      .update(properties)
      .set({ description: 'Call 0772 123 456 for a viewing' })
      .where(eq(properties.publicId, p.publicId));
    const row = rowNamed((await queue(`?agent=${who.agentA.publicId}`)).body, 'Call me')!;
    expect(row.review.flags).toContain('CONTACT_DETAILS');
  });

  it('flags a price far from the median of at least 3 similar live listings', async () => {
    const similar = { category: 'SALE', currency: 'USD', priceType: 'TOTAL' };
    const cheap = await createListing(t, who.agentB, place, { ...similar, price: 50000 });
    const fair = await createListing(t, who.agentB, place, { ...similar, price: 99000 });
    const dear = await createListing(t, who.agentB, place, { ...similar, price: 250000 });
    const names = (body: { content: Row[] }) =>
      Object.fromEntries(body.content.map((r) => [r.name, r.review.flags]));
    // Two live listings to compare with: no median, no flag.
    for (const price of [100000, 110000]) {
      const live = await createListing(t, who.agentA, place, { ...similar, price });
      await approve(t, who.moderator.token, live.publicId);
    }
    let flags = names((await queue(`?agent=${who.agentB.publicId}&state=ALL&size=50`)).body);
    expect(flags[cheap.name]).not.toContain('PRICE_OUTLIER');
    const third = await createListing(t, who.agentA, place, { ...similar, price: 120000 });
    await approve(t, who.moderator.token, third.publicId);
    const rows = (await queue(`?agent=${who.agentB.publicId}&state=ALL&size=50`)).body.content;
    flags = Object.fromEntries(
      rows.map((r: Row & { publicId: string }) => [r.publicId, r.review.flags]),
    );
    expect(flags[cheap.publicId]).toContain('PRICE_OUTLIER');
    expect(flags[fair.publicId]).not.toContain('PRICE_OUTLIER');
    expect(flags[dear.publicId]).toContain('PRICE_OUTLIER');
  });

  it('refuses an oversized filter', async () => {
    expect((await queue(`?agent=${'x'.repeat(65)}`)).status).toBe(400);
  });
});

describe('changes since the last approval', () => {
  it('is [] for a listing never approved, then lists what the agent changed', async () => {
    const p = await createListing(t, who.agentA, place, { price: 900, title: 'Garden cottage' });
    expect((await changes(p.publicId)).body).toEqual([]);
    await approve(t, who.moderator.token, p.publicId);
    expect((await changes(p.publicId)).body).toEqual([]);
    const edited = await update(p.publicId, { price: 1200, title: 'Garden cottage with pool' });
    expect(edited.status).toBe(200);
    const res = await changes(p.publicId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.arrayContaining([
        { field: 'price', before: '900', after: '1200' },
        { field: 'title', before: 'Garden cottage', after: 'Garden cottage with pool' },
      ]),
    );
    expect(res.body).toHaveLength(2);
    await approve(t, admin.token, p.publicId);
    expect((await changes(p.publicId)).body).toEqual([]);
  });

  it('permissions: staff of this site only; 404 for an unknown id', async () => {
    const p = await createListing(t, who.agentA, place);
    const path = `/api/v2/moderation/properties/ids/${p.publicId}/changes`;
    expect((await t.request('GET', path)).status).toBe(401);
    for (const token of [who.customer.token, who.agentA.token, who.agentB.token]) {
      expect((await get(path, token)).status).toBe(403);
    }
    expect((await get(path, who.otherTenantAgent.token, 'sandbox')).status).toBe(403);
    expect((await get(path, admin.token)).status).toBe(200);
    expect((await changes('unknown')).status).toBe(404);
    const sandboxModerator = await t.login(
      'moderator@propdesk.test',
      'Moderator#Demo2026',
      'sandbox',
    );
    expect((await get(path, sandboxModerator.token, 'sandbox')).status).toBe(404);
  });
});

describe('summary', () => {
  it('counts waiting, filled-in and sent-back listings, agents to verify and recent leads', async () => {
    const before = (await get('/api/v2/moderation/summary')).body;
    expect(before).toEqual({
      waiting: expect.any(Number),
      beingFilledIn: expect.any(Number),
      rejected: expect.any(Number),
      agentsToVerify: expect.any(Number),
      leadsLast7Days: expect.any(Number),
    });
    const p = await createListing(t, who.agentA, place);
    let after = (await get('/api/v2/moderation/summary')).body;
    expect(after).toMatchObject({
      waiting: before.waiting,
      beingFilledIn: before.beingFilledIn + 1,
    });
    await sendForReview(t, who.agentA, p.publicId);
    after = (await get('/api/v2/moderation/summary')).body;
    expect(after).toMatchObject({
      waiting: before.waiting + 1,
      beingFilledIn: before.beingFilledIn,
    });
    await t.request('POST', `/properties/ids/${p.publicId}/reject`, {
      token: who.moderator.token,
      body: { reason: 'The price looks wrong' },
    });
    after = (await get('/api/v2/moderation/summary', admin.token)).body;
    expect(after).toMatchObject({
      waiting: before.waiting,
      beingFilledIn: before.beingFilledIn,
      rejected: before.rejected + 1,
    });
    expect(before.agentsToVerify).toBeGreaterThanOrEqual(2);
  });

  it('permissions: staff only', async () => {
    const path = '/api/v2/moderation/summary';
    expect((await t.request('GET', path)).status).toBe(401);
    for (const token of [who.customer.token, who.agentA.token]) {
      expect((await get(path, token)).status).toBe(403);
    }
    expect((await get(path, who.otherTenantAgent.token, 'sandbox')).status).toBe(403);
  });
});

describe("the agent's emails", () => {
  it('rejecting queues listing.rejected with the reason and the editor link', async () => {
    const p = await createListing(t, who.agentA, place, { name: 'Mailed back' });
    const before = await noticesOf('listing.rejected', who.agentA.email);
    await t.request('POST', `/properties/ids/${p.publicId}/reject`, {
      token: who.moderator.token,
      body: { reason: 'The location is wrong' },
    });
    const [mail, ...older] = await noticesOf('listing.rejected', who.agentA.email);
    expect(older).toHaveLength(before.length);
    expect(mail!.body).toContain('The location is wrong');
    expect(mail!.subject).toBe(`Your listing was sent back: ${p.title}`);
    expect(mail!.body).toContain("then press 'Send for review'");
    expect(mail!.body).toContain(`/demo/dashboard/property/draft/${p.publicId}`);
  });

  it('approving queues listing.approved with the public link', async () => {
    const p = await createListing(t, who.agentA, place);
    await approve(t, who.moderator.token, p.publicId);
    const [mail] = await noticesOf('listing.approved', who.agentA.email);
    expect(mail!.body).toContain(`/demo/listings/${p.publicId}`);
  });

  it('a refused decision queues nothing', async () => {
    const p = await createListing(t, who.agentB, place);
    const before = await noticesOf('listing.approved', who.agentB.email);
    const res = await t.request('POST', `/properties/ids/${p.publicId}/approve`, {
      token: who.agentB.token,
    });
    expect(res.status).toBe(403);
    expect(await noticesOf('listing.approved', who.agentB.email)).toHaveLength(before.length);
  });
});

describe("the decision mails in the agent's language", () => {
  const choose = (token: string, language: string) =>
    t.request('POST', '/auth/users/language/change', { token, body: { language } });
  const reject = (publicId: string, reason: string) =>
    t.request('POST', `/properties/ids/${publicId}/reject`, {
      token: who.moderator.token,
      body: { reason },
    });

  it("writes them in French or Arabic, and in the site's default once the language is not offered", async () => {
    expect((await setSiteLanguages(t, admin.token, 'en', ['en', 'fr', 'ar'])).status).toBe(200);
    try {
      const french = await createAgent(t);
      const arabic = await createAgent(t);
      expect((await choose(french.token, 'fr')).status).toBe(200);
      expect((await choose(arabic.token, 'ar')).status).toBe(200);

      const p = await createListing(t, french, place);
      expect((await reject(p.publicId, 'Photos floues')).status).toBe(200);
      const [sentBack] = await noticesOf('listing.rejected', french.email);
      expect(sentBack!.subject).toBe(`Votre annonce vous a été renvoyée : ${p.title}`);
      expect(sentBack!.body).toContain('Bonjour Test,\n');
      expect(sentBack!.body).toContain(`Propdesk Demo vous a renvoyé votre annonce « ${p.title} »`);
      expect(sentBack!.body).toContain('Photos floues');
      expect(sentBack!.body).toContain('« Envoyer en validation »');
      await approve(t, who.moderator.token, p.publicId);
      const [live] = await noticesOf('listing.approved', french.email);
      expect(live!.subject).toBe(`Votre annonce est en ligne : ${p.title}`);
      expect(live!.body).toContain('Elle est maintenant sur le site public :');

      const q = await createListing(t, arabic, place);
      await approve(t, who.moderator.token, q.publicId);
      const [arabicLive] = await noticesOf('listing.approved', arabic.email);
      expect(arabicLive!.subject).toBe(`إعلانك منشور الآن: ${q.title}`);
      expect(arabicLive!.body).toContain(`وافق Propdesk Demo على إعلانك «${q.title}»`);

      // The site stops offering Arabic, French by default: the Arabic reader gets French.
      expect((await setSiteLanguages(t, admin.token, 'fr', ['en', 'fr'])).status).toBe(200);
      expect((await reject(q.publicId, 'Prix erroné')).status).toBe(200);
      const [fallback] = await noticesOf('listing.rejected', arabic.email);
      expect(fallback!.subject).toBe(`Votre annonce vous a été renvoyée : ${q.title}`);
    } finally {
      await setSiteLanguages(t, admin.token, 'en', ['en']);
    }
  });
});
