import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ARTICLE_LIMITS,
  ARTICLES_PAGE_SIZE,
  CATEGORIES_PAGE_SIZE,
  publicIdParams,
  zeroBasedPagingQuery,
} from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import {
  bearer,
  errorResponses,
  NAMES_IN_LANGUAGE,
  readerLang,
  readerLangQuery,
} from '../../lib/openapi';
import { readerLanguage, wordsLanguage } from '../../locales';
import * as categories from './articles.categories';
import { articleCoverRoutes } from './articles.cover-routes';
import { BAD_BODY, ONE_ARTICLE, READERS, STAFF, tags } from './articles.openapi';
import {
  allArticlesQuery,
  articleBodySchema,
  articleIdParams,
  articleCategoryPageSchema,
  articleCategorySchema,
  articlePageSchema,
  articleSchema,
  publishedArticlesQuery,
} from './articles.schemas';
import * as service from './articles.service';

const PAGING =
  `Pages from 0, ${ARTICLES_PAGE_SIZE} a page by default, at most ${ARTICLE_LIMITS.pageSize}; ` +
  '400 for a page or size out of range.';

export async function articlesRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: service.ArticlesContext },
) {
  await app.register(articleCoverRoutes, { ctx });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/articles/get/all',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        operationId: 'listPublishedArticles',
        summary: `The blog: published articles, newest first (${ARTICLES_PAGE_SIZE} per page, from 0)`,
        description:
          `${READERS} Drafts never appear. Newest publication first, ties by newest creation. ` +
          `category narrows to one category; one the site lacks answers an empty page. ${PAGING}`,
        querystring: publishedArticlesQuery,
        response: { 200: articlePageSchema, ...errorResponses(400, 404) },
      },
    },
    (req, reply) =>
      service.listPublishedArticles(
        ctx,
        req.actor,
        requireTenant(req),
        req.query,
        wordsLanguage(req, reply),
      ),
  );

  r.get(
    '/articles/ids/:id/get',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        operationId: 'getArticle',
        summary: 'One article by its public id or its address (slug)',
        description:
          'A published article: anyone, no session needed. A draft: the moderators and admins ' +
          "of the site; to anyone else it answers 404 'Article not found', as an unknown id or " +
          'one of another site does. The id may be the publicId or the slug (a publicId wins). ' +
          'An invalid or expired session is refused with 401 even here, a session of another ' +
          "site with 403 'This session belongs to another site'; 400 for an id over 80 characters.",
        params: articleIdParams,
        response: { 200: articleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req, reply) =>
      service.getArticle(
        ctx,
        req.actor,
        requireTenant(req),
        req.params.id,
        wordsLanguage(req, reply),
      ),
  );

  r.get(
    '/api/v2/articles/categories',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        operationId: 'listArticleCategories',
        summary: `The site's article categories by name (${CATEGORIES_PAGE_SIZE} per page, from 0)`,
        description: `${READERS} 400 for a page or size out of range.` + NAMES_IN_LANGUAGE,
        querystring: zeroBasedPagingQuery(CATEGORIES_PAGE_SIZE, readerLang),
        response: { 200: articleCategoryPageSchema, ...errorResponses(400, 404) },
      },
    },
    (req, reply) =>
      categories.listArticleCategories(
        ctx,
        req.actor,
        requireTenant(req),
        req.query,
        readerLanguage(req, reply, req.query.lang),
      ),
  );

  r.get(
    '/api/v2/articles/categories/ids/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        operationId: 'getArticleCategory',
        summary: 'One article category',
        description:
          `${READERS} 404 'Article category not found' for a category that does not exist or ` +
          'belongs to another site; 400 for an id over 64 characters.' +
          NAMES_IN_LANGUAGE,
        params: publicIdParams,
        querystring: readerLangQuery,
        response: { 200: articleCategorySchema, ...errorResponses(400, 404) },
      },
    },
    (req, reply) =>
      categories.getArticleCategory(
        ctx,
        req.actor,
        requireTenant(req),
        req.params.id,
        readerLanguage(req, reply, req.query.lang),
      ),
  );

  r.get(
    '/api/v2/articles/all',
    {
      schema: {
        tags,
        operationId: 'listAllArticles',
        summary: 'Every article of the site, drafts too, last changed first (staff)',
        description: `published=true or false narrows to published articles or drafts. ${STAFF} ${PAGING}`,
        security: bearer,
        querystring: allArticlesQuery,
        response: { 200: articlePageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (req, reply) =>
      service.listAllArticles(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.query,
        wordsLanguage(req, reply),
      ),
  );

  r.post(
    '/api/v2/articles/create',
    {
      schema: {
        tags,
        operationId: 'createArticle',
        summary: 'Write an article (moderators and admins); the caller is its author',
        description:
          'published false (the default) keeps it a draft; true publishes it now. An empty slug ' +
          `is made from the title. ${STAFF} ${BAD_BODY}`,
        security: bearer,
        body: articleBodySchema,
        response: { 201: articleSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (req, reply) => {
      const article = await service.createArticle(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.body,
        wordsLanguage(req, reply),
      );
      return reply.status(201).send(article);
    },
  );

  r.put(
    '/api/v2/articles/ids/:id/update',
    {
      schema: {
        tags,
        operationId: 'updateArticle',
        summary: "Replace an article's fields (moderators and admins)",
        description:
          'Every field is replaced (one left out takes its default: no summary, no category, ' +
          'draft); an empty slug keeps the current address, so links stay. Publishing a draft ' +
          'dates it now; a published article edited stays dated; making it a draft clears the ' +
          `date. The cover and author stay. ${STAFF} ` +
          `${ONE_ARTICLE} ${BAD_BODY}`,
        security: bearer,
        params: articleIdParams,
        body: articleBodySchema,
        response: { 200: articleSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (req, reply) =>
      service.updateArticle(
        ctx,
        requireActor(req),
        requireTenant(req),
        req.params.id,
        req.body,
        wordsLanguage(req, reply),
      ),
  );

  r.delete(
    '/api/v2/articles/ids/:id/delete',
    {
      schema: {
        tags,
        operationId: 'deleteArticle',
        summary: 'Delete an article and its cover files (moderators and admins)',
        description:
          "The cover files go first; when storage cannot remove one the article stays (503 'Could " +
          `not delete image') and the delete can be retried. ${STAFF} ${ONE_ARTICLE}`,
        security: bearer,
        params: articleIdParams,
        response: {
          204: z.null().describe('Deleted'),
          ...errorResponses(400, 401, 403, 404, 503),
        },
      },
    },
    async (req, reply) => {
      await service.deleteArticle(ctx, requireActor(req), requireTenant(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
}
