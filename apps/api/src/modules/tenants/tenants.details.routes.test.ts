import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createTestApp,
  DEMO_ACCOUNTS,
  expectError,
  type TestApp,
} from '../../test/helper';
import { type BodyOf } from '../../test/api-body';
import { cast } from '../../test/listings';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let admin: { token: string };
let sandboxAdmin: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  [admin, sandboxAdmin] = await Promise.all([createAdmin(t), createAdmin(t, 'sandbox')]);
});
afterAll(() => t.close());

const current = (tenant = 'demo') =>
  t.request<BodyOf<'getCurrentSite', 200>>('GET', '/api/v2/tenants/current', { tenant });
const update = (body: unknown, token = admin.token, tenant = 'demo') =>
  t.request('PUT', '/api/v2/tenants/current', { token, body, tenant });

describe('PUT /api/v2/tenants/current', () => {
  it('renames the site and sets its currency; GET current answers the new details at once', async () => {
    expect((await current()).body.name).toBe('Propdesk Demo'); // fills the tenancy cache
    const res = await update({ name: '  Propdesk Harare  ', defaultCurrency: 'zar' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      slug: 'demo',
      name: 'Propdesk Harare',
      defaultCurrency: 'ZAR',
      timeZone: 'Africa/Harare',
      defaultLanguage: 'en',
      languages: ['en'],
    });
    expect((await current()).body).toEqual(res.body);
    const sites = await t.request('GET', '/api/v2/tenants', { tenant: null });
    expect(sites.body.content).toContainEqual(res.body);
    expect((await current('sandbox')).body.name).toBe('Propdesk Sandbox');

    const audit = await t.request('GET', '/api/v2/audit/all?entity=site', {
      token: admin.token,
      tenant: 'demo',
    });
    expect(audit.body.content[0]).toMatchObject({
      entity: 'site',
      entityId: 'demo',
      action: 'update',
      changes: {
        name: { before: 'Propdesk Demo', after: 'Propdesk Harare' },
        defaultCurrency: { before: 'USD', after: 'ZAR' },
      },
    });
  });

  it('answers the site unchanged when nothing changes', async () => {
    const before = (await current()).body;
    const res = await update({ name: before.name, defaultCurrency: before.defaultCurrency });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(before);
  });

  it("takes any currency of the site's countries, and refuses others with the field", async () => {
    expect((await update({ name: 'Propdesk Demo', defaultCurrency: 'KES' })).body).toMatchObject({
      defaultCurrency: 'KES',
    });
    const res = await update({ name: 'Propdesk Demo', defaultCurrency: 'EUR' });
    const body = expectError(res, 400, 'VALIDATION_FAILED', "Choose one of the site's currencies");
    expect(body.details).toEqual([
      { path: 'defaultCurrency', message: "Choose one of the site's currencies" },
    ]);
    expect((await current()).body.defaultCurrency).toBe('KES');
    expect((await update({ name: 'Propdesk Demo', defaultCurrency: 'USD' })).status).toBe(200);
  });

  it.each([
    [{ defaultCurrency: 'USD' }, 'name', 'Name is required'],
    [{ name: '   ', defaultCurrency: 'USD' }, 'name', 'Name is required'],
    [{ name: ' A ', defaultCurrency: 'USD' }, 'name', 'Name must be at least 2 characters'],
    [
      { name: 'x'.repeat(81), defaultCurrency: 'USD' },
      'name',
      'Name must be at most 80 characters',
    ],
    [{ name: 42, defaultCurrency: 'USD' }, 'name', 'Name is required'],
    [{ name: 'Propdesk Demo' }, 'defaultCurrency', 'Select a currency'],
    [{ name: 'Propdesk Demo', defaultCurrency: 'US' }, 'defaultCurrency', 'Select a currency'],
  ])('refuses %j with 400 on %s', async (body, path, message) => {
    const res = await update(body);
    const error = expectError(res, 400, 'VALIDATION_FAILED');
    expect(error.details).toContainEqual({ path, message });
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/tenants/current',
      headers: {
        authorization: `Bearer ${admin.token}`,
        'x-tenant': 'demo',
        'content-type': 'application/json',
      },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
  });

  it('accepts a name of exactly 80 characters', async () => {
    const name = 'N'.repeat(80);
    expect((await update({ name, defaultCurrency: 'USD' })).body.name).toBe(name);
    expect((await update({ name: 'Propdesk Demo', defaultCurrency: 'USD' })).status).toBe(200);
  });

  it('needs a session (401)', async () => {
    const res = await t.request('PUT', '/api/v2/tenants/current', {
      tenant: 'demo',
      body: { name: 'Nope', defaultCurrency: 'USD' },
    });
    expectError(res, 401, 'UNAUTHENTICATED');
    expect((await current()).body.name).toBe('Propdesk Demo');
  });

  it('refuses moderators, agents and customers with 403, and changes nothing', async () => {
    for (const token of [who.moderator.token, who.agentA.token, who.customer.token]) {
      const res = await update({ name: 'Taken over', defaultCurrency: 'USD' }, token);
      expectError(res, 403, 'FORBIDDEN', "Only admins can change the site's details");
    }
    expect((await current()).body.name).toBe('Propdesk Demo');
  });

  it("keeps another site's admin out: their session is refused on this site, and changes only theirs", async () => {
    const res = await update({ name: 'Taken over', defaultCurrency: 'USD' }, sandboxAdmin.token);
    expectError(res, 403, 'TENANT_MISMATCH', 'This session belongs to another site');
    expect((await current()).body.name).toBe('Propdesk Demo');

    const own = await update(
      { name: 'Sandbox Jozi', defaultCurrency: 'ZAR' },
      sandboxAdmin.token,
      'sandbox',
    );
    expect(own.body).toMatchObject({ slug: 'sandbox', name: 'Sandbox Jozi' });
    expect((await current()).body.name).toBe('Propdesk Demo');
    await update(
      { name: 'Propdesk Sandbox', defaultCurrency: 'ZAR' },
      sandboxAdmin.token,
      'sandbox',
    );
  });

  it('lets the seeded demo admin of each site rename it', async () => {
    for (const tenant of ['demo', 'sandbox']) {
      const { token } = await t.login(
        DEMO_ACCOUNTS.admin.email,
        DEMO_ACCOUNTS.admin.password,
        tenant,
      );
      const { name, defaultCurrency } = (await current(tenant)).body;
      expect((await update({ name, defaultCurrency }, token, tenant)).status).toBe(200);
    }
  });

  it('answers 404 for a site that does not exist', async () => {
    const res = await update({ name: 'Nowhere', defaultCurrency: 'USD' }, admin.token, 'nowhere');
    expectError(res, 404, 'TENANT_NOT_FOUND');
  });
});
