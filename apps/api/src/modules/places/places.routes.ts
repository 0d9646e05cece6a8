import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import {
  foundPlacesSchema,
  placeSearchQuery,
  reversePlaceQuery,
  reversePlaceSchema,
} from './places.schemas';
import * as service from './places.service';

const tags = ['Places'];

export async function placesRoutes(app: FastifyInstance, { ctx }: { ctx: service.PlacesContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/places/search',
    {
      schema: {
        tags,
        operationId: 'searchPlaces',
        summary: 'Places by name, for the listing editor',
        description:
          'Signed-in: anyone of the site. With GEOCODER_URL set, the places the external ' +
          "geocoder finds in the site's countries (kind 'place', no ids); when it fails or finds " +
          "nothing, and without it, the site's own suburbs, cities and countries whose name or " +
          'one of its words starts with `q` (case and accents ignored), with their public ids: ' +
          'whole names first, then name starts, then word starts; suburbs before cities before ' +
          'countries; then shorter names. At most `limit` (1 to 20, default 10). 400 for `q` ' +
          'under 2 or over 100 characters (trimmed) or a limit out of range; 401 without a ' +
          'valid session; 403 for a session of another site; 404 for an unknown site (X-Tenant).',
        security: bearer,
        querystring: placeSearchQuery,
        response: { 200: foundPlacesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => service.searchPlaces(ctx, requireActor(req), requireTenant(req), req.query),
  );

  r.get(
    '/api/v2/places/reverse',
    {
      schema: {
        tags,
        operationId: 'reversePlace',
        summary: 'The suburb nearest to a point',
        description:
          "Signed-in: anyone of the site. The site's suburb nearest to `lat`/`lon` with its " +
          'city and country and the distance to it in km; what the editor suggests when a ' +
          "marker is dropped. With GEOCODER_URL set, `display_name` is the geocoder's address " +
          'for the point when it answers. 400 for a latitude or longitude missing or out of ' +
          "range; 401 without a valid session; 403 for a session of another site; 404 'No " +
          "place found' when the site has no suburbs, and for an unknown site (X-Tenant).",
        security: bearer,
        querystring: reversePlaceQuery,
        response: { 200: reversePlaceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) =>
      service.reversePlace(ctx, requireActor(req), requireTenant(req), {
        latitude: req.query.lat,
        longitude: req.query.lon,
      }),
  );
}
