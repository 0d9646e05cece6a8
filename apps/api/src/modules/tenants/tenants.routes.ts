import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, count } from 'drizzle-orm';
import { z } from 'zod';
import { pageSchema, TENANTS_PAGE_SIZE } from '@propdesk/shared';
import { tenants } from '../../db/schema';
import { requireTenant } from '../../infra/tenant';
import { errorResponses } from '../../lib/openapi';
import { pagingQuery, toPage } from '../../lib/paging';

const siteSchema = z
  .object({ slug: z.string(), name: z.string(), defaultCurrency: z.string() })
  .meta({ id: 'Site' });

export async function tenantsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const view = (t: { slug: string; name: string; defaultCurrency: string }) => ({
    slug: t.slug,
    name: t.name,
    defaultCurrency: t.defaultCurrency,
  });

  r.get(
    '/api/v2/tenants',
    {
      config: { auth: 'public', tenant: false },
      schema: {
        tags: ['Sites'],
        summary: 'The regional sites (no X-Tenant needed)',
        querystring: pagingQuery(TENANTS_PAGE_SIZE, 0),
        response: { 200: pageSchema(siteSchema), ...errorResponses(400) },
      },
    },
    async (req) => {
      const { page, size } = req.query;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(tenants)
          .orderBy(asc(tenants.name), asc(tenants.slug))
          .offset(page * size)
          .limit(size),
        app.db.select({ n: count() }).from(tenants),
      ]);
      return toPage(rows.map(view), total?.n ?? 0, page, size);
    },
  );

  r.get(
    '/api/v2/tenants/current',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Sites'],
        summary: 'The site named in X-Tenant',
        response: { 200: siteSchema, ...errorResponses(404) },
      },
    },
    async (req) => view(requireTenant(req)),
  );
}
