import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicIdParams } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import {
  deletedImageSchema,
  deleteImageQuery,
  profilePhotoSchema,
  propertyImagesSchema,
  setProfileQuery,
} from './images.schemas';
import * as service from './images.service';
import { imageUploadRoutes } from './images.upload-routes';

const tags = ['Images'];

/** Listing images and the agency logo; uploads live in their own context (multipart). */
export async function imagesRoutes(app: FastifyInstance, { ctx }: { ctx: service.ImagesContext }) {
  await app.register(imageUploadRoutes, { ctx });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/properties/ids/:id/images/all',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: "A listing's images grouped by location (own listing, or any approved one)",
        params: publicIdParams,
        response: { 200: propertyImagesSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req) => service.listPropertyImages(ctx, req.actor, requireTenant(req), req.params.id),
  );

  r.post(
    '/properties/profile',
    {
      schema: {
        tags,
        summary: "Make one of the listing's images its profile photo",
        security: bearer,
        querystring: setProfileQuery,
        response: { 200: profilePhotoSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) =>
      service.setProfilePhoto(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.query.propertyId,
        req.query.imageUrl,
      ),
  );

  r.delete(
    '/images/delete',
    {
      schema: {
        tags,
        summary: "Delete an image of one's own listing (its files, then its record)",
        security: bearer,
        querystring: deleteImageQuery,
        response: { 200: deletedImageSchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    (req) => service.deleteImage(ctx, requireActor(req), requireTenant(req), req.query.Filename),
  );
}
