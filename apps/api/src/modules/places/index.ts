export { placesRoutes } from './places.routes';
export { createPlacesContext, type PlacesContext } from './places.service';
