import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TENANTS_PAGE_SIZE, zeroBasedPagingQuery } from '@propdesk/shared';
import { requireTenant } from '../../infra/tenant';
import { errorResponses } from '../../lib/openapi';
import { siteAddressesRoutes } from './tenants.addresses-routes';
import { sitePageSchema, siteSchema } from './tenants.schemas';
import * as service from './tenants.service';

const tags = ['Sites'];

export async function tenantsRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: service.TenantsContext },
) {
  await app.register(siteAddressesRoutes, { ctx });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/tenants',
    {
      config: { auth: 'public', tenant: false },
      schema: {
        tags,
        operationId: 'listSites',
        summary: 'The regional sites (no X-Tenant needed)',
        description:
          'Anyone; needs neither a session nor X-Tenant. 400 for a page or size out of range.',
        querystring: zeroBasedPagingQuery(TENANTS_PAGE_SIZE),
        response: { 200: sitePageSchema, ...errorResponses(400) },
      },
    },
    (req) => service.listSites(ctx, req.actor, req.query),
  );

  r.get(
    '/api/v2/tenants/current',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        operationId: 'getCurrentSite',
        summary: 'The site named in X-Tenant',
        description: 'Anyone; no session needed. 404 when X-Tenant is missing or names no site.',
        response: { 200: siteSchema, ...errorResponses(404) },
      },
    },
    (req) => service.currentSite(ctx, req.actor, requireTenant(req)),
  );
}
