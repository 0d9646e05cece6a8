import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_AMENITIES_PER_LISTING, publicIdParams } from '@propdesk/shared';
import type { ModuleContext } from '../../infra/context';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import {
  amenityBody,
  amenityDeletedSchema,
  amenityListSchema,
  amenitySchema,
} from './amenities.schemas';
import * as service from './amenities.service';

const tags = ['Amenities'];

const HIDDEN_LISTING =
  "404 'Property not found' for a listing that does not exist or is hidden from the caller " +
  "(another agent's listing in review or archived), or an unknown site (X-Tenant).";
const BAD_BODY =
  "400 for a missing or unknown type ('Select the amenity type'), a missing latitude or " +
  "longitude ('Amenity requires a location') or one out of range, an altitude outside -500 to " +
  '9000 m, a name over 120 or a description over 500 characters';
const WRITERS =
  "Signed-in: the listing's agent only. 401 without a valid session; 403 'Only agents can " +
  "manage amenities' for customers, moderators and admins, 'Not your property' for another " +
  "agent's live listing, and for a session of another site; ";
const AMENITY_NOT_FOUND =
  "404 'Amenity not found' for an amenity that does not exist, belongs to another site or to a " +
  "listing hidden from the caller (another agent's listing in review or archived), or an " +
  'unknown site (X-Tenant).';

export async function amenitiesRoutes(app: FastifyInstance, { ctx }: { ctx: ModuleContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/properties/ids/:id/amenities/all',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        operationId: 'listAmenities',
        summary: "A listing's amenities, nearest first",
        description:
          `Anyone; a session is used when sent, and the listing must be visible to the caller: ` +
          'live, or their own, or any for moderators and admins. At most ' +
          `${MAX_AMENITIES_PER_LISTING} per listing, so the answer is the whole list. 401 when ` +
          'a sent token is invalid or expired; 403 for a session of another site; ' +
          HIDDEN_LISTING,
        params: publicIdParams,
        response: { 200: amenityListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => service.listAmenities(ctx, req.actor, requireTenant(req), req.params.id),
  );

  r.post(
    '/properties/ids/:id/amenities/create',
    {
      schema: {
        tags,
        operationId: 'createAmenity',
        summary: 'Add an amenity near a listing (its agent only)',
        description:
          WRITERS +
          HIDDEN_LISTING +
          ` ${BAD_BODY}, and '${service.TOO_MANY_AMENITIES}' when the listing has ` +
          `${MAX_AMENITIES_PER_LISTING} already.`,
        security: bearer,
        params: publicIdParams,
        body: amenityBody,
        response: { 201: amenitySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const amenity = await service.createAmenity(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        req.body,
      );
      return reply.status(201).send(amenity);
    },
  );

  r.put(
    '/amenities/ids/:id/update',
    {
      schema: {
        tags,
        operationId: 'updateAmenity',
        summary: "Replace an amenity's fields (the listing's agent only)",
        description:
          'Every editable field is replaced: one left out takes its default (empty name and ' +
          `description, no altitude, active). ${WRITERS}${AMENITY_NOT_FOUND} ${BAD_BODY}.`,
        security: bearer,
        params: publicIdParams,
        body: amenityBody,
        response: { 200: amenitySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) =>
      service.updateAmenity(ctx, requireActor(req), requireTenant(req), req.params.id, req.body),
  );

  r.delete(
    '/amenities/ids/:id/delete',
    {
      schema: {
        tags,
        operationId: 'deleteAmenity',
        summary: "Delete an amenity (the listing's agent only)",
        description: `${WRITERS}${AMENITY_NOT_FOUND} 400 for an id over 64 characters.`,
        security: bearer,
        params: publicIdParams,
        response: { 200: amenityDeletedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => service.deleteAmenity(ctx, requireActor(req), requireTenant(req), req.params.id),
  );
}
