export { geoRoutes } from './geo.routes';
export { createGeoContext, type GeoContext } from './geo.service';
