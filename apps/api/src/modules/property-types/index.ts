export { propertyTypesRoutes } from './property-types.routes';
export {
  findType,
  typeExists,
  typeFeatureIds,
  typeName,
  type PropertyTypesContext,
  type TypeFeatures,
} from './property-types.service';
