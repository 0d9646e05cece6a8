import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CATEGORIES_PAGE_SIZE,
  LISTING_PAGE_SIZE,
  PROPERTIES_BY_PLACE_PAGE_SIZE,
  PROPERTY_TYPES_PAGE_SIZE,
  publicIdParams,
  type LanguageCode,
} from '@propdesk/shared';
import { answerCache, cachedRead } from '../../infra/answer-cache.http';
import { requireTenant } from '../../infra/tenant';
import { CONDITIONAL_READ, errorResponses, notModifiedResponse } from '../../lib/openapi';
import { requestLanguage } from '../../locales';
import {
  contentLanguageOf,
  inReadersLanguage,
  propertyPageSchema,
  readingOf,
  type PropertyView,
} from '../properties';
import type { PropertySearchContext } from './property-search.context';
import {
  aiSearchQuery,
  aiSearchResultSchema,
  categoryParams,
  detailedSearchQuery,
  listQuery,
  mapPointsSchema,
  propertyCursorPageSchema,
  searchBody,
  searchQuery,
  similarQuery,
  typeParams,
} from './property-search.schemas';
import { aiSearch } from './property-search.sentence';
import * as search from './property-search.service';

/** The lists keep the tag they have always been documented under; the searches have theirs. */
const listTags = ['Properties'];
const tags = ['Property search'];

type Page = { content: PropertyView[] };
type AiResult = { results: Page };

/** Where an answer holds its listings: a page's content, or an AI search's results. */
interface Lens {
  views(body: unknown): PropertyView[];
  with<B>(body: B, views: PropertyView[]): B;
}
const pageLens: Lens = {
  views: (page) => (page as Page).content,
  with: (page, content) => ({ ...page, content }),
};
const aiLens: Lens = {
  views: (r) => (r as AiResult).results.content,
  with: (r, content) => ({ ...r, results: { ...(r as AiResult).results, content } }),
};

