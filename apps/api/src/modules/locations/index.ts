export { locationsRoutes } from './locations.routes';
export { userLocationSchema, type UserLocation } from './locations.schemas';
export {
  cityId,
  countryId,
  placeNames,
  resolvePlace,
  suburbCurrencies,
  suburbId,
  suburbWithCurrencies,
  type LocationsContext,
  type PlaceIds,
} from './locations.service';
