export { locationsRoutes } from './locations.routes';
export { userLocationSchema } from './locations.schemas';
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
  suburbWithCurrencies,
  type AllPlaces,
} from './locations.service';

/*
 * Internal API: a query fragment other modules embed in their own queries (one query, no
 * per-row calls); it reads the suburbs and cities tables, which stay this module's.
 */
export { suburbSummaryQuery } from './locations.repository';
