import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../infra/auth';
import { wordsLanguage } from '../../locales';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import { PHOTO_RULES, registerMultipart, singleFileBody, uploadedFiles } from '../images';
import { deleteArticleCover, uploadArticleCover } from './articles.cover';
import { ONE_ARTICLE, STAFF, tags } from './articles.openapi';
import { articleIdParams, articleSchema } from './articles.schemas';
import type { ArticlesContext } from './articles.service';

/** The cover routes: multipart parsing exists in this context only, for one file. */
export async function articleCoverRoutes(app: FastifyInstance, { ctx }: { ctx: ArticlesContext }) {
  await registerMultipart(app, 1);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v2/articles/ids/:id/cover/upload',
    {
      schema: {
        tags,
        operationId: 'uploadArticleCover',
        summary: "Set an article's cover (moderators and admins); the old cover is deleted",
        description:
          'One image in the file field, checked and stored as listing photos are: JPEG, PNG or ' +
          'WebP, at least 800x500, without metadata, with WebP copies in three sizes (thumbnail ' +
          'and card are 8:5 crops). Answers the article with its cover. 400 for no file, more ' +
          'than one, a file in a field other than file or files, or an image under 800x500; 413 ' +
          'for a file over 15 MB; 415 for a body that is not multipart, or a file that is not a ' +
          'JPEG, PNG or WebP by its content or carries markup; 422 for an image that cannot be ' +
          `read or is over 50 megapixels. ${STAFF} ${ONE_ARTICLE}`,
        security: bearer,
        consumes: ['multipart/form-data'],
        params: articleIdParams,
        body: singleFileBody(PHOTO_RULES),
        response: { 201: articleSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (req, reply) => {
      const article = await uploadArticleCover(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        (limits) => uploadedFiles(req, limits),
        wordsLanguage(req, reply),
      );
      return reply.status(201).send(article);
    },
  );

  r.delete(
    '/api/v2/articles/ids/:id/cover/delete',
    {
      schema: {
        tags,
        operationId: 'deleteArticleCover',
        summary: "Remove an article's cover (moderators and admins)",
        description:
          'Answers the article with cover and image_url null (also when it had none). 503 ' +
          "'Could not delete image' when storage cannot remove its files (the cover stays). " +
          `${STAFF} ${ONE_ARTICLE}`,
        security: bearer,
        params: articleIdParams,
        response: { 200: articleSchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    (req, reply) =>
      deleteArticleCover(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        wordsLanguage(req, reply),
      ),
  );
}
