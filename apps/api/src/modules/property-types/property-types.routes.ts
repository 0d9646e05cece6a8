import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROPERTY_TYPES_PAGE_SIZE, zeroBasedPagingQuery } from '@propdesk/shared';
import { requireTenant } from '../../infra/tenant';
import { errorResponses, readerLang } from '../../lib/openapi';
import { readerLanguage } from '../../locales';
import { propertyTypePageSchema } from './property-types.schemas';
import * as service from './property-types.service';

export async function propertyTypesRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: service.PropertyTypesContext },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v2/types/all',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Property types'],
        operationId: 'listPropertyTypes',
        summary: 'Property types with their children and feature catalogue',
        description:
          "Anyone; no session needed. Type names and the features' labels and descriptions " +
          "are in the reader's language (lang, else Accept-Language among the site's " +
          "languages, else the site's default) where the site has words in it, else as " +
          'written; Content-Language names the language. 400 for a page or size out of range ' +
          'or a lang the site does not offer; 404 for an unknown site (X-Tenant).',
        querystring: zeroBasedPagingQuery(PROPERTY_TYPES_PAGE_SIZE, readerLang),
        response: { 200: propertyTypePageSchema, ...errorResponses(400, 404) },
      },
    },
    (req, reply) =>
      service.listTypes(
        ctx,
        req.actor,
        requireTenant(req),
        req.query,
        readerLanguage(req, reply, req.query.lang),
      ),
  );
}
