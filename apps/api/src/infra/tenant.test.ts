import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@propdesk/shared';
import { createTenantCache, registerTenancy, requireTenant, type Tenant } from './tenant';

const demo = { id: 7, slug: 'demo', name: 'Demo' } as Tenant;
const app = Fastify();

beforeAll(async () => {
  app.setErrorHandler((error, _request, reply) =>
    error instanceof AppError
      ? reply.status(error.statusCode).send({ code: error.code })
      : reply.status(500).send({}),
  );
  registerTenancy(app, createTenantCache(), async (slug) => (slug === 'demo' ? demo : undefined));
  app.get('/by-header', (request) => ({ site: requireTenant(request).slug }));
  app.get('/:tenant/feed', { config: { tenant: 'path' } }, (request) => ({
    site: requireTenant(request).slug,
  }));
  await app.ready();
});
afterAll(() => app.close());

describe('the site of a request', () => {
  it('comes from X-Tenant by default', async () => {
    const res = await app.inject({ url: '/by-header', headers: { 'x-tenant': 'demo' } });
    expect(res.json()).toEqual({ site: 'demo' });
  });

  it('comes from the address on a route that names it there, whatever X-Tenant says', async () => {
    const res = await app.inject({ url: '/Demo/feed', headers: { 'x-tenant': 'other' } });
    expect(res.json()).toEqual({ site: 'demo' });
  });

  it('is 404 for an address naming no site', async () => {
    const res = await app.inject({ url: '/nowhere/feed' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'TENANT_NOT_FOUND' });
  });
});
