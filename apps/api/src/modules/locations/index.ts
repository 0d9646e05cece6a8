export { locationsRoutes } from './locations.routes';
export { userLocationSchema } from './locations.schemas';
export {
  cityId,
  countryId,
  placeNames,
  resolvePlace,
  suburbCurrencies,
  suburbId,
  suburbWithCurrencies,
} from './locations.service';
