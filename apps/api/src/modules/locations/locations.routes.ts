import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LOCATION_PAGE_SIZE, publicIdParams, zeroBasedPagingQuery } from '@propdesk/shared';
import { requireTenant } from '../../infra/tenant';
import { errorResponses, readerLang } from '../../lib/openapi';
import { readerLanguage } from '../../locales';
import {
  countryPageSchema,
  namedPlacesSchema,
  placeNameQuery,
  placePageSchema,
  suburbDetailSchema,
} from './locations.schemas';
import * as service from './locations.service';

const paging = zeroBasedPagingQuery(LOCATION_PAGE_SIZE);
const tags = ['Locations'];

export async function locationsRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: service.LocationsContext },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'public' as const };

  r.get(
    '/api/v2/countries',
    {
      config,
      schema: {
        tags,
        operationId: 'listCountries',
        summary: 'Countries of the site, with their currencies',
        description:
          'Anyone; no session needed. 400 for a page or size out of range; 404 for an unknown ' +
          "site (X-Tenant). Country names are in the reader's language (lang, else " +
          "Accept-Language among the site's languages, else the site's default): the name " +
          'that language gives the country (ISO code), the stored name in English; ' +
          'Content-Language names the language. 400 for a lang the site does not offer.',
        querystring: zeroBasedPagingQuery(LOCATION_PAGE_SIZE, readerLang),
        response: { 200: countryPageSchema, ...errorResponses(400, 404) },
      },
    },
    (req, reply) =>
      service.listCountries(
        ctx,
        req.actor,
        requireTenant(req),
        req.query,
        readerLanguage(req, reply, req.query.lang),
      ),
  );

  r.get(
    '/api/v2/countries/ids/:id/cities/all',
    {
      config,
      schema: {
        tags,
        operationId: 'listCities',
        summary: 'Cities of a country',
        description:
          'Anyone; no session needed. 400 for a page or size out of range; 404 when the ' +
          "country is not one of this site's, or for an unknown site (X-Tenant).",
        params: publicIdParams,
        querystring: paging,
        response: { 200: placePageSchema, ...errorResponses(400, 404) },
      },
    },
    (req) => service.listCities(ctx, req.actor, requireTenant(req), req.params.id, req.query),
  );

  r.get(
    '/api/v2/cities/ids/:id/suburbs',
    {
      config,
      schema: {
        tags,
        operationId: 'listSuburbs',
        summary: 'Suburbs of a city',
        description:
          'Anyone; no session needed. 400 for a page or size out of range; 404 when the city ' +
          "is not one of this site's, or for an unknown site (X-Tenant).",
        params: publicIdParams,
        querystring: paging,
        response: { 200: placePageSchema, ...errorResponses(400, 404) },
      },
    },
    (req) => service.listSuburbs(ctx, req.actor, requireTenant(req), req.params.id, req.query),
  );

  r.get(
    '/api/v2/suburbs/ids/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'getSuburb',
        summary: 'One suburb with its city and country',
        description:
          "Anyone; no session needed. 404 when the suburb is not one of this site's, or for " +
          'an unknown site (X-Tenant).',
        params: publicIdParams,
        response: { 200: suburbDetailSchema, ...errorResponses(404) },
      },
    },
    (req) => service.getSuburb(ctx, req.actor, requireTenant(req), req.params.id),
  );

  r.get(
    '/api/v2/locations/search',
    {
      config,
      schema: {
        tags,
        operationId: 'listPlacesByName',
        summary: "The site's cities and suburbs whose names contain the typed text",
        description:
          'Anyone; no session needed. Any case; at most 10 cities, then at most 10 suburbs, ' +
          'each with the places above it. 400 when `name` is shorter than 2 or longer than 60 ' +
          'characters; 404 for an unknown site (X-Tenant).',
        querystring: placeNameQuery,
        response: { 200: namedPlacesSchema, ...errorResponses(400, 404) },
      },
    },
    (req) => service.findPlacesNamed(ctx, req.actor, requireTenant(req), req.query.name),
  );
}
