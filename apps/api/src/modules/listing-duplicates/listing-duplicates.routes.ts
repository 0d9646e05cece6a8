import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicIdParams } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import { duplicatePairParams, possibleDuplicatesSchema } from './listing-duplicates.schemas';
import {
  dismissDuplicate,
  listDuplicates,
  type ListingDuplicatesContext,
} from './listing-duplicates.service';

export async function listingDuplicatesRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ListingDuplicatesContext },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/properties/ids/:id/duplicates',
    {
      schema: {
        tags: ['Moderation'],
        operationId: 'listPossibleDuplicates',
        summary: "A listing's possible duplicates: other listings that may be the same home",
        description:
          'Found when a listing is created or saved, or its photos change: another listing of ' +
          'the site with a photo that is the same picture (a perceptual hash: resized, ' +
          'recompressed, a little cropped or brightened still match), of the same type and ' +
          'category within 25 m at a price within 5%, or with the same agent reference. ' +
          'Moderators and admins see every match, side by side with the photos both have; ' +
          "the listing's agent sees only matches that are their own listings (another " +
          "agency's listing is never shown). [] when none. 401 without a valid session; 403 " +
          "'Not your property' for a live listing of another agent, for customers and for a " +
          "session of another site; 404 'Property not found' when no listing of this site " +
          'has the id or it is hidden from the caller.',
        security: bearer,
        params: publicIdParams,
        response: { 200: possibleDuplicatesSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req) => listDuplicates(ctx, requireActor(req), requireTenant(req), req.params.id),
  );

  r.post(
    '/properties/ids/:id/duplicates/:otherId/dismiss',
    {
      schema: {
        tags: ['Moderation'],
        operationId: 'dismissPossibleDuplicate',
        summary: 'Mark another listing as not a duplicate of this one (moderators and admins)',
        description:
          'For homes that look alike but are not the same: flats of one block share a spot, a ' +
          "type and close prices. The pair leaves both listings' possible duplicates and the " +
          "review queue's POSSIBLE_DUPLICATE flag, and stays dismissed when either listing is " +
          'checked again, unless the pair then matches more (more photos in common, or a kind ' +
          "of match it did not have). Each listing's history records who decided. Dismissing a " +
          "dismissed pair changes nothing. Answers the listing's remaining possible duplicates. " +
          "401 without a valid session; 403 'Only moderators can mark listings as not " +
          "duplicates' for agents and customers, and for a session of another site; 404 " +
          "'Property not found' when no listing of this site has the id or it is hidden from " +
          "the caller; 404 'These two listings are not possible duplicates of each other' " +
          'when the other listing is not one.',
        security: bearer,
        params: duplicatePairParams,
        response: { 200: possibleDuplicatesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) =>
      dismissDuplicate(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        req.params.otherId,
      ),
  );
}
