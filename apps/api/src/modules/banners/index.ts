export { bannersRoutes } from './banners.routes';
export type { BannersContext } from './banners.service';
