import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, LANGUAGE_CODES, publicIdParams } from '@propdesk/shared';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import { requestLanguage } from '../../locales';
import { readingOf } from '../properties';
import { publicSite } from '../seo';
import type { Brochure, BrochuresContext } from './brochures.service';
import * as service from './brochures.service';

const tags = ['Properties'];
/** A shared cache may keep a live listing's brochure as long as its page: a minute. */
const PUBLIC_BROCHURE_CACHE = 'public, max-age=0, s-maxage=60';

const sendPdf = (reply: FastifyReply, brochure: Brochure, cacheControl: string) =>
  reply
    .type('application/pdf')
    .header('cache-control', cacheControl)
    .header('content-disposition', `attachment; filename="${brochure.fileName}"`)
    .send(brochure.pdf);

export async function brochuresRoutes(app: FastifyInstance, { ctx }: { ctx: BrochuresContext }) {
  app.addHook('onClose', () => ctx.printer.close());
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/properties/ids/:id/brochure',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        operationId: 'getListingBrochure',
        summary: "A listing's brochure: an A4 PDF to print or hand to a client",
        description:
          "Title, price, place, photos, key facts, description, features and the agency's " +
          "contacts, in the reader's language (lang, else Accept-Language), Arabic from the " +
          'right. Anyone for a live listing; a listing in review or archived for its agent and ' +
          "the site's moderators and admins only. Reading it counts no view. 401 when a sent " +
          "token is invalid or expired; 403 for a session of another site; 404 'Property not " +
          "found' for a listing that does not exist or is hidden from the caller; 400 for a lang " +
          'the site does not offer; 503 when the server cannot print (no Chromium, or too many ' +
          'brochures at once: try again).',
        security: bearer,
        params: publicIdParams,
        querystring: z.object({ lang: z.enum(LANGUAGE_CODES).optional() }),
        response: {
          200: {
            description: 'The brochure (application/pdf, as an attachment)',
            content: { 'application/pdf': { schema: z.any() } },
          },
          ...errorResponses(400, 401, 403, 404, 503),
        },
      },
    },
    async (req, reply) => {
      const tenant = requireTenant(req);
      const { language } = readingOf(tenant, req.query.lang, requestLanguage(req));
      const brochure = await service.listingBrochure(
        ctx,
        req.actor,
        tenant,
        req.params.id,
        language,
      );
      return sendPdf(reply, brochure, 'private, no-cache');
    },
  );

  // The public page's "Download brochure": a plain link beside the page's own address, which
  // works without JavaScript. Not an API operation: left out of the API document.
  const pageParams = z.object({
    tenant: z.string().max(100),
    language: z.string().max(20).optional(),
    id: z.string().max(100),
  });
  const publicBrochure = async (params: z.infer<typeof pageParams>, reply: FastifyReply) => {
    const site = await publicSite(ctx, params.tenant, params.language);
    if (!site) throw new AppError('NOT_FOUND', 'Property not found');
    const brochure = await service.listingBrochure(
      ctx,
      null,
      site.tenant,
      params.id,
      site.language,
    );
    return sendPdf(reply, brochure, PUBLIC_BROCHURE_CACHE);
  };
  const config = { auth: 'public', tenant: false } as const;
  const schema = { hide: true, params: pageParams };
  r.get('/:tenant/listings/:id/brochure.pdf', { config, schema }, (req, reply) =>
    publicBrochure(req.params, reply),
  );
  r.get('/:tenant/:language/listings/:id/brochure.pdf', { config, schema }, (req, reply) =>
    publicBrochure(req.params, reply),
  );
}
