import { AppError, type PageRequest, type LanguageCode } from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { toPage } from '../../lib/paging';
import { countryName } from '../../lib/reference-words';
import * as repo from './locations.repository';
import type { UserLocation } from './locations.schemas';

export type LocationsContext = ModuleContext;

// Places are the site's reference data: anyone may read them, so these make no access check.

export async function listCountries(
  ctx: LocationsContext,
  _actor: Actor | null,
  tenant: Tenant,
  paging: PageRequest,
  language: LanguageCode,
) {
  const { rows, total } = await repo.listCountries(ctx.db, tenant.id, paging.offset, paging.size);
  const content = rows.map((c) => ({
    ...c,
    name: countryName(c.code, language, c.name),
    currencies: c.currencies.map((code) => ({ code })),
  }));
  return toPage(content, total, paging);
}

export async function listCities(
  ctx: LocationsContext,
  _actor: Actor | null,
  tenant: Tenant,
  countryPublicId: string,
  paging: PageRequest,
) {
  const country = await repo.findCountry(ctx.db, tenant.id, countryPublicId);
  if (!country) throw new AppError('NOT_FOUND', 'Country not found');
  const { rows, total } = await repo.listCities(
    ctx.db,
    tenant.id,
    country.id,
    paging.offset,
    paging.size,
  );
  return toPage(rows, total, paging);
}

export async function listSuburbs(
  ctx: LocationsContext,
  _actor: Actor | null,
  tenant: Tenant,
  cityPublicId: string,
  paging: PageRequest,
) {
  const city = await repo.findCity(ctx.db, tenant.id, cityPublicId);
  if (!city) throw new AppError('NOT_FOUND', 'City not found');
  const { rows, total } = await repo.listSuburbs(
    ctx.db,
    tenant.id,
    city.id,
    paging.offset,
    paging.size,
  );
  return toPage(rows, total, paging);
}

export async function getSuburb(
  ctx: LocationsContext,
  _actor: Actor | null,
  tenant: Tenant,
  publicId: string,
) {
  const suburb = await repo.findSuburbDetail(ctx.db, tenant.id, publicId);
  if (!suburb) throw new AppError('NOT_FOUND', 'Suburb not found');
  return {
    publicId: suburb.publicId,
    name: suburb.name,
    latitude: suburb.latitude,
    longitude: suburb.longitude,
    city: { publicId: suburb.city.publicId, name: suburb.city.name },
    country: { publicId: suburb.country.publicId, name: suburb.country.name },
  };
}

/** At most this many cities and this many suburbs answer a typed place name. */
const NAMED_PLACES_LIMIT = 10;

/** The site's cities and suburbs whose names contain `name`: cities first, then suburbs. */
export async function findPlacesNamed(
  ctx: LocationsContext,
  _actor: Actor | null,
  tenant: Tenant,
  name: string,
) {
  const found = await repo.findPlacesNamed(ctx.db, tenant.id, name, NAMED_PLACES_LIMIT);
  return {
    content: [
      ...found.cities.map((city) => ({ kind: 'CITY' as const, ...city, city: null })),
      ...found.suburbs.map((suburb) => ({ kind: 'SUBURB' as const, ...suburb })),
    ],
  };
}

/** The names (and the country's currencies) of an account's or a listing's place ids. */
export async function placeNames(
  ctx: LocationsContext,
  tenant: Tenant,
  ids: { countryId?: number | null; cityId?: number | null; suburbId?: number | null },
): Promise<UserLocation> {
  const { country, city, suburb } = await repo.findPlaceNames(ctx.db, tenant.id, ids);
  return {
    country: country
      ? {
          publicId: country.publicId,
          name: country.name,
          currencies: country.currencies.map((code) => ({ code })),
        }
      : null,
    city: city ? { publicId: city.publicId, name: city.name } : null,
    suburb: suburb ? { publicId: suburb.publicId, name: suburb.name } : null,
  };
}

export interface PlaceIds {
  countryId: number;
  cityId: number | null;
  suburbId: number | null;
}

/**
 * The ids of the most specific place given, with its parents derived from it; 404 for an
 * unknown place, 400 when the places given do not belong together.
 */
