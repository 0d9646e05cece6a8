import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicIdParams } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import {
  bulkFeaturesBody,
  propertyFeatureListSchema,
  propertyFeatureParams,
} from './features.schemas';
import * as service from './features.service';

const tags = ['Property features'];

export async function featuresRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: service.FeaturesContext },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/properties/ids/:id/features/all',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: "A listing's features with quantities",
        params: publicIdParams,
        response: { 200: propertyFeatureListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req) => service.listFeatures(ctx, req.actor, requireTenant(req), req.params.id),
  );

  r.post(
    '/properties/ids/:id/features/all/create',
    {
      schema: {
        tags,
        summary: 'Add features to a listing, or change their quantity (its agent only)',
        security: bearer,
        params: publicIdParams,
        body: bulkFeaturesBody,
        response: { 201: propertyFeatureListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const list = await service.addFeatures(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        req.body.bulk,
      );
      return reply.status(201).send(list);
    },
  );

  r.post(
    '/api/v2/properties/ids/:id/features/ids/:featureId/remove',
    {
      schema: {
        tags,
        summary: 'Remove one feature from a listing (its agent only)',
        security: bearer,
        params: propertyFeatureParams,
        response: { 200: propertyFeatureListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req) =>
      service.removeFeature(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        req.params.featureId,
      ),
  );
}
