// Bulk actions on an agent's own listings (My Listings' selection): "select all matching",
// archive, restore and delete, each listing changed in turn through the properties module's own
// writes (one audit entry each), the ids resolved through property-search's entry. Owns no table.
export { listingBulkRoutes } from './listing-bulk.routes';
export type { ListingBulkContext } from './listing-bulk.service';
