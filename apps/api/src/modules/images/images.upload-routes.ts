import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../infra/auth';
import { bearer, errorResponses } from '../../lib/openapi';
import { requireTenant } from '../../infra/tenant';
import { agentSchema } from '../agents';
import { MAX_GENERAL_IMAGES_PER_UPLOAD, publicIdParams } from '@propdesk/shared';
import { setAgentLogo } from './agent-logo.service';
import {
  PHOTO_RULES as photoRules,
  locationParams,
  multiFileBody,
  profilePhotoSchema,
  singleFileBody,
  uploadedImagesSchema,
} from './images.schemas';
import * as service from './images.service';
import { registerMultipart, singleUploadedFile, uploadedFiles } from './uploads';

const tags = ['Images'];
const uploadErrors = errorResponses(400, 401, 403, 404, 413, 415, 422);

/** The upload routes: multipart parsing exists in this context only, with explicit limits. */
export async function imageUploadRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: service.ImagesContext },
) {
  await registerMultipart(app, MAX_GENERAL_IMAGES_PER_UPLOAD);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/properties/ids/:id/files/upload',
    {
      schema: {
        tags,
        operationId: 'uploadPropertyImages',
        summary: 'Add GENERAL images (at most 10 per upload)',
        description:
          "Signed-in: the listing's agent only. Images in the files field, JPEG, PNG or WebP, " +
          'at least 800x500; each is stored without its metadata, with WebP copies in three ' +
          'sizes. An upload is all or nothing. 400 for no file or more than 10, a file in a ' +
          'field other than files or file, or an image under 800x500; 401 without a valid ' +
          "session; 403 'Only agents can manage property images' for callers who are not " +
          "agents, 'Not your property' for another agent's live listing, and for a session of " +
          "another site; 404 'Property not found' for a listing that does not exist or is " +
          "hidden from the caller (another agent's listing in review or archived), or an " +
          'unknown site (X-Tenant); 413 for a file over 15 MB; 415 for a body that is not ' +
          'multipart, or a file that is not a JPEG, PNG or WebP by its content or carries ' +
          'markup; 422 for an image that cannot be read or is over 50 megapixels.',
        security: bearer,
        consumes: ['multipart/form-data'],
        params: publicIdParams,
        body: multiFileBody(photoRules),
        response: { 201: uploadedImagesSchema, ...uploadErrors },
      },
    },
    async (req, reply) => {
      const result = await service.uploadPropertyImages(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        'GENERAL',
        (limits) => uploadedFiles(req, limits),
      );
      return reply.status(201).send(result);
    },
  );

  r.post(
    '/properties/ids/:id/locations/ids/:locationId/files/upload',
    {
      schema: {
        tags,
        operationId: 'uploadLocationImages',
        summary: 'Add images to a location (5 in total per location; GENERAL 10 per upload)',
        description:
          "Signed-in: the listing's agent only. Images in the files field, JPEG, PNG or WebP, " +
          'at least 800x500; a location other than GENERAL holds 5 images, counting earlier ' +
          'uploads; a land listing takes GENERAL images only. An upload is all or nothing. ' +
          '400 for an unknown location or one the listing does not offer, more images than ' +
          'the location has room for (GENERAL: more than 10), no file, a file in a field ' +
          'other than files or file, or an image under 800x500; 401 without a valid session; ' +
          "403 'Only agents can manage property images' for callers who are not agents, 'Not " +
          "your property' for another agent's live listing, and for a session of another " +
          "site; 404 'Property not found' for a listing that does not exist or is hidden from " +
          "the caller (another agent's listing in review or archived), or an unknown site " +
          '(X-Tenant); 413 for a file over 15 MB; 415 for a body that is not multipart, or a ' +
          'file that is not a JPEG, PNG or WebP by its content or carries markup; 422 for an ' +
          'image that cannot be read or is over 50 megapixels.',
        security: bearer,
        consumes: ['multipart/form-data'],
        params: locationParams,
        body: multiFileBody(photoRules),
        response: { 201: uploadedImagesSchema, ...uploadErrors },
      },
    },
    async (req, reply) => {
      const result = await service.uploadPropertyImages(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        req.params.locationId,
        (limits) => uploadedFiles(req, limits),
      );
      return reply.status(201).send(result);
    },
  );

  r.post(
    '/properties/ids/:id/profiles/add',
    {
      schema: {
        tags,
        operationId: 'uploadProfilePhoto',
        summary: 'Upload the profile photo (8:5, at least 800x500); it joins the GENERAL images',
        description:
          "Signed-in: the listing's agent only. One image in the file field, JPEG, PNG or " +
          "WebP, 8:5 within 1% and at least 800x500; it becomes the listing's profile photo. " +
          '400 for no file or more than one, a file in a field other than file or files, ' +
          'another aspect ratio, or an image under 800x500; 401 without a valid session; 403 ' +
          "'Only agents can manage property images' for callers who are not agents, 'Not your " +
          "property' for another agent's live listing, and for a session of another site; 404 " +
          "'Property not found' for a listing that does not exist or is hidden from the " +
          "caller (another agent's listing in review or archived), or an unknown site " +
          '(X-Tenant); 413 for a file over 15 MB; 415 for a body that is not multipart, or a ' +
          'file that is not a JPEG, PNG or WebP by its content or carries markup; 422 for an ' +
          'image that cannot be read or is over 50 megapixels.',
        security: bearer,
        consumes: ['multipart/form-data'],
        params: publicIdParams,
        body: singleFileBody('The photo, already cropped to 8:5 (1% tolerance)'),
        response: { 201: profilePhotoSchema, ...uploadErrors },
      },
    },
    async (req, reply) => {
      const result = await service.addProfilePhoto(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        (limits) => uploadedFiles(req, limits),
      );
      return reply.status(201).send(result);
    },
  );

  r.post(
    '/api/v2/agents/ids/:id/profile/set',
    {
      schema: {
        tags: ['Agents'],
        operationId: 'uploadAgentLogo',
        summary: 'Upload the agency logo (square, stored as one 400x400 WebP)',
        description:
          'Signed-in: the agent, on their own agency only. One image in the file field, JPEG, ' +
          'PNG or WebP, square within 1% and at least 100x100; the previous logo file is ' +
          'removed. 400 for no file or more than one, a file in a field other than file or ' +
          'files, or an image that is not square or under 100x100; 401 without a valid ' +
          "session; 403 'You can only change your own logo' for anyone else (moderators and " +
          "admins included), and for a session of another site; 404 'Agent not found' when no " +
          'agent of this site has the id, or for an unknown site (X-Tenant); 413 for a file ' +
          'over 15 MB; 415 for a body that is not multipart, or a file that is not a JPEG, ' +
          'PNG or WebP by its content or carries markup; 422 for an image that cannot be read ' +
          'or is over 50 megapixels.',
        security: bearer,
        consumes: ['multipart/form-data'],
        params: publicIdParams,
        body: singleFileBody('The logo: JPEG, PNG or WebP, square, at least 100x100'),
        response: { 200: agentSchema, ...uploadErrors },
      },
    },
    (req) =>
      setAgentLogo(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        () => singleUploadedFile(req),
        req.log,
      ),
  );
}
