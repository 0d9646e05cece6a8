import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TAGS_PAGE_SIZE, zeroBasedPagingQuery } from '@propdesk/shared';
import { requireTenant } from '../../infra/tenant';
import { errorResponses } from '../../lib/openapi';
import { tagNameParams, tagPageSchema } from './tags.schemas';
import * as service from './tags.service';

const paging = zeroBasedPagingQuery(TAGS_PAGE_SIZE);
const tags = ['Tags'];

export async function tagsRoutes(app: FastifyInstance, { ctx }: { ctx: service.TagsContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'public' as const };

  r.get(
    '/api/v2/tags/get/all',
    {
      config,
      schema: {
        tags,
        operationId: 'listTags',
        summary: "The site's keywords, most used first",
        description:
          'Anyone; no session needed. The keywords of the live listings (approved, not ' +
          'archived) of the site, each with how many of them use it; most used first, then by ' +
          'name. Pages from 0, 10 per page by default. 400 for a page or size out of range; 404 ' +
          'for an unknown site (X-Tenant).',
        querystring: paging,
        response: { 200: tagPageSchema, ...errorResponses(400, 404) },
      },
    },
    (req) => service.listTags(ctx, req.actor, requireTenant(req), req.query),
  );

  r.get(
    '/api/v2/tags/names/:name/get/all',
    {
      config,
      schema: {
        tags,
        operationId: 'listTagsByName',
        summary: "The site's keywords that start with a text",
        description:
          'Anyone; no session needed. As listTags, only keywords that start with `name` ' +
          '(trimmed; case and accents ignored). 400 for an empty name, one over 40 characters, ' +
          'or a page or size out of range; 404 for an unknown site (X-Tenant).',
        params: tagNameParams,
        querystring: paging,
        response: { 200: tagPageSchema, ...errorResponses(400, 404) },
      },
    },
    (req) => service.listTagsByName(ctx, req.actor, requireTenant(req), req.params.name, req.query),
  );
}
