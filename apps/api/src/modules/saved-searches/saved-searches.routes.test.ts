import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES, SEARCH_AREA_MESSAGES } from '@propdesk/shared';
import { savedSearches, users } from '../../db/schema';
import {
  createAdmin,
  createCustomer,
  createTestApp,
  expectError,
  setSiteLanguages,
  type TestApp,
} from '../../test/helper';
import { approve, cast, createListing, refs } from '../../test/listings';
import { searchLinkToken } from './saved-searches.links';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let r: Awaited<ReturnType<typeof refs>>;
/** A customer whose address is confirmed: their searches start at once. */
let owner: Awaited<ReturnType<typeof createCustomer>>;
let other: Awaited<ReturnType<typeof createCustomer>>;

let addresses = 0;
const nextEmail = () => `visitor-${++addresses}-${Date.now()}@example.com`;

async function confirmAddress(email: string) {
  await t.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.email, email));
}

const search = (overrides: Record<string, unknown> = {}) => ({
  name: 'Houses to rent in Avondale',
  frequency: 'daily',
  query: 'category=RENT',
  filters: { category: 'RENT' },
  ...overrides,
});

/** The token of the confirmation link in the last mail to `email`. */
function confirmationToken(email: string): string {
  const mail = t.mails.filter((m) => m.to === email).at(-1);
  const match = mail?.text.match(/saved-searches\/confirm\?token=([\w-]+)/);
  if (!match) throw new Error(`no confirmation mail to ${email}`);
  return match[1]!;
}

async function rowOf(publicId: string) {
  const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.publicId, publicId));
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  r = await refs(t);
  owner = await createCustomer(t);
  other = await createCustomer(t);
  await confirmAddress(owner.email);
  await confirmAddress(other.email);
});
afterAll(() => t.close());

