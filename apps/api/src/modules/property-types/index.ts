export { propertyTypesRoutes } from './property-types.routes';
export {
  findType,
  TYPE_NOT_FOUND,
  typeExists,
  typeFeatureIds,
  typeName,
  type PropertyTypesContext,
} from './property-types.service';
