import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicIdParams } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses, readerLangQuery } from '../../lib/openapi';
import { readerLanguage } from '../../locales';
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
        operationId: 'listPropertyFeatures',
        summary: "A listing's features with quantities",
        description:
          'Anyone; a session is used when sent, and the listing must be visible to the ' +
          'caller: live, or their own, or any for moderators and admins. 401 when a sent ' +
          "token is invalid or expired; 403 for a session of another site; 404 'Property not " +
          "found' for a listing that does not exist or is hidden from the caller (another " +
          "agent's listing in review or archived), or an unknown site (X-Tenant). Labels and " +
          "the catalogue's descriptions are in the reader's language (lang, else " +
          "Accept-Language among the site's languages, else the site's default) where the " +
          "site has words in it; an agent's note stays as written. 400 for a lang the site " +
          'does not offer.',
        params: publicIdParams,
        querystring: readerLangQuery,
        response: { 200: propertyFeatureListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req, reply) =>
      service.listFeatures(
        ctx,
        req.actor,
        requireTenant(req),
        req.params.id,
        readerLanguage(req, reply, req.query.lang),
      ),
  );

  r.post(
    '/properties/ids/:id/features/all/create',
    {
      schema: {
        tags,
        operationId: 'addPropertyFeatures',
        summary: 'Add features to a listing, or change their quantity (its agent only)',
        description:
          "Signed-in: the listing's agent only. A feature the listing has already gets the " +
          'new quantity and note. 400 for an empty list or more than 50 features, a feature ' +
          'listed twice, a quantity that is not a whole number from 0 to 999, a note over 300 ' +
          "characters or with a phone number or email, or a feature the listing's type does " +
          "not offer; 401 without a valid session; 403 'Not your property' for a listing the " +
          "caller may see but does not own (another agent's live listing, any listing for a " +
          "moderator or admin), and for a session of another site; 404 'Property not found' " +
          "for a listing that does not exist or is hidden from the caller (another agent's " +
          "listing in review or archived), 'Feature not found' for a feature not in this " +
          "site's catalogue, or an unknown site (X-Tenant). The answer's labels and descriptions " +
          "are in the reader's language (Accept-Language), as listPropertyFeatures.",
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
        readerLanguage(req, reply, undefined),
      );
      return reply.status(201).send(list);
    },
  );

  r.post(
    '/api/v2/properties/ids/:id/features/ids/:featureId/remove',
    {
      schema: {
        tags,
        operationId: 'removePropertyFeature',
        summary: 'Remove one feature from a listing (its agent only)',
        description:
          "Signed-in: the listing's agent only. 401 without a valid session; 403 'Not your " +
          "property' for a listing the caller may see but does not own (another agent's live " +
          'listing, any listing for a moderator or admin), and for a session of another site; ' +
          "404 'Property not found' for a listing that does not exist or is hidden from the " +
          "caller (another agent's listing in review or archived), 'Feature not found' for a " +
          "feature not in this site's catalogue, 'This listing does not have that feature', " +
          'or an unknown site (X-Tenant).',
        security: bearer,
        params: propertyFeatureParams,
        response: { 200: propertyFeatureListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req, reply) =>
      service.removeFeature(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        req.params.featureId,
        readerLanguage(req, reply, undefined),
      ),
  );
}
