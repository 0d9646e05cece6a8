export { featuresRoutes } from './features.routes';
export type { FeaturesContext } from './features.service';
