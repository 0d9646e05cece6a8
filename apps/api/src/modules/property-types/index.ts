export { propertyTypesRoutes } from './property-types.routes';
export { type PropertyTypesContext, type TypeFeatures } from './property-types.service';

/*
 * Internal API: a listing's type and the features it suggests (listings, images, features).
 * Not services: no actor and no access check; the caller has authorized the request.
 */
export {
  allTypes,
  findType,
  typeExists,
  typeFeatureIds,
  typeName,
  typePublicIds,
} from './property-types.service';