describe('a customer’s saved searches', () => {
  it('saves one, confirmed at once, with its criteria resolved to ids', async () => {
    const house = await r.type('House');
    const avondale = await r.suburb('Avondale');
    const res = await t.request('POST', '/api/v2/saved-searches', {
      token: owner.token,
      body: search({
        email: 'ignored@example.com',
        sort: 'price-asc',
        filters: {
          category: 'RENT',
          types: [house],
          suburbs: [avondale],
          title: 'Sunny cott',
          minBedrooms: 2,
          maxPrice: 900,
          published: 'REVIEW',
          area: [
            [31.0, -17.9],
            [31.1, -17.9],
            [31.1, -17.7],
            [31.0, -17.7],
          ],
        },
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Houses to rent in Avondale',
      frequency: 'daily',
      sort: 'price-asc',
      confirmed: true,
      lastAlertAt: null,
      newMatches: 0,
    });
    expect(res.body.filters.published).toBeUndefined();
    const row = await rowOf(res.body.id);
    expect(row.email).toBe(owner.email);
    expect(row.category).toBe('RENT');
    expect(row.typeIds?.length).toBeGreaterThan(0);
    expect(row.suburbIds).toHaveLength(1);
    expect(row.cityIds).toBeNull();
    expect(row.titleQuery).toBe('sunny:* & cott:*');
    expect(row.minBedrooms).toBe(2);
    expect(row.maxPrice).toBe(900);
    expect(row.area).toEqual([
      [31.0, -17.9],
      [31.1, -17.9],
      [31.1, -17.7],
      [31.0, -17.7],
    ]);
  });

  it('lists only the caller’s own, newest first, counting new live matches', async () => {
    const mine = await t.request('POST', '/api/v2/saved-searches', {
      token: owner.token,
      body: search({ name: 'Anything to rent' }),
    });
    await t.request('POST', '/api/v2/saved-searches', {
      token: other.token,
      body: search({ name: 'Not yours' }),
    });
    const place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
    const listing = await createListing(t, who.agentA, place, { category: 'RENT' });
    await approve(t, who.moderator.token, listing.publicId);
    await createListing(t, who.agentA, place, { category: 'RENT' }); // in review: not counted

    const res = await t.request('GET', '/api/v2/saved-searches', { token: owner.token });
    expect(res.status).toBe(200);
    const names = res.body.content.map((s: { name: string }) => s.name);
    expect(names[0]).toBe('Anything to rent');
    expect(names).not.toContain('Not yours');
    const fresh = res.body.content.find((s: { id: string }) => s.id === mine.body.id);
    expect(fresh.newMatches).toBe(1);

    const seen = await t.request('POST', `/api/v2/saved-searches/${mine.body.id}/seen`, {
      token: owner.token,
    });
    expect(seen.status).toBe(204);
    const after = await t.request('GET', '/api/v2/saved-searches', { token: owner.token });
    expect(after.body.content.find((s: { id: string }) => s.id === mine.body.id).newMatches).toBe(
      0,
    );
  });

  it('needs a session to list', async () => {
    expectError(await t.request('GET', '/api/v2/saved-searches'), 401, 'UNAUTHENTICATED');
  });

  it('renames, pauses and deletes for its owner; 404 for anyone else, across sites too', async () => {
    const { body } = await t.request('POST', '/api/v2/saved-searches', {
      token: owner.token,
      body: search({ name: 'To change' }),
    });
    const url = `/api/v2/saved-searches/${body.id}`;
    for (const token of [other.token, who.agentA.token, who.moderator.token]) {
      expectError(
        await t.request('PATCH', url, { token, body: { name: 'Mine now' } }),
        404,
        'NOT_FOUND',
        SAVED_SEARCH_MESSAGES.notFound,
      );
      expectError(await t.request('DELETE', url, { token }), 404, 'NOT_FOUND');
      expectError(await t.request('POST', `${url}/seen`, { token }), 404, 'NOT_FOUND');
    }
    // A session of another site is refused before the search is looked up.
    const sandbox = await t.request('DELETE', url, {
      token: who.otherTenantAgent.token,
      tenant: 'sandbox',
    });
    expect(sandbox.status).toBe(404);
    expectError(
      await t.request('PATCH', url, { body: { frequency: 'paused' } }),
      401,
      'UNAUTHENTICATED',
    );

    const renamed = await t.request('PATCH', url, {
      token: owner.token,
      body: { name: 'Renamed', frequency: 'paused' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Renamed', frequency: 'paused' });
    expect((await t.request('DELETE', url, { token: owner.token })).status).toBe(204);
    expect((await t.request('DELETE', url, { token: owner.token })).status).toBe(404);
  });

  it('an account whose address is not confirmed waits for the link, like a visitor', async () => {
    const fresh = await createCustomer(t);
    const res = await t.request('POST', '/api/v2/saved-searches', {
      token: fresh.token,
      body: search(),
    });
    expect(res.status).toBe(201);
    expect(res.body.confirmed).toBe(false);
    await t.app.notices.drain();
    const confirmed = await t.request('POST', '/api/v2/saved-searches/confirm', {
      body: { token: confirmationToken(fresh.email) },
    });
    expect(confirmed.status).toBe(200);
    const list = await t.request('GET', '/api/v2/saved-searches', { token: fresh.token });
    expect(list.body.content[0].confirmed).toBe(true);
  });

  it(`keeps at most ${SAVED_SEARCH_LIMITS.perAccount} searches an account`, async () => {
    const full = await createCustomer(t);
    await confirmAddress(full.email);
    const [account] = await t.db.select().from(users).where(eq(users.email, full.email));
    await t.db.insert(savedSearches).values(
      Array.from({ length: SAVED_SEARCH_LIMITS.perAccount }, (_, i) => ({
        publicId: `limit-${account!.id}-${i}`,
        tenantId: account!.tenantId,
        userId: account!.id,
        email: full.email,
        name: `Search ${i}`,
        confirmedAt: new Date(),
      })),
    );
    expectError(
      await t.request('POST', '/api/v2/saved-searches', { token: full.token, body: search() }),
      429,
      'TOO_MANY_REQUESTS',
      SAVED_SEARCH_MESSAGES.tooManySearches,
    );
  });

  it('two saves at once both land, never a 500', async () => {
    const twice = await createCustomer(t);
    await confirmAddress(twice.email);
    const [a, b] = await Promise.all([
      t.request('POST', '/api/v2/saved-searches', { token: twice.token, body: search() }),
      t.request('POST', '/api/v2/saved-searches', { token: twice.token, body: search() }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).not.toBe(b.body.id);
    const list = await t.request('GET', '/api/v2/saved-searches', { token: twice.token });
    expect(list.body.content).toHaveLength(2);
  });
});

describe('a visitor’s saved search (double opt-in)', () => {
  it('waits for the confirmation link, which creates nothing else', async () => {
    const admin = await createAdmin(t);
    expect((await setSiteLanguages(t, admin.token, 'en', ['en', 'fr', 'ar'])).status).toBe(200);
    const email = nextEmail();
    const res = await t.request('POST', '/api/v2/saved-searches', {
      headers: { 'accept-language': 'fr' },
      body: search({ email }),
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: 'confirmation-sent' });
    const [row] = await t.db
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.email, email)));
    expect(row).toMatchObject({ userId: null, confirmedAt: null, language: 'fr' });

    await t.app.notices.drain();
    const mail = t.mails.filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toMatch(/Confirmez/);
    expect(mail.text).toContain('/demo/saved-searches/confirm?token=');
    const token = confirmationToken(email);
    expect(row!.confirmTokenHash).not.toContain(token);

    const first = await t.request('POST', '/api/v2/saved-searches/confirm', { body: { token } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ name: 'Houses to rent in Avondale' });
    expect((await rowOf(row!.publicId)).confirmedAt).not.toBeNull();
    // The link followed twice answers the same.
    const again = await t.request('POST', '/api/v2/saved-searches/confirm', { body: { token } });
    expect(again).toMatchObject({ status: 200, body: { name: 'Houses to rent in Avondale' } });
    // Nothing else was created: no account for the address.
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses a bad or expired confirmation token', async () => {
    expectError(
      await t.request('POST', '/api/v2/saved-searches/confirm', { body: { token: 'nope' } }),
      400,
      'BAD_REQUEST',
      SAVED_SEARCH_MESSAGES.badToken,
    );
    const email = nextEmail();
    await t.request('POST', '/api/v2/saved-searches', { body: search({ email }) });
    await t.app.notices.drain();
    const token = confirmationToken(email);
    await t.db
      .update(savedSearches)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(savedSearches.email, email));
    expectError(
      await t.request('POST', '/api/v2/saved-searches/confirm', { body: { token } }),
      400,
      'BAD_REQUEST',
      SAVED_SEARCH_MESSAGES.badToken,
    );
  });

  it('needs an e-mail address', async () => {
    const body = expectError(
      await t.request('POST', '/api/v2/saved-searches', { body: search() }),
      400,
      'VALIDATION_FAILED',
      SAVED_SEARCH_MESSAGES.emailRequired,
    );
    expect(body.details).toEqual([{ path: 'email', message: SAVED_SEARCH_MESSAGES.emailRequired }]);
  });

  it(`sends at most ${SAVED_SEARCH_LIMITS.confirmationsPerHour} confirmation mails an hour to one address`, async () => {
    const email = nextEmail();
    for (let i = 0; i < SAVED_SEARCH_LIMITS.confirmationsPerHour; i++) {
      const res = await t.request('POST', '/api/v2/saved-searches', { body: search({ email }) });
      expect(res.status).toBe(202);
    }
    expectError(
      await t.request('POST', '/api/v2/saved-searches', {
        body: search({ email: email.toUpperCase() }),
      }),
      429,
      'TOO_MANY_REQUESTS',
      SAVED_SEARCH_MESSAGES.tooManyMails,
    );
  });

  it(`keeps at most ${SAVED_SEARCH_LIMITS.unconfirmedPerEmail} searches of an address waiting`, async () => {
    const email = nextEmail();
    for (let i = 0; i < SAVED_SEARCH_LIMITS.unconfirmedPerEmail; i++) {
      await t.request('POST', '/api/v2/saved-searches', { body: search({ email }) });
      // Older than an hour: only the waiting count applies.
      await t.db
        .update(savedSearches)
        .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
        .where(eq(savedSearches.email, email));
    }
    expectError(
      await t.request('POST', '/api/v2/saved-searches', { body: search({ email }) }),
      429,
      'TOO_MANY_REQUESTS',
      SAVED_SEARCH_MESSAGES.tooManyUnconfirmed,
    );
  });
});

describe('bad bodies', () => {
  const refused = async (body: Record<string, unknown>, path: string, message: string) => {
    const res = await t.request('POST', '/api/v2/saved-searches', { token: owner.token, body });
    const error = expectError(res, 400, 'VALIDATION_FAILED');
    expect(error.details).toContainEqual({ path, message });
  };

  it('refuses an area that crosses itself or has too many corners', async () => {
    await refused(
      search({
        filters: {
          area: [
            [31.0, -17.9],
            [31.1, -17.7],
            [31.1, -17.9],
            [31.0, -17.7],
          ],
        },
      }),
      'filters.area',
      SEARCH_AREA_MESSAGES.selfIntersecting,
    );
    const circle = Array.from({ length: 201 }, (_, i) => {
      const a = (i / 201) * 2 * Math.PI;
      return [31 + 0.1 * Math.cos(a), -17.8 + 0.1 * Math.sin(a)];
    });
    await refused(
      search({ filters: { area: circle } }),
      'filters.area',
      SEARCH_AREA_MESSAGES.tooManyCorners,
    );
  });

  it('refuses ids this site does not have', async () => {
    await refused(
      search({ filters: { types: ['no-such-type'] } }),
      'filters.types',
      SAVED_SEARCH_MESSAGES.unknownType,
    );
    await refused(
      search({ filters: { suburbs: [await r.suburb('Avondale'), 'no-such-suburb'] } }),
      'filters.suburbs',
      SAVED_SEARCH_MESSAGES.unknownSuburb,
    );
    await refused(
      search({ filters: { cities: ['no-such-city'] } }),
      'filters.cities',
      SAVED_SEARCH_MESSAGES.unknownCity,
    );
    await refused(
      search({ filters: { features: ['no-such-feature'] } }),
      'filters.features',
      SAVED_SEARCH_MESSAGES.unknownFeature,
    );
  });

  it('refuses names too long or empty, and a query too long', async () => {
    await refused(search({ name: 'x'.repeat(81) }), 'name', SAVED_SEARCH_MESSAGES.nameTooLong);
    await refused(search({ name: '  ' }), 'name', SAVED_SEARCH_MESSAGES.nameRequired);
    await refused(
      search({ query: 'q='.padEnd(2001, 'x') }),
      'query',
      SAVED_SEARCH_MESSAGES.queryTooLong,
    );
    const res = await t.request('POST', '/api/v2/saved-searches', {
      token: owner.token,
      body: search({ frequency: 'hourly' }),
    });
    expectError(res, 400, 'VALIDATION_FAILED');
  });
});

describe('signed links, without a sign-in', () => {
  let publicId: string;
  const secret = () => t.config.jwtSecret;
  const link = (purpose: 'manage' | 'unsubscribe') =>
    encodeURIComponent(searchLinkToken(secret(), publicId, purpose));

  beforeAll(async () => {
    const res = await t.request('POST', '/api/v2/saved-searches', {
      token: owner.token,
      body: search({ name: 'From an alert', frequency: 'instant' }),
    });
    publicId = res.body.id;
  });

  it('reads and changes the search with the manage link, the address masked', async () => {
    const res = await t.request('GET', `/api/v2/saved-searches/by-link?token=${link('manage')}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      name: 'From an alert',
      frequency: 'instant',
      query: 'category=RENT',
      email: `${owner.email[0]}***@example.com`,
    });
    const changed = await t.request(
      'PATCH',
      `/api/v2/saved-searches/by-link?token=${link('manage')}`,
      { body: { frequency: 'weekly' } },
    );
    expect(changed.body.frequency).toBe('weekly');
  });

  it('refuses a token of another purpose, or forged', async () => {
    for (const [method, url] of [
      ['GET', `/api/v2/saved-searches/by-link?token=${link('unsubscribe')}`],
      ['DELETE', `/api/v2/saved-searches/by-link?token=${link('unsubscribe')}`],
      ['POST', `/api/v2/saved-searches/unsubscribe?token=${link('manage')}`],
      ['POST', `/api/v2/saved-searches/unsubscribe?token=${publicId}.forged`],
    ] as const) {
      expectError(await t.request(method, url), 400, 'BAD_REQUEST', SAVED_SEARCH_MESSAGES.badLink);
    }
    expect((await rowOf(publicId)).frequency).toBe('weekly');
  });

  it('unsubscribes with the link: the search is paused, twice is fine', async () => {
    const url = `/api/v2/saved-searches/unsubscribe?token=${link('unsubscribe')}`;
    const res = await t.request('POST', url);
    expect(res).toMatchObject({ status: 200, body: { name: 'From an alert' } });
    expect((await rowOf(publicId)).frequency).toBe('paused');
    expect((await t.request('POST', url)).status).toBe(200);
  });

  it('unsubscribes in one click (RFC 8058): a form post with no X-Tenant', async () => {
    await t.db
      .update(savedSearches)
      .set({ frequency: 'daily' })
      .where(eq(savedSearches.publicId, publicId));
    const res = await t.app.inject({
      method: 'POST',
      url: `/demo/saved-searches/unsubscribe?token=${link('unsubscribe')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('You will receive no more alerts for this search.');
    expect((await rowOf(publicId)).frequency).toBe('paused');

    const forged = await t.app.inject({
      method: 'POST',
      url: `/demo/saved-searches/unsubscribe?token=${link('manage')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    const noSite = await t.app.inject({
      method: 'POST',
      url: `/no-such-site/saved-searches/unsubscribe?token=${link('unsubscribe')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(noSite.statusCode).toBe(404);
  });

  it('deletes with the manage link; the links then find nothing', async () => {
    const url = `/api/v2/saved-searches/by-link?token=${link('manage')}`;
    expect((await t.request('DELETE', url)).status).toBe(204);
    expectError(await t.request('GET', url), 400, 'BAD_REQUEST', SAVED_SEARCH_MESSAGES.badLink);
  });
});
