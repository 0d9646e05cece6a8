import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TENANTS_PAGE_SIZE, zeroBasedPagingQuery } from '@propdesk/shared';
import { requireTenant } from '../../infra/tenant';
import { errorResponses } from '../../lib/openapi';
import { sitePageSchema, siteSchema } from './tenants.schemas';
import * as service from './tenants.service';

const tags = ['Sites'];

export async function tenantsRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: service.TenantsContext },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/tenants',
    {
      config: { auth: 'public', tenant: false },
      schema: {
        tags,
        summary: 'The regional sites (no X-Tenant needed)',
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
        summary: 'The site named in X-Tenant',
        response: { 200: siteSchema, ...errorResponses(404) },
      },
    },
    (req) => service.currentSite(ctx, req.actor, requireTenant(req)),
  );
}
