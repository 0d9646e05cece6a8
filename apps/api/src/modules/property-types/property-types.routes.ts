import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSchema, PROPERTY_TYPES_PAGE_SIZE } from '@propdesk/shared';
import { requireTenant } from '../../infra/tenant';
import { errorResponses } from '../../lib/openapi';
import { pagingQuery } from '../../lib/paging';
import * as service from './property-types.service';

export const featureSchema = z
  .object({
    publicId: z.string(),
    name: z.string(),
    description: z.string(),
    location: z.string().describe('INTERNAL or EXTERNAL'),
  })
  .meta({ id: 'CatalogueFeature' });

const childTypeSchema = z.object({
  publicId: z.string(),
  name: z.string(),
  child: z.literal(true),
  children: z.array(z.never()),
  features: z.array(featureSchema),
});

export const propertyTypeSchema = z
  .object({
    publicId: z.string(),
    name: z.string(),
    child: z.boolean(),
    children: z.array(childTypeSchema),
    features: z.array(featureSchema),
  })
  .meta({ id: 'PropertyType' });

export async function propertyTypesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v2/types/all',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Property types'],
        summary: 'Property types with their children and feature catalogue',
        querystring: pagingQuery(PROPERTY_TYPES_PAGE_SIZE, 0),
        response: { 200: pageSchema(propertyTypeSchema), ...errorResponses(404) },
      },
    },
    async (req) => {
      const page = await service.listTypes(
        app.db,
        requireTenant(req).id,
        req.query.page,
        req.query.size,
      );
      return page as z.infer<ReturnType<typeof pageSchema<typeof propertyTypeSchema>>>;
    },
  );
}
