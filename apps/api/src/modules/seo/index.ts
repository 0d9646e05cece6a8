export { seoRoutes } from './seo.routes';
export { sendPage } from './seo.pages';
export { SITEMAP_MAX_URLS } from './seo.sitemap';
export type { SeoContext } from './seo.service';
