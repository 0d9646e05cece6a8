export { locationsRoutes } from './locations.routes';
export { userLocationSchema } from './locations.schemas';
export { type AllPlaces } from './locations.service';

/*
 * Internal API: the places other modules point at (a listing's suburb, an agency's city,
 * a site's currencies), and a query fragment they embed in their own queries (one query, no
 * per-row calls) that reads this module's suburbs and cities.
 * Not services: no actor and no access check; the caller has authorized the request.
 */
export {
  allPlaces,
  cityId,
  countryByCode,
  countryId,
  findSuburbId,
  placeNames,
  resolvePlace,
  siteCurrencies,
  suburbCurrencies,
  suburbId,
  suburbLabels,
  suburbWithCurrencies,
} from './locations.service';
export { suburbSummaryQuery } from './locations.repository';