export async function resolvePlace(
  ctx: LocationsContext,
  tenant: Tenant,
  place: { country?: string | null; city?: string | null; suburb?: string | null },
): Promise<PlaceIds | undefined> {
  const mismatch = () =>
    new AppError('VALIDATION_FAILED', 'The suburb, city and country do not match');
  if (place.suburb) {
    const suburb = await repo.findSuburbDetail(ctx.db, tenant.id, place.suburb);
    if (!suburb) throw new AppError('NOT_FOUND', 'Suburb not found');
    if (place.city && place.city !== suburb.city.publicId) throw mismatch();
    if (place.country && place.country !== suburb.country.publicId) throw mismatch();
    return { suburbId: suburb.id, cityId: suburb.city.id, countryId: suburb.country.id };
  }
  if (place.city) {
    const city = await repo.findCity(ctx.db, tenant.id, place.city);
    if (!city) throw new AppError('NOT_FOUND', 'City not found');
    const country = place.country
      ? await repo.findCountry(ctx.db, tenant.id, place.country)
      : undefined;
    if (place.country && country?.id !== city.countryId) throw mismatch();
    return { suburbId: null, cityId: city.id, countryId: city.countryId };
  }
  if (place.country) {
    const country = await repo.findCountry(ctx.db, tenant.id, place.country);
    if (!country) throw new AppError('NOT_FOUND', 'Country not found');
    return { suburbId: null, cityId: null, countryId: country.id };
  }
  return undefined;
}

/** The country's internal id, or 404 'Country not found'. */
export async function countryId(ctx: LocationsContext, tenant: Tenant, publicId: string) {
  const country = await repo.findCountry(ctx.db, tenant.id, publicId);
  if (!country) throw new AppError('NOT_FOUND', 'Country not found');
  return country.id;
}

/** The site's country with this ISO code (its public id and name), if the site has it. */
export function countryByCode(ctx: LocationsContext, tenant: Tenant, code: string) {
  return repo.findCountryByCode(ctx.db, tenant.id, code);
}

/** The city's internal id, or 404 'City not found'. */
export async function cityId(ctx: LocationsContext, tenant: Tenant, publicId: string) {
  const city = await repo.findCity(ctx.db, tenant.id, publicId);
  if (!city) throw new AppError('NOT_FOUND', 'City not found');
  return city.id;
}

/** The suburb's internal id, or undefined when the site has none with that public id. */
export function findSuburbId(ctx: LocationsContext, tenant: Tenant, publicId: string) {
  return repo.findSuburbId(ctx.db, tenant.id, publicId);
}

/** The suburb's internal id, or 404 'Suburb not found'. */
export async function suburbId(ctx: LocationsContext, tenant: Tenant, publicId: string) {
  const suburb = await repo.findSuburbDetail(ctx.db, tenant.id, publicId);
  if (!suburb) throw new AppError('NOT_FOUND', 'Suburb not found');
  return suburb.id;
}

/** A suburb with its country's currencies (what a listing in it may be priced in), or 404. */
export async function suburbWithCurrencies(
  ctx: LocationsContext,
  tenant: Tenant,
  publicId: string,
) {
  const suburb = await repo.findSuburbWithCurrencies(ctx.db, tenant.id, publicId);
  if (!suburb) throw new AppError('NOT_FOUND', 'Suburb not found');
  return suburb;
}

/** The currencies the site's countries use: what its default currency may be. */
export function siteCurrencies(ctx: LocationsContext, tenant: Tenant) {
  return repo.listSiteCurrencies(ctx.db, tenant.id);
}

/** The currencies of the country a suburb is in. */
export function suburbCurrencies(ctx: LocationsContext, tenant: Tenant, suburbId: number) {
  return repo.findSuburbCurrencies(ctx.db, tenant.id, suburbId);
}

export type AllPlaces = Awaited<ReturnType<typeof repo.loadAllPlaces>>;

/** Every country, city and suburb of the site, with internal ids linking them (for indexes). */
export function allPlaces(ctx: LocationsContext, tenant: Tenant): Promise<AllPlaces> {
  return repo.loadAllPlaces(ctx.db, tenant.id);
}

/**
 * Every suburb of the site with the names and currencies a listing's location shows, by
 * internal id (the listings' reference cache; no access check: places are public).
 */
export function suburbLabels(ctx: LocationsContext, tenantId: number) {
  return repo.listSuburbLabels(ctx.db, tenantId);
}
