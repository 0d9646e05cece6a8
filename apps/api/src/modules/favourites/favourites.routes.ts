import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_FAVOURITES, MAX_FAVOURITES_MERGE } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import {
  favouriteIdsSchema,
  favouriteParams,
  favouritesSchema,
  mergedFavouritesSchema,
  mergeFavouritesBody,
} from './favourites.schemas';
import * as service from './favourites.service';

const tags = ['Favourites'];
const OWN =
  'Signed-in accounts of the site, each with their own favourites only (no one reads or ' +
  "changes another's). 401 without a valid session; 403 'This session belongs to another " +
  "site' when X-Tenant is not the session's site.";

export async function favouritesRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: service.FavouritesContext },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v2/favourites';

  r.get(
    base,
    {
      schema: {
        tags,
        operationId: 'listFavourites',
        summary: "The caller's favourites, newest first, with their listings as they are now",
        description:
          `${OWN} Each with its card (title, cover, place, category, current price), its state ` +
          '(available, archived, withdrawn from public view, deleted: a deleted listing shows ' +
          'its card as last seen), the price when saved and the change since.',
        security: bearer,
        response: { 200: favouritesSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req) => service.listFavourites(ctx, requireActor(req), requireTenant(req)),
  );

  r.get(
    `${base}/ids`,
    {
      schema: {
        tags,
        operationId: 'listFavouriteIds',
        summary: "The public ids of the caller's favourites (for the hearts on cards)",
        description: OWN,
        security: bearer,
        response: { 200: favouriteIdsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req) => service.listFavouriteIds(ctx, requireActor(req), requireTenant(req)),
  );

  r.put(
    `${base}/:propertyId`,
    {
      schema: {
        tags,
        operationId: 'addFavourite',
        summary: 'Save a listing to the favourites (idempotent)',
        description:
          `${OWN} Only a listing the public can see (approved, not archived); saving one ` +
          "already saved changes nothing (its saved price stays). 404 'Property not found' for " +
          `any other id; 400 at the limit of ${MAX_FAVOURITES} favourites.`,
        security: bearer,
        params: favouriteParams,
        response: { 204: z.null().describe('Saved'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      await service.saveFavourite(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.propertyId,
      );
      return reply.status(204).send(null);
    },
  );

  r.delete(
    `${base}/:propertyId`,
    {
      schema: {
        tags,
        operationId: 'removeFavourite',
        summary: 'Remove a listing from the favourites',
        description:
          `${OWN} Available or not, deleted included; removing one that is not saved changes ` +
          'nothing (204 too).',
        security: bearer,
        params: favouriteParams,
        response: { 204: z.null().describe('Removed'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      await service.removeFavourite(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.propertyId,
      );
      return reply.status(204).send(null);
    },
  );

  r.post(
    `${base}/merge`,
    {
      schema: {
        tags,
        operationId: 'addDeviceFavourites',
        summary: "Add the favourites kept on a visitor's device to their account",
        description:
          `${OWN} Sent at sign-in or registration. Listings the public can see are saved (up ` +
          `to ${MAX_FAVOURITES} in all); unknown or unavailable ids, and those past the limit, ` +
          `are skipped and named in skipped. 400 for more than ${MAX_FAVOURITES_MERGE} ids.`,
        security: bearer,
        body: mergeFavouritesBody,
        response: { 200: mergedFavouritesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => service.mergeFavourites(ctx, requireActor(req), requireTenant(req), req.body.ids),
  );
}
