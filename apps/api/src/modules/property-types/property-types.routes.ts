import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROPERTY_TYPES_PAGE_SIZE, zeroBasedPagingQuery } from '@propdesk/shared';
import { requireTenant } from '../../infra/tenant';
import { errorResponses } from '../../lib/openapi';
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
          'Anyone; no session needed. 400 for a page or size out of range; 404 for an unknown ' +
          'site (X-Tenant).',
        querystring: zeroBasedPagingQuery(PROPERTY_TYPES_PAGE_SIZE),
        response: { 200: propertyTypePageSchema, ...errorResponses(404) },
      },
    },
    (req) => service.listTypes(ctx, req.actor, requireTenant(req), req.query),
  );
}
