export { seoRoutes } from './seo.routes';
export { sendPage } from './seo.pages';
export { SITEMAP_MAX_URLS } from './seo.sitemap';
export type { SeoContext } from './seo.service';

// Internal API: how a listing is shown in its link preview (its cover, price and place in a
// language, its page's address), for the brochures that print the same.
export { listingPage } from './seo.listing';
export { publicSite } from './seo.service';
export { coverImage, galleryOrder, placeWords, priceWords } from './seo.preview';
