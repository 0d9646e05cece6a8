import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearchMatches, savedSearches, tenants } from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import { createAgent, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../../test/helper';
import { approve, createListing, refs, sendForReview } from '../../test/listings';
import { takeOverSearchAlerts } from '../../test/search-alerts';
import { drainNotices } from '../notices';
import { createSearchAlertWorker, type SearchAlertWorker } from './saved-searches.alerts';
import { readSearchLinkToken } from './saved-searches.links';

describe('saved search alerts', () => {
  let t: TestApp;
  let tenantId: number;
  let worker: SearchAlertWorker;
  let agent: Awaited<ReturnType<typeof createAgent>>;
  let moderator: string;
  let place: { type: string; suburb: string };
  // Sunday 29 November 2026, 07:00 in Harare (UTC+2): before the scheduled hour.
  const clock = { now: new Date('2026-11-29T05:00:00Z') };
  const at = (iso: string) => (clock.now = new Date(iso));

  async function search(values: Partial<typeof savedSearches.$inferInsert>) {
    const [row] = await t.db
      .insert(savedSearches)
      .values({
        publicId: newPublicId(),
        tenantId,
        email: `${newPublicId(8).toLowerCase()}@example.com`,
        name: 'Homes near the park',
        frequency: 'instant',
        confirmedAt: new Date(),
        ...values,
      })
      .returning();
    return row!;
  }

  /** A listing approved through the API: the audit log records the approval. */
  async function publish(name: string, price = 1000) {
    const listing = await createListing(t, agent, place, { name, price, category: 'SALE' });
    expect((await sendForReview(t, agent, listing.publicId)).status).toBe(200);
    await approve(t, moderator, listing.publicId);
    return listing as { publicId: string };
  }

  async function run() {
    await worker.drain();
    await drainNotices(t.app.notices);
  }

  const mailsTo = (email: string) => t.mails.filter((m) => m.to === email);

  beforeAll(async () => {
    t = await createTestApp();
    // The app's own worker runs on the real clock: these tests run the alerts on theirs.
    await takeOverSearchAlerts(t);
    const [demo] = await t.db.select().from(tenants).where(eq(tenants.slug, 'demo'));
    tenantId = demo!.id;
    expect(demo!.timeZone).toBe('Africa/Harare');
    agent = await createAgent(t);
    const { moderator: m } = DEMO_ACCOUNTS;
    moderator = (await t.login(m.email, m.password)).token;
    const r = await refs(t);
    place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
    worker = createSearchAlertWorker({
      db: t.db,
      log: t.app.log,
      links: { publicUrl: t.config.publicUrl, secret: t.config.jwtSecret },
      now: () => clock.now,
    });
    await run();
  });
  afterAll(() => t.close());

  it('sends an "at once" search its new listing in one e-mail with one-click unsubscribe', async () => {
    const instant = await search({ titleQuery: 'alpaca:*' });
    const visitor = await search({ titleQuery: 'alpaca:*', userId: null });
    const paused = await search({ titleQuery: 'alpaca:*', frequency: 'paused' });
    const unconfirmed = await search({ titleQuery: 'alpaca:*', confirmedAt: null });
    const listing = await publish('Alpaca farm house', 150_000);
    await run();

    const [mail, ...more] = mailsTo(instant.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('New listings for your search: Homes near the park');
    const url = `${t.config.publicUrl}/demo/listings/${listing.publicId}?from=alert`;
    expect(mail!.text).toContain(url);
    expect(mail!.html).toContain(`href="${url}"`);
    expect(mail!.text).toContain('Avondale');
    const unsubscribe = mail!.headers!['List-Unsubscribe']!;
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+\/demo\/saved-searches\/unsubscribe\?token=(.+))>$/.exec(unsubscribe)!;
    expect(mail!.text).toContain(link[1]);
    const token = decodeURIComponent(link[2]!);
    expect(readSearchLinkToken(t.config.jwtSecret, token, 'unsubscribe')).toBe(instant.publicId);
    // A visitor manages the search with a signed link; this one's owner is a visitor too.
    expect(mail!.text).toMatch(/\/demo\/saved-searches\/manage\?token=/);
    expect(mailsTo(visitor.email)).toHaveLength(1);
    expect(mailsTo(paused.email)).toEqual([]);
    expect(mailsTo(unconfirmed.email)).toEqual([]);

    // Nothing new: nothing sent, and the same listing is never sent again.
    await run();
    expect(mailsTo(instant.email)).toHaveLength(1);
  });

  it("writes in the search's language", async () => {
    const french = await search({ titleQuery: 'baobab:*', language: 'fr' });
    await publish('Baobab lodge');
    await run();
    const [mail] = mailsTo(french.email);
    expect(mail!.subject).toBe('Nouvelles annonces pour votre recherche : Homes near the park');
    expect(mail!.html).toContain('lang="fr"');
  });

  it('sends daily searches at 08:00 local and weekly ones on Mondays, once', async () => {
    const daily = await search({ titleQuery: 'cheetah:*', frequency: 'daily' });
    const weekly = await search({ titleQuery: 'cheetah:*', frequency: 'weekly' });
    await publish('Cheetah ridge villa');
    await publish('Cheetah valley flat');
    at('2026-11-29T05:59:00Z'); // Sunday 07:59 local
    await run();
    expect(mailsTo(daily.email)).toEqual([]);

    at('2026-11-29T06:00:00Z'); // Sunday 08:00 local
    await run();
    const [mail, ...more] = mailsTo(daily.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('Cheetah ridge villa');
    expect(mail!.text).toContain('Cheetah valley flat');
    expect(mailsTo(weekly.email)).toEqual([]);

    at('2026-11-29T12:00:00Z'); // later on Sunday: today's sending is done
    await publish('Cheetah hill cottage');
    await run();
    expect(mailsTo(daily.email)).toHaveLength(1);

    at('2026-11-30T06:05:00Z'); // Monday 08:05 local
    await run();
    expect(mailsTo(daily.email)).toHaveLength(2);
    expect(mailsTo(daily.email)[1]!.text).toContain('Cheetah hill cottage');
    expect(mailsTo(daily.email)[1]!.text).not.toContain('Cheetah ridge villa');
    const [weeklyMail, ...again] = mailsTo(weekly.email);
    expect(again).toEqual([]);
    for (const name of ['Cheetah ridge villa', 'Cheetah valley flat', 'Cheetah hill cottage']) {
      expect(weeklyMail!.text).toContain(name);
    }

    at('2026-12-01T06:05:00Z'); // Tuesday 08:05: nothing new, nothing sent
    await run();
    expect(mailsTo(daily.email)).toHaveLength(2);
    expect(mailsTo(weekly.email)).toHaveLength(1);
  });

  it('announces a price fall once more, and not a rise', async () => {
    const watcher = await search({ titleQuery: 'dikdik:*' });
    const listing = await publish('Dikdik corner house', 1000);
    await run();
    expect(mailsTo(watcher.email)).toHaveLength(1);

    const price = (value: number) =>
      t.request('PUT', `/properties/ids/${listing.publicId}/update`, {
        token: agent.token,
        body: { price: value },
      });
    expect((await price(900)).status).toBe(200);
    await run();

    const drop = mailsTo(watcher.email)[1]!;
    expect(drop.text).toContain('Price reduced, was');
    expect(drop.text).toContain('Dikdik corner house');

    expect((await price(950)).status).toBe(200);
    await run();
    expect((await price(920)).status).toBe(200);
    await run();
    // A fall to 920 is still above the 900 announced: nothing goes out; 850 is below it.
    expect(mailsTo(watcher.email)).toHaveLength(2);
    expect((await price(850)).status).toBe(200);
    await run();
    expect(mailsTo(watcher.email)).toHaveLength(3);
  });

  it('finds a price fall of a listing approved before the search was saved', async () => {
    const listing = await publish('Eland plains farm', 5000);
    await run();
    const later = await search({ titleQuery: 'eland:*' });
    await run();
    expect(mailsTo(later.email)).toEqual([]);
    await t.request('PUT', `/properties/ids/${listing.publicId}/update`, {
      token: agent.token,
      body: { price: 4000 },
    });
    await run();
    expect(mailsTo(later.email)).toHaveLength(1);
    const [row] = await t.db
      .select()
      .from(savedSearchMatches)
      .where(eq(savedSearchMatches.savedSearchId, later.id));
    expect(row).toMatchObject({ reason: 'price', price: 4000, previousPrice: 5000 });
    expect(row!.sentAt).not.toBeNull();
  });

  it('queues no alert for a listing taken down before its alert went out', async () => {
    const daily = await search({ titleQuery: 'gazelle:*', frequency: 'daily' });
    const listing = await publish('Gazelle park villa');
    await run();
    await t.db.execute(
      sql`UPDATE properties SET archived = true WHERE public_id = ${listing.publicId}`,
    );
    at('2026-12-02T06:05:00Z');
    await run();
    expect(mailsTo(daily.email)).toEqual([]);
  });
});
