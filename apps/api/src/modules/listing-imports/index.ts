// CSV imports of listings: the uploaded file, its column mapping, a preview of its rows with
// their problems, and a background run (or dry run) that creates and updates an agent's listings
// through the properties and features modules' own services, by the agent's own reference.
// Owns the listing_imports and listing_import_rows tables.
export { listingImportsRoutes } from './listing-imports.routes';
// The context's addPhotos (ListingImportsContext['addPhotos']) is the images module's photo
// fetcher, wired in modules/index.ts.
export { type ListingImportsContext } from './listing-imports.plan';
export {
  createListingImportWorker,
  type ListingImportWorker,
  type ListingImportWorkerOptions,
} from './listing-imports.worker';

// Internal API for people's rights over their data: this module's part of an export and erasure.
export { listingImportsPersonalData } from './listing-imports.personal-data';
