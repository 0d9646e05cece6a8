export { propertyTypesRoutes } from './property-types.routes';
export {
  findType,
  typeExists,
  typeFeatureIds,
  typeName,
  typePublicIds,
} from './property-types.service';
