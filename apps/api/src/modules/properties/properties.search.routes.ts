import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireTenant } from '../../infra/tenant';
import { CONDITIONAL_READ, errorResponses, notModifiedResponse } from '../../lib/openapi';
import { aiSearch } from './properties.ai-search';
import type { PropertiesContext } from './properties.context';
import { answerCache, cachedRead } from './properties.http';
import {
  aiSearchQuery,
  aiSearchResultSchema,
  detailedSearchQuery,
  propertyCursorPageSchema,
  propertyPageSchema,
  searchBody,
  searchQuery,
} from './properties.schemas';
import { searchDetailed, searchPublic } from './properties.search';

const tags = ['Property search'];

export async function propertiesSearchRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: PropertiesContext },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cached = answerCache(ctx);

  r.post(
    '/properties/search',
    {
      config: { auth: 'public' },
      ...cached,
      schema: {
        tags,
        operationId: 'searchProperties',
        summary: 'Public search: always approved, never archived listings',
        description:
          'Anyone; no session needed, and a session sent changes nothing: live listings only, ' +
          'whatever published and archived say. 400 for an invalid filter, page, page size or ' +
          'sort key; 404 for an unknown site (X-Tenant).',
        querystring: searchQuery,
        body: searchBody,
        response: { 200: propertyPageSchema, ...errorResponses(400, 404) },
      },
    },
    (req, reply) =>
      cachedRead(ctx, req, reply, async () => ({
        body: await searchPublic(ctx, req.actor, requireTenant(req), req.query, req.body),
      })),
  );

  r.post(
    '/properties/search/detailed',
    {
      config: { auth: 'optional', account: 'recent' },
      ...cached,
      schema: {
        tags,
        operationId: 'searchPropertiesDetailed',
        summary:
          "The dashboard's list: an agent gets their own listings in every state, moderators " +
          'the whole site, others live listings. Paging and order in the query, filters in the body',
        description:
          'Anyone; a session is used when sent. An agent gets their own listings in every ' +
          'state (agentCode is ignored); moderators and admins search the whole site, with ' +
          'the published, archived and agentCode filters; everyone else gets live listings ' +
          'only. Pages by offset (page) or, for infinite scroll, by keyset: send the ' +
          "answer's nextCursor as after and the next page starts right after its last row, " +
          'in the same order (ties by creation), so listings created, deleted or archived ' +
          'meanwhile never repeat or skip a card; the filters apply as always. nextCursor is ' +
          'null when the page is not full. 400 for an invalid filter, page, page size or sort ' +
          "key, and 'Invalid cursor' for a cursor the server did not make or made for another " +
          'key or direction; 401 when a sent token is invalid or expired; 403 for a session ' +
          'of another site; 404 for an unknown site (X-Tenant).',
        querystring: detailedSearchQuery,
        body: searchBody,
        response: { 200: propertyCursorPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req, reply) =>
      cachedRead(ctx, req, reply, async () => ({
        body: await searchDetailed(ctx, req.actor, requireTenant(req), req.query, req.body),
      })),
  );

  r.get(
    '/api/v1/property/ai-search',
    {
      config: { auth: 'public' },
      ...cached,
      schema: {
        tags,
        operationId: 'searchPropertiesBySentence',
        summary:
          'Search in a plain sentence ("3 bedroom house to rent in Avondale under 800 USD"): ' +
          'the filters understood and the matching live listings',
        description:
          "Anyone; no session needed. Only the site's own type, suburb, city and feature " +
          'names (and everyday synonyms of them) are understood; a price without a currency ' +
          "takes the site's default. Live listings only. 400 when q is missing, empty or over " +
          '300 characters, or for a page or page size out of range; 404 for an unknown site ' +
          '(X-Tenant).' +
          CONDITIONAL_READ,
        querystring: aiSearchQuery,
        response: {
          200: aiSearchResultSchema,
          ...notModifiedResponse,
          ...errorResponses(400, 404),
        },
      },
    },
    (req, reply) =>
      cachedRead(ctx, req, reply, async () => ({
        body: await aiSearch(ctx, req.actor, requireTenant(req), req.query),
      })),
  );
}
