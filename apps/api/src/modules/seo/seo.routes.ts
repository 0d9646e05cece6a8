import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SeoContext } from './seo.service';
import * as service from './seo.service';

const CRAWLER_FILE_CACHE = 'public, max-age=300';
/** A preview's address names what is drawn on it: the picture under it never changes. */
const PREVIEW_CACHE = 'public, max-age=31536000, immutable';
/** An old preview address points at the current one for as long as a page stays cached. */
const MOVED_PREVIEW_CACHE = 'public, max-age=60';

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
    '/:tenant/listings/:id/preview/:language/:file',
    {
      config,
      schema: {
        hide: true,
        params: z.object({
          tenant: z.string().max(100),
          id: z.string().max(100),
          language: z.string().max(20),
          file: z.string().regex(/^[\w-]{1,40}\.jpg$/),
        }),
      },
    },
    async (req, reply) => {
      const { tenant, id, language, file } = req.params;
      const answer = await service.listingPreviewPicture(
        ctx,
        req.actor,
        tenant,
        id,
        language,
        file,
      );
      if ('movedTo' in answer)
        return reply.header('cache-control', MOVED_PREVIEW_CACHE).redirect(answer.movedTo, 302);
      return reply.header('cache-control', PREVIEW_CACHE).type('image/jpeg').send(answer.picture);
    },
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
