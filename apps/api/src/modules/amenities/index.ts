export { amenitiesRoutes } from './amenities.routes';