/** The listing lists (similar ones; by category, type, place and agent), then the searches. */
export async function propertySearchRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: PropertySearchContext },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cached = answerCache(ctx.answers);

  /**
   * A list answered in the reader's language (lang, else Accept-Language): each listing's text
   * from its translation when it has one (see inReadersLanguage), Content-Language naming them.
   */
  function localizedRead<B>(
    req: FastifyRequest,
    reply: FastifyReply,
    lang: LanguageCode | undefined,
    produce: () => Promise<B>,
    lens: Lens = pageLens,
  ) {
    const tenant = requireTenant(req);
    const reading = readingOf(tenant, lang, requestLanguage(req));
    return cachedRead(ctx.answers, req, reply, async () => {
      const body = await produce();
      const views = await inReadersLanguage(ctx, req.actor, tenant, reading, lens.views(body));
      return { body: lens.with(body, views), language: contentLanguageOf(reading, views) };
    });
  }

  r.get(
    '/properties/ids/:id/similar',
    {
      config: { auth: 'optional', account: 'recent' },
      ...cached,
      schema: {
        tags: listTags,
        operationId: 'listSimilarProperties',
        summary: 'Live listings of the same type and category in the same suburb',
        description:
          'Anyone; a session is used when sent. The listing compared with must be visible to ' +
          'the caller; the answer holds live listings only, closest in price first. 400 for a ' +
          'limit outside 1 to 20; 401 when a sent token is invalid or expired; 403 for a ' +
          "session of another site; 404 'Property not found' for a listing that does not " +
          "exist or is hidden from the caller (another agent's listing in review or " +
          'archived), or an unknown site (X-Tenant).' +
          CONDITIONAL_READ,
        params: publicIdParams,
        querystring: similarQuery,
        response: {
          200: propertyPageSchema,
          ...notModifiedResponse,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    (req, reply) =>
      localizedRead(req, reply, req.query.lang, () =>
        search.similarListings(ctx, req.actor, requireTenant(req), req.params.id, req.query.limit),
      ),
  );

  r.get(
    '/properties/categories/:c/get',
    {
      config: { auth: 'public' },
      ...cached,
      schema: {
        tags: listTags,
        operationId: 'listPropertiesByCategory',
        summary: 'Live listings in a category (RENT, SALE, QUICK_RENT), newest first',
        description:
          'Anyone; no session needed. Live listings only. 400 for a category other than RENT, ' +
          'SALE or QUICK_RENT (in any case), or a page or size out of range; 404 for an ' +
          'unknown site (X-Tenant).' +
          CONDITIONAL_READ,
        params: categoryParams,
        querystring: listQuery(CATEGORIES_PAGE_SIZE),
        response: {
          200: propertyPageSchema,
          ...notModifiedResponse,
          ...errorResponses(400, 404),
        },
      },
    },
    (req, reply) =>
      localizedRead(req, reply, req.query.lang, () =>
        search.listByCategory(ctx, req.actor, requireTenant(req), req.params.c, req.query),
      ),
  );

  r.get(
    '/properties/types/:t/get',
    {
      config: { auth: 'public' },
      ...cached,
      schema: {
        tags: listTags,
        operationId: 'listPropertiesByType',
        summary: 'Live listings of a property type (a parent type includes its children)',
        description:
          'Anyone; no session needed. Live listings only. 400 for a page or size out of ' +
          "range; 404 'Property type not found' for a type not of this site, or an unknown " +
          'site (X-Tenant).' +
          CONDITIONAL_READ,
        params: typeParams,
        querystring: listQuery(PROPERTY_TYPES_PAGE_SIZE),
        response: {
          200: propertyPageSchema,
          ...notModifiedResponse,
          ...errorResponses(400, 404),
        },
      },
    },
    (req, reply) =>
      localizedRead(req, reply, req.query.lang, () =>
        search.listByType(ctx, req.actor, requireTenant(req), req.params.t, req.query),
      ),
  );

  r.get(
    '/api/v2/cities/ids/:id/properties',
    {
      config: { auth: 'public' },
      ...cached,
      schema: {
        tags: listTags,
        operationId: 'listPropertiesByCity',
        summary: 'Live listings in a city',
        description:
          'Anyone; no session needed. Live listings only. 400 for a page or size out of ' +
          "range; 404 'City not found' for a city not of this site, or an unknown site " +
          '(X-Tenant).' +
          CONDITIONAL_READ,
        params: publicIdParams,
        querystring: listQuery(PROPERTIES_BY_PLACE_PAGE_SIZE),
        response: {
          200: propertyPageSchema,
          ...notModifiedResponse,
          ...errorResponses(400, 404),
        },
      },
    },
    (req, reply) =>
      localizedRead(req, reply, req.query.lang, () =>
        search.listByCity(ctx, req.actor, requireTenant(req), req.params.id, req.query),
      ),
  );

  r.get(
    '/api/v2/suburbs/ids/:id/properties',
    {
      config: { auth: 'public' },
      ...cached,
      schema: {
        tags: listTags,
        operationId: 'listPropertiesBySuburb',
        summary: 'Live listings in a suburb',
        description:
          'Anyone; no session needed. Live listings only. 400 for a page or size out of ' +
          "range; 404 'Suburb not found' for a suburb not of this site, or an unknown site " +
          '(X-Tenant).' +
          CONDITIONAL_READ,
        params: publicIdParams,
        querystring: listQuery(PROPERTIES_BY_PLACE_PAGE_SIZE),
        response: {
          200: propertyPageSchema,
          ...notModifiedResponse,
          ...errorResponses(400, 404),
        },
      },
    },
    (req, reply) =>
      localizedRead(req, reply, req.query.lang, () =>
        search.listBySuburb(ctx, req.actor, requireTenant(req), req.params.id, req.query),
      ),
  );

  r.get(
    '/api/v2/agents/ids/:id/properties',
    {
      config: { auth: 'optional', account: 'recent' },
      ...cached,
      schema: {
        tags: listTags,
        operationId: 'listPropertiesByAgent',
        summary: "An agent's listings: all of them for the agent and moderators, else live ones",
        description:
          "Anyone; a session is used when sent. The agent and the site's moderators and " +
          'admins get every listing of the agent (in review and archived included), everyone ' +
          'else the live ones. 400 for a page or size out of range; 401 when a sent token is ' +
          "invalid or expired; 403 for a session of another site; 404 'Agent not found' when " +
          'no agent of this site has the id, or for an unknown site (X-Tenant).' +
          CONDITIONAL_READ,
        params: publicIdParams,
        querystring: listQuery(LISTING_PAGE_SIZE),
        response: {
          200: propertyPageSchema,
          ...notModifiedResponse,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    (req, reply) =>
      localizedRead(req, reply, req.query.lang, () =>
        search.listByAgent(ctx, req.actor, requireTenant(req), req.params.id, req.query),
      ),
  );

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
          'sort key, and for a body nested deeper than 32 levels; 413 for a body over 1 MB; 404 ' +
          'for an unknown site (X-Tenant).',
        querystring: searchQuery,
        body: searchBody,
        response: { 200: propertyPageSchema, ...errorResponses(400, 404, 413) },
      },
    },
    (req, reply) =>
      localizedRead(req, reply, req.query.lang, () =>
        search.searchPublic(ctx, req.actor, requireTenant(req), req.query, req.body),
      ),
  );

  r.post(
    '/properties/search/map',
    {
      config: { auth: 'public' },
      ...cached,
      schema: {
        tags,
        operationId: 'searchPropertiesOnMap',
        summary: "The public search's matches as points for a map, not a page",
        description:
          'Anyone; no session needed. The same body as searchProperties (area included) and ' +
          'the same live listings, as points with price, currency and category, so a map can ' +
          `show every match: at most ${search.MAP_POINTS_CAP}, the newest first, with the total ` +
          'and truncated saying when more matched. 400 for an invalid filter or area (with the ' +
          "area's problem as the message); 404 for an unknown site (X-Tenant).",
        body: searchBody,
        response: { 200: mapPointsSchema, ...errorResponses(400, 404) },
      },
    },
    (req, reply) =>
      cachedRead(ctx.answers, req, reply, async () => ({
        body: await search.searchMap(ctx, requireTenant(req), req.body),
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
      localizedRead(req, reply, req.query.lang, () =>
        search.searchDetailed(ctx, req.actor, requireTenant(req), req.query, req.body),
      ),
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
      localizedRead(
        req,
        reply,
        req.query.lang,
        () => aiSearch(ctx, req.actor, requireTenant(req), req.query),
        aiLens,
      ),
  );
}
