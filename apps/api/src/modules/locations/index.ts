export { locationsRoutes } from './locations.routes';
export { userLocationSchema } from './locations.schemas';
export {
  allPlaces,
  cityId,
  countryByCode,
  countryId,
  placeNames,
  resolvePlace,
  siteCurrencies,
  suburbCurrencies,
  suburbId,
  suburbLabels,
  suburbWithCurrencies,
  type AllPlaces,
} from './locations.service';
