export { featuresRoutes } from './features.routes';
export { addFeatures, type FeaturesContext } from './features.service';

/*
 * Internal API for CSV imports: a new listing's bedrooms and bathrooms written in its create's
 * transaction (properties' createListings), with addFeatures' rule and audit rows.
 */
export { writeNewListingFeatures } from './features.service';

/*
 * Internal API: a listing's feature rows, for the properties module (handed to it in
 * modules/index.ts, as features build on listings). No actor: the caller has authorized.
 */
export { countListingFeatures, deleteListingFeatures } from './features.repository';

/*
 * Internal API: features by catalogue name and listings' feature rows, for CSV imports (their
 * bedrooms and bathrooms columns); changes go through addFeatures. No actor: the caller has
 * authorized.
 */
export {
  findFeaturesByName,
  listFeatureQuantities,
  listPropertyFeatures,
} from './features.repository';
