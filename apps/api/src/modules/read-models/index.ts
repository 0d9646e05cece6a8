export { staffHomeRoutes } from './staff-home';
