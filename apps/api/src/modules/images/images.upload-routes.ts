import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../infra/auth';
import { bearer, errorResponses } from '../../lib/openapi';
import { requireTenant } from '../../infra/tenant';
import { agentSchema } from '../agents';
import { MAX_GENERAL_IMAGES_PER_UPLOAD, publicIdParams } from '@propdesk/shared';
import { setAgentLogo } from './agent-logo.service';
import {
  locationParams,
  multiFileBody,
  profilePhotoSchema,
  singleFileBody,
  uploadedImagesSchema,
} from './images.schemas';
import * as service from './images.service';
import { multipartLimits, singleUploadedFile, uploadedFiles } from './uploads';

const tags = ['Images'];
const uploadErrors = errorResponses(400, 401, 403, 404, 413, 415, 422);
const photoRules =
  'JPEG, PNG or WebP (checked by content), at least 800x500, at most 15 MB and 50 megapixels';

/** The upload routes: multipart parsing exists in this context only, with explicit limits. */
export async function imageUploadRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: service.ImagesContext },
) {
  await app.register(multipart, {
    limits: multipartLimits(MAX_GENERAL_IMAGES_PER_UPLOAD),
    throwFileSizeLimit: true,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/properties/ids/:id/files/upload',
    {
      schema: {
        tags,
        summary: 'Add GENERAL images (at most 10 per upload)',
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
        summary: 'Add images to a location (5 in total per location; GENERAL 10 per upload)',
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
        summary: 'Upload the profile photo (8:5, at least 800x500); it joins the GENERAL images',
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
        summary: 'Upload the agency logo (square, stored as one 400x400 WebP)',
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
