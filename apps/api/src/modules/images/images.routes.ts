import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicIdParams } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import {
  deletedImageSchema,
  deleteImageQuery,
  photoOrderBody,
  profilePhotoSchema,
  propertyImagesSchema,
  setProfileQuery,
} from './images.schemas';
import * as service from './images.service';
import { imageUploadRoutes } from './images.upload-routes';
import { watermarkRoutes } from './watermark.routes';

const tags = ['Images'];

/** Listing images and the agency logo; uploads live in their own context (multipart). */
export async function imagesRoutes(app: FastifyInstance, { ctx }: { ctx: service.ImagesContext }) {
  await app.register(imageUploadRoutes, { ctx });
  await app.register(watermarkRoutes, { ctx });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/properties/ids/:id/images/all',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        operationId: 'listPropertyImages',
        summary: "A listing's images grouped by location (own listing, or any approved one)",
        description:
          'Anyone; a session is used when sent, and the listing must be visible to the ' +
          "caller: its agent and the site's moderators and admins always, anyone else once it " +
          'is approved and not archived. 401 when a sent token is invalid or expired; 403 for ' +
          "a session of another site; 404 'Property not found' for a listing that does not " +
          "exist or is hidden from the caller (another agent's listing in review or " +
          'archived), or an unknown site (X-Tenant).',
        params: publicIdParams,
        response: { 200: propertyImagesSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req) => service.listPropertyImages(ctx, req.actor, requireTenant(req), req.params.id),
  );

  r.put(
    '/properties/ids/:id/images/order',
    {
      schema: {
        tags,
        operationId: 'updatePropertyImageOrder',
        summary: "Put a listing's photos in a new gallery order, optionally with a new cover",
        description:
          "Signed-in: the listing's agent only. Every image is named once, first to last; each " +
          "room's photos follow the same order. profile, one of the names, becomes the profile " +
          'photo in the same change. The answer is the images as listed. An order that changes ' +
          'nothing writes nothing. 400 for a name given twice or a profile not named; 401 ' +
          "without a valid session; 403 'Only agents can manage property images' for callers " +
          "who are not agents, 'Not your property' for another agent's live listing, and for a " +
          "session of another site; 404 'Property not found' for a listing that does not exist " +
          'or is hidden from the caller, or an unknown site (X-Tenant); 409 when the names are ' +
          'not exactly the photos the listing has now (one was added or deleted meanwhile).',
        security: bearer,
        params: publicIdParams,
        body: photoOrderBody,
        response: { 200: propertyImagesSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (req) =>
      service.reorderImages(ctx, requireActor(req), requireTenant(req), req.params.id, req.body),
  );

  r.post(
    '/properties/profile',
    {
      schema: {
        tags,
        operationId: 'setProfilePhoto',
        summary: "Make one of the listing's images its profile photo",
        description:
          "Signed-in: the listing's agent only. imageUrl is the image's fileDownloadUri, the " +
          'address of one of its variants, or its name. 400 for a missing imageUrl or ' +
          "propertyId; 401 without a valid session; 403 'Only agents can manage property " +
          "images' for callers who are not agents, 'Not your property' for another agent's " +
          "live listing, and for a session of another site; 404 'Property not found' for a " +
          "listing that does not exist or is hidden from the caller (another agent's listing " +
          "in review or archived), 'That image does not belong to this property' for an image " +
          'not of this listing, or an unknown site (X-Tenant).',
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
        operationId: 'deleteImage',
        summary: "Delete an image of one's own listing (its files, then its record)",
        description:
          "Signed-in: the agent of the image's listing only. When the image was the profile " +
          "photo, the listing has none afterwards. 400 'Invalid file name' for a name the " +
          "server would not have generated; 401 without a valid session; 403 'Only agents can " +
          "manage property images' for callers who are not agents, 'Not your property' when " +
          "the listing is another agent's live one, and for a session of another site; 404 " +
          "'Image not found' when no image has the name or its listing is hidden from the " +
          "caller, or for an unknown site (X-Tenant); 503 'Could not delete image' when " +
          'storage cannot remove a file: the record stays, so the delete can be retried.',
        security: bearer,
        querystring: deleteImageQuery,
        response: { 200: deletedImageSchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    (req) => service.deleteImage(ctx, requireActor(req), requireTenant(req), req.query.Filename),
  );
}
