import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, expectError, type TestApp } from '../../test/helper';
import { type BodyOf } from '../../test/api-body';
import { cast } from '../../test/listings';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let admin: { token: string };
let secondAdmin: { token: string };
let sandboxAdmin: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  [admin, secondAdmin, sandboxAdmin] = await Promise.all([
    createAdmin(t),
    createAdmin(t),
    createAdmin(t, 'sandbox'),
  ]);
});
afterAll(() => t.close());

const current = (tenant = 'demo') =>
  t.request<BodyOf<'getCurrentSite', 200>>('GET', '/api/v2/tenants/current', { tenant });
const setLanguages = (body: unknown, token = admin.token, tenant = 'demo') =>
  t.request('PUT', '/api/v2/tenants/current/languages', { token, body, tenant });
const reset = () => setLanguages({ defaultLanguage: 'en', languages: ['en'] });

describe('the languages of a site', () => {
  it('offers English alone, English by default, until an admin changes it; anyone reads them', async () => {
    const res = await current();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ defaultLanguage: 'en', languages: ['en'] });
    const sites = await t.request('GET', '/api/v2/tenants', { tenant: null });
    expect(sites.body.content).toContainEqual(res.body);
  });
});

describe('PUT /api/v2/tenants/current/languages', () => {
  it('sets the default and the offered languages in the order given; GET current answers them at once', async () => {
    expect((await current()).body.languages).toEqual(['en']); // fills the tenancy cache
    const res = await setLanguages({ defaultLanguage: 'fr', languages: ['fr', 'ar', 'en'] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      slug: 'demo',
      name: 'Propdesk Demo',
      defaultLanguage: 'fr',
      languages: ['fr', 'ar', 'en'],
    });
    expect((await current()).body).toEqual(res.body);
    expect((await current('sandbox')).body).toMatchObject({
      defaultLanguage: 'en',
      languages: ['en'],
    });

    const audit = await t.request('GET', '/api/v2/audit/all?entity=site', {
      token: admin.token,
      tenant: 'demo',
    });
    expect(audit.body.content[0]).toMatchObject({
      entity: 'site',
      entityId: 'demo',
      action: 'update',
      changes: {
        defaultLanguage: { before: 'en', after: 'fr' },
        languages: { before: ['en'], after: ['fr', 'ar', 'en'] },
      },
    });
    await reset();
  });

  it('answers the site unchanged, and audits nothing, when nothing changes', async () => {
    const before = (await current()).body;
    const audits = async () =>
      (await t.request('GET', '/api/v2/audit/all?entity=site', { token: admin.token })).body
        .totalElements;
    const count = await audits();
    const res = await setLanguages({ defaultLanguage: 'en', languages: ['en'] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(before);
    expect(await audits()).toBe(count);
  });

  it.each([
    [
      { defaultLanguage: 'de', languages: ['en'] },
      'defaultLanguage',
      /Propdesk offers \(en, fr, ar\)/,
    ],
    [{ defaultLanguage: 'en', languages: ['en', 'de'] }, 'languages.1', /Propdesk offers/],
    [{ defaultLanguage: 'en', languages: ['en', 'EN'] }, 'languages.1', /Propdesk offers/],
    [{ defaultLanguage: 'en', languages: [] }, 'languages', 'Offer at least one language'],
    [{ defaultLanguage: 'en' }, 'languages', 'Offer at least one language'],
    [{ defaultLanguage: 'en', languages: 'en' }, 'languages', 'Offer at least one language'],
    [
      { defaultLanguage: 'en', languages: ['en', 'fr', 'en'] },
      'languages',
      'Each language can be offered once',
    ],
    [
      { defaultLanguage: 'ar', languages: ['en', 'fr'] },
      'defaultLanguage',
      'The default language must be one of the offered languages',
    ],
    [{ languages: ['en'] }, 'defaultLanguage', /Propdesk offers/],
  ])('refuses %j with 400 on %s, and changes nothing', async (body, path, message) => {
    const res = await setLanguages(body);
    const error = expectError(res, 400, 'VALIDATION_FAILED');
    expect(error.details).toContainEqual({ path, message: expect.stringMatching(message) });
    expect((await current()).body).toMatchObject({ defaultLanguage: 'en', languages: ['en'] });
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/tenants/current/languages',
      headers: {
        authorization: `Bearer ${admin.token}`,
        'x-tenant': 'demo',
        'content-type': 'application/json',
      },
      payload: '{"languages":',
    });
    expect(res.statusCode).toBe(400);
  });

  it('two admins saving at once: both saves apply in turn, one of them stays, each is audited', async () => {
    const a = { defaultLanguage: 'fr', languages: ['fr', 'en'] };
    const b = { defaultLanguage: 'ar', languages: ['ar'] };
    const [first, second] = await Promise.all([
      setLanguages(a, admin.token),
      setLanguages(b, secondAdmin.token),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const after = (await current()).body;
    const kept = { defaultLanguage: after.defaultLanguage, languages: after.languages };
    expect([a, b]).toContainEqual(kept);
    // The one that stays is the last one written: its answer is what GET current says.
    expect([first.body, second.body]).toContainEqual(after);
    const audit = await t.request('GET', '/api/v2/audit/all?entity=site&size=2', {
      token: admin.token,
    });
    expect(audit.body.content.map((e: { changes: object }) => e.changes)).toHaveLength(2);
    expect(audit.body.content[0].changes.defaultLanguage.after).toBe(kept.defaultLanguage);
    await reset();
  });

  it("keeps a rename and a language change made at once: neither save loses the other's field", async () => {
    const [details, languages] = await Promise.all([
      t.request('PUT', '/api/v2/tenants/current', {
        token: secondAdmin.token,
        body: { name: 'Propdesk Dakar', defaultCurrency: 'USD' },
      }),
      setLanguages({ defaultLanguage: 'fr', languages: ['fr', 'en'] }),
    ]);
    expect([details.status, languages.status]).toEqual([200, 200]);
    expect((await current()).body).toMatchObject({
      name: 'Propdesk Dakar',
      defaultLanguage: 'fr',
      languages: ['fr', 'en'],
    });
    await t.request('PUT', '/api/v2/tenants/current', {
      token: admin.token,
      body: { name: 'Propdesk Demo', defaultCurrency: 'USD' },
    });
    await reset();
  });

  it('needs a session (401)', async () => {
    const res = await t.request('PUT', '/api/v2/tenants/current/languages', {
      tenant: 'demo',
      body: { defaultLanguage: 'fr', languages: ['fr'] },
    });
    expectError(res, 401, 'UNAUTHENTICATED');
    expect((await current()).body.defaultLanguage).toBe('en');
  });

  it('refuses moderators, agents and customers with 403, and changes nothing', async () => {
    for (const token of [who.moderator.token, who.agentA.token, who.customer.token]) {
      const res = await setLanguages({ defaultLanguage: 'fr', languages: ['fr'] }, token);
      expectError(res, 403, 'FORBIDDEN', "Only admins can change the site's languages");
    }
    expect((await current()).body.defaultLanguage).toBe('en');
  });

  it("keeps another site's admin out, and changes only their own site", async () => {
    const res = await setLanguages(
      { defaultLanguage: 'fr', languages: ['fr'] },
      sandboxAdmin.token,
    );
    expectError(res, 403, 'TENANT_MISMATCH', 'This session belongs to another site');
    const own = await setLanguages(
      { defaultLanguage: 'ar', languages: ['ar', 'en'] },
      sandboxAdmin.token,
      'sandbox',
    );
    expect(own.body).toMatchObject({ slug: 'sandbox', defaultLanguage: 'ar' });
    expect((await current()).body).toMatchObject({ defaultLanguage: 'en', languages: ['en'] });
    await setLanguages({ defaultLanguage: 'en', languages: ['en'] }, sandboxAdmin.token, 'sandbox');
  });
});
