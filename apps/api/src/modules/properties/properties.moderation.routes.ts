import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicIdParams } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import type { PropertiesContext } from './properties.context';
import { approveProperty, rejectProperty, reviewQueue } from './properties.moderation';
import {
  propertyPageSchema,
  propertySchema,
  rejectBody,
  reviewQueueQuery,
} from './properties.schemas';

const tags = ['Moderation'];

export async function propertiesModerationRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: PropertiesContext },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/moderation/properties',
    {
      schema: {
        tags,
        summary: 'Review queue (moderators and admins): listings in REVIEW, oldest first',
        security: bearer,
        querystring: reviewQueueQuery,
        response: { 200: propertyPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => reviewQueue(ctx, requireActor(req), requireTenant(req), req.query),
  );

  r.post(
    '/properties/ids/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a listing: it goes public (moderators and admins)',
        security: bearer,
        params: publicIdParams,
        response: { 200: propertySchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req) => approveProperty(ctx, requireActor(req), requireTenant(req), req.params.id),
  );

  r.post(
    '/properties/ids/:id/reject',
    {
      schema: {
        tags,
        summary: 'Send a listing back to its agent with a reason (moderators and admins)',
        security: bearer,
        params: publicIdParams,
        body: rejectBody,
        response: { 200: propertySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) =>
      rejectProperty(ctx, requireActor(req), requireTenant(req), req.params.id, req.body.reason),
  );
}
