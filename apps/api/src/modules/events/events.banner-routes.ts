import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicIdParams } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { wordsLanguage } from '../../locales';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import { PHOTO_RULES, registerMultipart, singleFileBody, uploadedFiles } from '../images';
import { CANCELLED, tags, WRITERS } from './events.openapi';
import { eventSchema } from './events.schemas';
import * as banner from './events.banner';
import type { EventsContext } from './events.service';

/** The banner routes: multipart parsing exists in this context only, for one file. */
export async function eventBannerRoutes(app: FastifyInstance, { ctx }: { ctx: EventsContext }) {
  await registerMultipart(app, 1);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/events/ids/:id/banner/upload',
    {
      schema: {
        tags,
        operationId: 'uploadEventBanner',
        summary: "Set an event's banner (its agent only); the old banner is deleted",
        description:
          'One image in the file field, checked and stored as listing photos are: JPEG, PNG or ' +
          'WebP, at least 800x500, without metadata, with WebP copies in three sizes (the ' +
          'dashboard crops it to 8:5 first). Answers the event with its banner. 400 for no ' +
          'file, more than one, a file in a field other than file or files, or an image under ' +
          '800x500; 413 for a file over 15 MB; 415 for a body that is not multipart, or a ' +
          'file that is not a JPEG, PNG or WebP by its content or carries markup; 422 for an ' +
          `image that cannot be read or is over 50 megapixels. ${CANCELLED} ${WRITERS}`,
        security: bearer,
        consumes: ['multipart/form-data'],
        params: publicIdParams,
        body: singleFileBody(PHOTO_RULES),
        response: { 201: eventSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
      },
    },
    async (req, reply) => {
      const event = await banner.uploadEventBanner(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        (limits) => uploadedFiles(req, limits),
        wordsLanguage(req, reply),
      );
      return reply.status(201).send(event);
    },
  );

  r.delete(
    '/events/ids/:id/banner/delete',
    {
      schema: {
        tags,
        operationId: 'deleteEventBanner',
        summary: "Remove an event's banner (its agent only)",
        description:
          'Answers the event with banner and image_url null (also when it had none). 503 ' +
          "'Could not delete image' when storage cannot remove its files (the banner stays). " +
          `${CANCELLED} ${WRITERS}`,
        security: bearer,
        params: publicIdParams,
        response: { 200: eventSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    (req, reply) =>
      banner.deleteEventBanner(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        wordsLanguage(req, reply),
      ),
  );
}
