export { featuresRoutes } from './features.routes';
export { addFeatures, type FeaturesContext } from './features.service';

/*
 * Internal API: a listing's feature rows, for the properties module (handed to it in
 * modules/index.ts, as features build on listings). No actor: the caller has authorized.
 */
export { countListingFeatures, deleteListingFeatures } from './features.repository';
