import { AppError } from '@propdesk/shared';
import type { FastifyBaseLogger } from 'fastify';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { allPlaces } from '../locations';
import { canLookUpPlaces } from './places.access';
import { PlaceLookups } from './places.cache';
import { Geocoder, type GeocoderOptions } from './places.geocoder';
import type { FoundPlace } from './places.lookup';

export interface PlacesContext extends ModuleContext {
  lookups: PlaceLookups;
  /** Set when GEOCODER_URL is. */
  geocoder?: Geocoder;
}

/** The module's context, one per app. */
export function createPlacesContext(deps: {
  base: ModuleContext;
  geocoder?: GeocoderOptions;
  log: FastifyBaseLogger;
}): PlacesContext {
  return {
    ...deps.base,
    lookups: new PlaceLookups((tenant) => allPlaces(deps.base, tenant)),
    ...(deps.geocoder && { geocoder: new Geocoder(deps.geocoder, deps.log) }),
  };
}

/**
 * Places by name: the external geocoder's when one is configured and answers with places, the
 * site's own countries, cities and suburbs otherwise.
 */
export async function searchPlaces(
  ctx: PlacesContext,
  actor: Actor,
  tenant: Tenant,
  query: { q: string; limit: number },
): Promise<FoundPlace[]> {
  authorize(actor, canLookUpPlaces);
  const lookup = await ctx.lookups.of(tenant);
  const external = await ctx.geocoder?.search(query.q, query.limit, lookup.countryCodes);
  return external ?? lookup.search(query.q, query.limit);
}

/**
 * The site's suburb nearest to a point, with its city and country; the address line comes from
 * the external geocoder when one is configured and answers.
 */
export async function reversePlace(
  ctx: PlacesContext,
  actor: Actor,
  tenant: Tenant,
  point: { latitude: number; longitude: number },
) {
  authorize(actor, canLookUpPlaces);
  const nearest = (await ctx.lookups.of(tenant)).nearestSuburb(point);
  if (!nearest) throw new AppError('NOT_FOUND', 'No place found');
  const displayName = (await ctx.geocoder?.reverse(point)) ?? nearest.place.display_name;
  return {
    display_name: displayName,
    name: nearest.suburb.name,
    lat: nearest.place.lat,
    lon: nearest.place.lon,
    distance: Math.round(nearest.distanceKm * 100) / 100,
    suburb: nearest.suburb,
    city: nearest.city,
    country: nearest.country,
  };
}
