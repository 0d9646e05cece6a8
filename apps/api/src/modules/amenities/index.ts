export { amenitiesRoutes } from './amenities.routes';
export { createAmenity } from './amenities.service';
