export { featuresRoutes } from './features.routes';
export { addFeatures, type FeaturesContext } from './features.service';
