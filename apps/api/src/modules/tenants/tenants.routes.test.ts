import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, type TestApp } from '../../test/helper';
import { json } from '../../test/api-body';
import { insertTenant } from './tenants.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v2/tenants', () => {
  it('lists the sites without an X-Tenant header, 12 per page', async () => {
    for (const url of ['/api/v2/tenants', '/api/v2/tenants/']) {
      const res = await t.request('GET', url, { tenant: null });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ page: 0, size: 12 });
      expect(res.body.content).toEqual(
        expect.arrayContaining([
          {
            slug: 'demo',
            name: 'Propdesk Demo',
            defaultCurrency: 'USD',
            timeZone: 'Africa/Harare',
            defaultLanguage: 'en',
            languages: ['en'],
          },
          {
            slug: 'sandbox',
            name: 'Propdesk Sandbox',
            defaultCurrency: 'ZAR',
            timeZone: 'Africa/Johannesburg',
            defaultLanguage: 'en',
            languages: ['en'],
          },
        ]),
      );
      const page = json(res, 'listSites', 200);
      expect(page.totalElements).toBe(page.content.length);
    }
  });

  it('does not care about an unknown X-Tenant', async () => {
    const res = await t.request('GET', '/api/v2/tenants', { tenant: 'nowhere' });
    expect(res.status).toBe(200);
  });

  it('pages', async () => {
    const res = await t.request('GET', '/api/v2/tenants?page=1&size=1', { tenant: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, size: 1, totalPages: res.body.totalElements });
    expect(res.body.content).toHaveLength(1);
  });

  it.each(['page=-1', 'size=0', 'size=1000', 'page=a'])('refuses %s with 400', async (query) => {
    const res = await t.request('GET', `/api/v2/tenants?${query}`, { tenant: null });
    expectError(res, 400, 'VALIDATION_FAILED');
  });
});

describe('GET /api/v2/tenants/current', () => {
  it('returns the site named in X-Tenant, whatever its case', async () => {
    for (const tenant of ['demo', 'DEMO', ' demo ']) {
      const res = await t.request('GET', '/api/v2/tenants/current', { tenant });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        slug: 'demo',
        name: 'Propdesk Demo',
        defaultCurrency: 'USD',
        timeZone: 'Africa/Harare',
        defaultLanguage: 'en',
        languages: ['en'],
      });
    }
    const sandbox = await t.request('GET', '/api/v2/tenants/current/', { tenant: 'sandbox' });
    expect(json(sandbox, 'getCurrentSite', 200).slug).toBe('sandbox');
  });

  it('answers 404 Tenant not found for an unknown site', async () => {
    const res = await t.request('GET', '/api/v2/tenants/current', { tenant: 'atlantis' });
    expectError(res, 404, 'TENANT_NOT_FOUND', 'Tenant not found');
  });

  it('asks for the header when it is missing or empty', async () => {
    for (const tenant of [null, '   ']) {
      const res = await t.request('GET', '/api/v2/tenants/current', {
        tenant: null,
        headers: tenant === null ? {} : { 'x-tenant': tenant },
      });
      expectError(res, 404, 'TENANT_NOT_FOUND', 'Tenant not found: send the X-Tenant header');
    }
  });

  it('serves a new site at once, even when it was asked for before it existed', async () => {
    const before = await t.request('GET', '/api/v2/tenants/current', { tenant: 'late-comer' });
    expectError(before, 404, 'TENANT_NOT_FOUND');
    await insertTenant(t.db, { slug: 'late-comer', name: 'Late Comer', defaultCurrency: 'EUR' });
    const after = await t.request('GET', '/api/v2/tenants/current', { tenant: 'late-comer' });
    expect(after.status).toBe(200);
    expect(after.body).toEqual({
      slug: 'late-comer',
      name: 'Late Comer',
      defaultCurrency: 'EUR',
      timeZone: 'UTC',
      defaultLanguage: 'en',
      languages: ['en'],
    });
  });

  it('answers 404 without a lookup for a header that cannot be a slug', async () => {
    for (const tenant of ['x'.repeat(5000), 'demo/../sandbox', "demo' or '1'='1", '-demo']) {
      const res = await t.request('GET', '/api/v2/tenants/current', { tenant });
      expectError(res, 404, 'TENANT_NOT_FOUND', 'Tenant not found');
    }
  });
});
