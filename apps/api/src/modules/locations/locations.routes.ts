import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LOCATION_PAGE_SIZE } from '@propdesk/shared';
import { requireTenant } from '../../infra/tenant';
import { errorResponses } from '../../lib/openapi';
import { pagingQuery } from '../../lib/paging';
import {
  countryPageSchema,
  idParams,
  placePageSchema,
  suburbDetailSchema,
} from './locations.schemas';
import * as service from './locations.service';

const paging = pagingQuery(LOCATION_PAGE_SIZE, 0);
const tags = ['Locations'];

export async function locationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'public' as const };

  r.get(
    '/api/v2/countries',
    {
      config,
      schema: {
        tags,
        summary: 'Countries of the site, with their currencies',
        querystring: paging,
        response: { 200: countryPageSchema, ...errorResponses(404) },
      },
    },
    (req) => service.listCountries(app.db, requireTenant(req).id, req.query.page, req.query.size),
  );

  r.get(
    '/api/v2/countries/ids/:id/cities/all',
    {
      config,
      schema: {
        tags,
        summary: 'Cities of a country',
        params: idParams,
        querystring: paging,
        response: { 200: placePageSchema, ...errorResponses(400, 404) },
      },
    },
    (req) =>
      service.listCities(
        app.db,
        requireTenant(req).id,
        req.params.id,
        req.query.page,
        req.query.size,
      ),
  );

  r.get(
    '/api/v2/cities/ids/:id/suburbs',
    {
      config,
      schema: {
        tags,
        summary: 'Suburbs of a city',
        params: idParams,
        querystring: paging,
        response: { 200: placePageSchema, ...errorResponses(400, 404) },
      },
    },
    (req) =>
      service.listSuburbs(
        app.db,
        requireTenant(req).id,
        req.params.id,
        req.query.page,
        req.query.size,
      ),
  );

  r.get(
    '/api/v2/suburbs/ids/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One suburb with its city and country',
        params: idParams,
        response: { 200: suburbDetailSchema, ...errorResponses(404) },
      },
    },
    (req) => service.getSuburb(app.db, requireTenant(req).id, req.params.id),
  );
}
