export { propertyTypesRoutes } from './property-types.routes';
export { findType, typeExists, typeFeatureIds, typeName } from './property-types.service';
