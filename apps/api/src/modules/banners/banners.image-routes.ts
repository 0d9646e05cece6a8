import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicIdParams } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import { PHOTO_RULES, registerMultipart, singleFileBody, uploadedFiles } from '../images';
import { ONE_BANNER, STAFF, tags } from './banners.openapi';
import { bannerSchema } from './banners.schemas';
import { uploadBannerImage } from './banners.image';
import type { BannersContext } from './banners.service';

/** The image upload: multipart parsing exists in this context only, for one file. */
export async function bannerImageRoutes(app: FastifyInstance, { ctx }: { ctx: BannersContext }) {
  await registerMultipart(app, 1);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/banners/ids/:id/image/upload',
    {
      schema: {
        tags,
        operationId: 'uploadBannerImage',
        summary: "Set a banner's image (moderators and admins); the old image is deleted",
        description:
          'One image in the file field, checked and stored as listing photos are: JPEG, PNG or ' +
          'WebP, at least 800x500, without metadata, with WebP copies in three sizes (the ' +
          'dashboard crops it to 8:5 first). Answers the banner with its image. 400 for no ' +
          'file, more than one, a file in a field other than file or files, or an image under ' +
          '800x500; 413 for a file over 15 MB; 415 for a body that is not multipart, or a ' +
          'file that is not a JPEG, PNG or WebP by its content or carries markup; 422 for an ' +
          `image that cannot be read or is over 50 megapixels. ${STAFF} ${ONE_BANNER}`,
        security: bearer,
        consumes: ['multipart/form-data'],
        params: publicIdParams,
        body: singleFileBody(PHOTO_RULES),
        response: { 201: bannerSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (req, reply) => {
      const banner = await uploadBannerImage(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        (limits) => uploadedFiles(req, limits),
      );
      return reply.status(201).send(banner);
    },
  );
}
