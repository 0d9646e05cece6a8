// Listings out as CSV: an agent's own (or, for site staff, an agency's) in the columns the CSV
// import reads (packages/shared/src/rules/listing-csv.ts, docs/listing-csv.md).
//
// A read model (READ_MODELS in eslint.config.js): a row is one listing with what other owners
// keep of it, read page by page in one query each.
// - properties: the agent's listings in every state, their fields;
// - property_types, suburbs, cities, countries: the names of the listing's type and places;
// - property_features, features: bedrooms and bathrooms;
// - property_images: the photos, their rooms and the addresses of their largest copies.
// It writes nothing.
export { listingExportRoutes } from './listing-export.routes';
export type { ListingExportContext } from './listing-export.service';
