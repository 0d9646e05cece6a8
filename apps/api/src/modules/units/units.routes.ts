import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_UNITS_PER_LISTING, pageRequest, publicIdParams } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import { deleteImageQuery } from '../images';
import {
  unitBodySchema,
  unitDeletedSchema,
  unitListQuery,
  unitPageSchema,
  unitSchema,
} from './units.schemas';
import * as service from './units.service';
import { unitUploadRoutes } from './units.upload-routes';
import { tags, UNIT_NOT_FOUND, WRITERS } from './units.openapi';

const READERS =
  'Anyone; a session is used when sent, and the listing must be visible to the caller: live, ' +
  'or their own, or any for moderators and admins. 401 when a sent token is invalid or ' +
  'expired; 403 for a session of another site; ';
const BAD_BODY =
  "400 for a missing title ('Title is required') or one over 120 characters, a negative, " +
  'non-numeric or too large amount or area, an amount with more than 2 decimals, a ' +
  "description over 2000 characters or with a phone number or e-mail ('Phone number " +
  "detected', 'Email detected'), or a body that is not JSON. Unknown fields are ignored";

export async function unitsRoutes(app: FastifyInstance, { ctx }: { ctx: service.UnitsContext }) {
  await app.register(unitUploadRoutes, { ctx });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/properties/:id/units',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        operationId: 'listUnits',
        summary: "A page of a listing's units (10 per page, oldest first by default)",
        description:
          READERS +
          "404 'Property not found' for a listing that does not exist or is hidden from the " +
          "caller (another agent's listing in review or archived), or an unknown site " +
          '(X-Tenant). 400 for a page under 1, a page size outside 1 to 50, or an unknown ' +
          'key or direction.',
        params: publicIdParams,
        querystring: unitListQuery,
        response: { 200: unitPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => {
      const { page, elementPerPage, key, direction } = req.query;
      return service.listUnits(
        ctx,
        req.actor,
        requireTenant(req),
        req.params.id,
        { key, direction },
        pageRequest(1, page, elementPerPage),
      );
    },
  );

  r.get(
    '/units/:id',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        operationId: 'getUnit',
        summary: 'One unit of a listing',
        description: READERS + UNIT_NOT_FOUND,
        params: publicIdParams,
        response: { 200: unitSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => service.getUnit(ctx, req.actor, requireTenant(req), req.params.id),
  );

  r.post(
    '/api/v2/properties/ids/:id/units',
    {
      schema: {
        tags,
        operationId: 'createUnit',
        summary: 'Add a unit to a listing (its agent only)',
        description:
          WRITERS +
          "404 'Property not found' for a listing that does not exist or is hidden from the " +
          "caller (another agent's listing in review or archived), or an unknown site " +
          `(X-Tenant). ${BAD_BODY}; '${service.TOO_MANY_UNITS}' when the listing has ` +
          `${MAX_UNITS_PER_LISTING} already.`,
        security: bearer,
        params: publicIdParams,
        body: unitBodySchema,
        response: { 201: unitSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const unit = await service.createUnit(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        req.body,
      );
      return reply.status(201).send(unit);
    },
  );

  r.put(
    '/units/:id',
    {
      schema: {
        tags,
        operationId: 'updateUnit',
        summary: "Replace a unit's fields (the listing's agent only)",
        description:
          'Every editable field is replaced: one left out takes its default (no area, ' +
          'available, not furnished, empty description, amounts 0). ' +
          `${WRITERS}${UNIT_NOT_FOUND} ${BAD_BODY}.`,
        security: bearer,
        params: publicIdParams,
        body: unitBodySchema,
        response: { 200: unitSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) =>
      service.updateUnit(ctx, requireActor(req), requireTenant(req), req.params.id, req.body),
  );

  r.delete(
    '/units/:id',
    {
      schema: {
        tags,
        operationId: 'deleteUnit',
        summary: "Delete a unit and its photos (the listing's agent only)",
        description:
          'The photo files go first; when storage cannot remove one the unit stays (503 ' +
          `'Could not delete image') and the delete can be retried. ${WRITERS}${UNIT_NOT_FOUND}`,
        security: bearer,
        params: publicIdParams,
        response: { 200: unitDeletedSchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    (req) => service.deleteUnit(ctx, requireActor(req), requireTenant(req), req.params.id),
  );

  r.delete(
    '/units/:id/images/delete',
    {
      schema: {
        tags,
        operationId: 'deleteUnitImage',
        summary: "Delete one photo of a unit (the listing's agent only)",
        description:
          "Answers the unit without the photo. 400 'Invalid file name' for a name the server " +
          "never generates; 404 'Image not found' for a name the unit " +
          "does not have; 503 'Could not delete image' when storage cannot remove its files " +
          `(the photo stays). ${WRITERS}${UNIT_NOT_FOUND}`,
        security: bearer,
        params: publicIdParams,
        querystring: deleteImageQuery,
        response: { 200: unitSchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    (req) =>
      service.deleteUnitImage(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        req.query.Filename,
      ),
  );
}
