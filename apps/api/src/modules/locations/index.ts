export { locationsRoutes } from './locations.routes';
export { userLocationSchema } from './locations.schemas';
export {
  allPlaces,
  cityId,
  countryId,
  placeNames,
  resolvePlace,
  suburbCurrencies,
  suburbId,
  suburbWithCurrencies,
  type AllPlaces,
} from './locations.service';
