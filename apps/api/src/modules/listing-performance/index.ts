// How each listing is doing: its page views (one per visitor and day, without cookies or
// personal data), photo views and where visitors came from, kept in its own tables
// (listing_daily_stats, listing_daily_sources, listing_visitors); its answers add the leads,
// favourites and saved-search matches of each day and the suburb's similar listings.
//
// A read model (READ_MODELS in eslint.config.js): its reads are queries over its tables and
// - properties: the listing, and the similar live listings of its suburb;
// - leads: the questions and viewing requests sent, by day;
// - favourites: the shortlists it was added to, by day;
// - saved_search_matches: the saved searches it matched, by day;
// - property_images: the photo count of the attention rules.
export { listingPerformanceRoutes } from './listing-performance.routes';
export { type ListingPerformanceContext } from './listing-performance.service';
// Internal API: the visit counter modules/index.ts builds and hands the listings' read (which
// counts a visit of a listing the caller was allowed to read), and the request's visit.
export { VisitCounter } from './listing-performance.visits';
export { storeVisits } from './listing-performance.repository';
export { visitOf } from './listing-performance.http';
