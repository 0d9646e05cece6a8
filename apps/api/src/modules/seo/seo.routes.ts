import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SeoContext } from './seo.service';
import * as service from './seo.service';

const CRAWLER_FILE_CACHE = 'public, max-age=300';

// Files for crawlers, not API operations: left out of the API document. They name their site
// in the path, so they need neither X-Tenant nor a session.
export async function seoRoutes(app: FastifyInstance, { ctx }: { ctx: SeoContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'public', tenant: false } as const;

  r.get('/robots.txt', { config, schema: { hide: true } }, async (req, reply) =>
    reply
      .header('cache-control', CRAWLER_FILE_CACHE)
      .type('text/plain; charset=utf-8')
      .send(await service.robots(ctx, req.actor)),
  );

  r.get(
    '/:tenant/sitemap.xml',
    {
      config,
      schema: {
        hide: true,
        params: z.object({ tenant: z.string().max(100) }),
        querystring: z.object({ page: z.coerce.number().int().min(1).max(100_000).optional() }),
      },
    },
    async (req, reply) =>
      reply
        .header('cache-control', CRAWLER_FILE_CACHE)
        .type('application/xml; charset=utf-8')
        .send(await service.sitemap(ctx, req.actor, req.params.tenant, req.query.page)),
  );
}
