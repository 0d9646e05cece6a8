import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_GENERAL_IMAGES_PER_UPLOAD, publicIdParams } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import { multiFileBody, PHOTO_RULES, registerMultipart, uploadedFiles } from '../images';
import { tags, UNIT_NOT_FOUND, WRITERS } from './units.openapi';
import { unitSchema } from './units.schemas';
import * as service from './units.service';

/** The unit photo upload: multipart parsing exists in this context only, with explicit limits. */
export async function unitUploadRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: service.UnitsContext },
) {
  await registerMultipart(app, MAX_GENERAL_IMAGES_PER_UPLOAD);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/units/:id/files/upload',
    {
      schema: {
        tags,
        operationId: 'uploadUnitImages',
        summary: `Add photos to a unit (at most ${service.MAX_UNIT_IMAGES} per unit)`,
        description:
          'Images in the files field, checked and stored as listing photos are: JPEG, PNG or ' +
          'WebP, at least 800x500, without metadata, with WebP copies in three sizes. A unit ' +
          `holds ${service.MAX_UNIT_IMAGES} photos, counting earlier uploads; an upload is all ` +
          'or nothing. Answers the unit with its photos. 400 for no file, more than the unit ' +
          'has room for, a file in a field other than files or file, or an image under ' +
          '800x500; 413 for a file over 15 MB; 415 for a body that is not multipart, or a ' +
          'file that is not a JPEG, PNG or WebP by its content or carries markup; 422 for an ' +
          `image that cannot be read or is over 50 megapixels. ${WRITERS}${UNIT_NOT_FOUND}`,
        security: bearer,
        consumes: ['multipart/form-data'],
        params: publicIdParams,
        body: multiFileBody(PHOTO_RULES),
        response: { 201: unitSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (req, reply) => {
      const unit = await service.uploadUnitImages(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        (limits) => uploadedFiles(req, limits),
      );
      return reply.status(201).send(unit);
    },
  );
}
