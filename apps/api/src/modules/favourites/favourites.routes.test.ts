import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAVOURITES_MERGE } from '@propdesk/shared';
import { favourites, notices, tenants, users } from '../../db/schema';
import {
  createAgent,
  createCustomer,
  createTestApp,
  expectError,
  type TestApp,
} from '../../test/helper';
import { approve, cast, createListing, refs } from '../../test/listings';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let place: { type: string; suburb: string };
let tenantId: number;

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  const r = await refs(t);
  place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
  tenantId = r.tenantId;
  // Two hours ahead of UTC: the notices' day ends at 22:00 UTC.
  await t.db.update(tenants).set({ timeZone: 'Africa/Harare' }).where(eq(tenants.id, tenantId));
});
afterAll(() => t.close());

async function liveListing(overrides: Record<string, unknown> = {}) {
  const listing = await createListing(t, who.agentA, place, { price: 100000, ...overrides });
  await approve(t, who.moderator.token, listing.publicId);
  return listing as { publicId: string; title: string };
}

const call = (method: string, url: string, token?: string, body?: unknown) =>
  t.request(method, `/api/v2/favourites${url}`, { token, body });

describe('favourites: save, list, remove', () => {
  it('saves a live listing once, lists it newest first with its card, and removes it', async () => {
    const customer = await createCustomer(t);
    const first = await liveListing({ name: 'Avondale cottage' });
    const second = await liveListing({ name: 'Avondale villa' });
    expect((await call('PUT', `/${first.publicId}`, customer.token)).status).toBe(204);
    expect((await call('PUT', `/${second.publicId}`, customer.token)).status).toBe(204);
    // Idempotent: saving again changes nothing.
    expect((await call('PUT', `/${first.publicId}`, customer.token)).status).toBe(204);

    const ids = await call('GET', '/ids', customer.token);
    expect(ids.body).toEqual({ ids: [second.publicId, first.publicId] });
    const list = await call('GET', '', customer.token);
    expect(list.status).toBe(200);
    expect(list.body.content).toHaveLength(2);
    expect(list.body.content[1]).toMatchObject({
      propertyId: first.publicId,
      title: first.title,
      price: 100000,
      currency: expect.any(String),
      savedPrice: 100000,
      priceChange: 0,
      state: 'AVAILABLE',
      category: expect.any(String),
    });
    expect(list.body.content[1].place).toContain('Avondale');

    expect((await call('DELETE', `/${first.publicId}`, customer.token)).status).toBe(204);
    expect((await call('DELETE', `/${first.publicId}`, customer.token)).status).toBe(204);
    expect((await call('GET', '/ids', customer.token)).body).toEqual({ ids: [second.publicId] });
  });

  it('refuses a listing the public cannot see, or an unknown one, with 404', async () => {
    const customer = await createCustomer(t);
    const inReview = await createListing(t, who.agentA, place);
    expectError(await call('PUT', `/${inReview.publicId}`, customer.token), 404, 'NOT_FOUND');
    expectError(await call('PUT', '/no-such-listing', customer.token), 404, 'NOT_FOUND');
    expectError(await call('PUT', `/${'x'.repeat(65)}`, customer.token), 400, 'VALIDATION_FAILED');
  });

  it('needs a session of this site', async () => {
    const live = await liveListing();
    expectError(await call('GET', ''), 401, 'UNAUTHENTICATED');
    expectError(await call('PUT', `/${live.publicId}`), 401, 'UNAUTHENTICATED');
    const other = await createCustomer(t, 'sandbox');
    expectError(
      await t.request('GET', '/api/v2/favourites', { token: other.token, tenant: 'demo' }),
      403,
      'TENANT_MISMATCH',
    );
  });

  it("shows no one another person's favourites, on this site or another", async () => {
    const live = await liveListing();
    const ann = await createCustomer(t);
    const ben = await createCustomer(t);
    await call('PUT', `/${live.publicId}`, ann.token);
    expect((await call('GET', '', ben.token)).body).toEqual({ content: [] });
    // Ben removing Ann's listing id touches only his own list.
    await call('DELETE', `/${live.publicId}`, ben.token);
    expect((await call('GET', '/ids', ann.token)).body.ids).toEqual([live.publicId]);
    // An account of another site sees its own site's favourites: none of Ann's.
    const sandbox = await createCustomer(t, 'sandbox');
    const theirs = await t.request('GET', '/api/v2/favourites', {
      token: sandbox.token,
      tenant: 'sandbox',
    });
    expect(theirs.body).toEqual({ content: [] });
    // A demo listing's id is unknown on the other site.
    expectError(
      await t.request('PUT', `/api/v2/favourites/${live.publicId}`, {
        token: sandbox.token,
        tenant: 'sandbox',
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('keeps a listing that was archived, withdrawn or deleted, shown as no longer available', async () => {
    const customer = await createCustomer(t);
    const archived = await liveListing({ name: 'To archive' });
    const deleted = await liveListing({ name: 'To delete' });
    for (const l of [archived, deleted]) await call('PUT', `/${l.publicId}`, customer.token);
    await t.request('PUT', `/properties/ids/${archived.publicId}/update`, {
      token: who.agentA.token,
      body: { archived: true },
    });
    const gone = await t.request('DELETE', `/properties/ids/${deleted.publicId}/delete`, {
      token: who.agentA.token,
    });
    expect(gone.status).toBe(200);
    const list = (await call('GET', '', customer.token)).body.content;
    expect(list).toEqual([
      expect.objectContaining({
        propertyId: deleted.publicId,
        state: 'DELETED',
        title: deleted.title,
        price: null,
        priceChange: null,
      }),
      expect.objectContaining({
        propertyId: archived.publicId,
        state: 'ARCHIVED',
        priceChange: null,
      }),
    ]);
    expect((await call('DELETE', `/${deleted.publicId}`, customer.token)).status).toBe(204);
    expect((await call('GET', '/ids', customer.token)).body.ids).toEqual([archived.publicId]);
  });

  it('refuses saving past the limit with a clear 400', async () => {
    const customer = await createCustomer(t);
    const live = await liveListing();
    // The account's id, to fill its list to the limit without 500 requests.
    const [account] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, customer.email));
    await t.db.insert(favourites).values(
      Array.from({ length: 500 }, (_, i) => ({
        tenantId,
        userId: account!.id,
        listingPublicId: `filler-${i}`,
        title: 'Gone',
        category: 'SALE',
        savedCurrency: 'USD',
      })),
    );
    expectError(
      await call('PUT', `/${live.publicId}`, customer.token),
      400,
      'BAD_REQUEST',
      'You can keep at most 500 favourites: remove one first',
    );
  });
});

describe('favourites: merging a device list', () => {
  it('saves the live ones, skips and names the others, and answers the merged list', async () => {
    const customer = await createCustomer(t);
    const kept = await liveListing();
    const a = await liveListing();
    const b = await liveListing();
    const hidden = await createListing(t, who.agentA, place);
    await call('PUT', `/${kept.publicId}`, customer.token);
    const res = await call('POST', '/merge', customer.token, {
      ids: [a.publicId, hidden.publicId, 'unknown-id', b.publicId, a.publicId, kept.publicId],
    });
    expect(res.status).toBe(200);
    expect(res.body.skipped).toEqual([hidden.publicId, 'unknown-id']);
    expect(res.body.ids).toEqual([b.publicId, a.publicId, kept.publicId]);
  });

  it('refuses a body that is not a list of at most 200 ids', async () => {
    const customer = await createCustomer(t);
    const many = Array.from({ length: MAX_FAVOURITES_MERGE + 1 }, (_, i) => `id-${i}`);
    expectError(
      await call('POST', '/merge', customer.token, { ids: many }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await call('POST', '/merge', customer.token, { ids: 'abc' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await call('POST', '/merge', customer.token, {}), 400, 'VALIDATION_FAILED');
    expectError(await call('POST', '/merge', undefined, { ids: [] }), 401, 'UNAUTHENTICATED');
  });
});

describe('favourites: notices of changes', () => {
  const mailsTo = (email: string) =>
    t.db
      .select()
      .from(notices)
      .where(
        and(
          eq(notices.event, 'favourites.changed'),
          eq(notices.channel, 'EMAIL'),
          like(notices.recipient, email),
        ),
      )
      .orderBy(asc(notices.id));
  const run = (at: string) => t.app.favouriteNotices.run(new Date(at));
  const setPrice = (publicId: string, price: number) =>
    t.request('PUT', `/properties/ids/${publicId}/update`, {
      token: who.agentA.token,
      body: { price },
    });

  it('mails one notice a day at most, in the site time zone, grouping every change', async () => {
    const customer = await createCustomer(t);
    const cheaper = await liveListing({ name: 'Price drop' });
    const archived = await liveListing({ name: 'Archive me' });
    const later = await liveListing({ name: 'Later drop' });
    for (const l of [cheaper, archived, later]) await call('PUT', `/${l.publicId}`, customer.token);
    // Nothing changed: nothing to tell.
    await run('2030-01-01T10:00:00Z');
    expect(await mailsTo(customer.email)).toHaveLength(0);

    expect((await setPrice(cheaper.publicId, 80000)).status).toBe(200);
    await t.request('PUT', `/properties/ids/${archived.publicId}/update`, {
      token: who.agentA.token,
      body: { archived: true },
    });
    // 23:00 on 1 January in Harare.
    await run('2030-01-01T21:00:00Z');
    const [mail, ...more] = await mailsTo(customer.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toMatch(/Your favourites on .* have changed/);
    expect(mail!.body).toContain(cheaper.title);
    expect(mail!.body).toMatch(/The price fell from .*100,000.* to .*80,000/);
    expect(mail!.body).toContain(`${archived.title}: No longer available`);
    expect(mail!.body).toContain('/dashboard/favourites');

    // A new drop the same day (23:30 in Harare) waits for the next day.
    await setPrice(later.publicId, 90000);
    await run('2030-01-01T21:30:00Z');
    expect(await mailsTo(customer.email)).toHaveLength(1);
    // 00:30 on 2 January in Harare (still 1 January in UTC): the next day's notice, with only
    // the change not told yet.
    await run('2030-01-01T22:30:00Z');
    const mails = await mailsTo(customer.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.body).toContain(later.title);
    expect(mails[1]!.body).not.toContain(cheaper.title);
    expect(mails[1]!.body).not.toContain(archived.title);

    // The page shows the same changes.
    const list = (await call('GET', '', customer.token)).body.content;
    expect(
      list.find((f: { propertyId: string }) => f.propertyId === cheaper.publicId),
    ).toMatchObject({
      price: 80000,
      savedPrice: 100000,
      priceChange: -20000,
    });
    // Nothing new: no more mail, whatever the day.
    await run('2030-01-05T10:00:00Z');
    expect(await mailsTo(customer.email)).toHaveLength(2);
  });

  it("writes the notice in the account's language", async () => {
    const customer = await createCustomer(t);
    await t.db.update(users).set({ language: 'fr' }).where(eq(users.email, customer.email));
    const live = await liveListing({ name: 'Maison en français' });
    await call('PUT', `/${live.publicId}`, customer.token);
    await setPrice(live.publicId, 70000);
    await run('2030-02-01T10:00:00Z');
    const [mail] = await mailsTo(customer.email);
    expect(mail!.body).toContain('Le prix est passé de');
  });
});

describe('favourites: agents keep theirs too', () => {
  it('lets any signed-in account of the site keep favourites', async () => {
    const agent = await createAgent(t);
    const live = await liveListing();
    expect((await call('PUT', `/${live.publicId}`, agent.token)).status).toBe(204);
    expect((await call('GET', '/ids', agent.token)).body.ids).toEqual([live.publicId]);
  });
});
