// Possible duplicates: the site's other listings that may be the same home as a listing, by its
// photos' perceptual hashes, its spot and its agent reference; the pairs found are kept in
// listing_duplicates (its own table), which the review queue's POSSIBLE_DUPLICATE flag reads.
//
// A read model (READ_MODELS in eslint.config.js): its check is one query over
// - properties: the listings' type, category, price, position and agent reference;
// - property_images: the photos' hashes (images module, photo-hash.ts);
// and its answer reads users and agents for the other listing's agency name.
export { listingDuplicatesRoutes } from './listing-duplicates.routes';
export { type ListingDuplicatesContext } from './listing-duplicates.service';
// Internal API: the check, run by modules/index.ts once a listing or its photos changed (no
// access check: the write was allowed), and the queue's flag.
export {
  checkDuplicates,
  checkNewListings,
  listingsWithDuplicates,
} from './listing-duplicates.service';
export { findPossibleDuplicates } from './listing-duplicates.repository';

// Internal API for people's rights over their data: this module's part of an export and erasure.
export { listingDuplicatesPersonalData } from './listing-duplicates.personal-data';
