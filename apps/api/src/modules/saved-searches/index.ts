// Saved searches: a public search someone asked to hear about, its confirmation (double opt-in),
// and the alerts' signed links to manage or stop it. A read model (READ_MODELS in
// eslint.config.js): saving a search resolves its filters' public ids to the criteria columns
// alerts match on, reading property_types, suburbs, cities and features; it writes only its
// own table, and counts a search's new matches through the property-search module's entry.
// Its alerts (app.ts runs their worker) match approved and cheaper listings to the searches and
// keep what they found in their own table (saved_search_matches); the demand count tells an
// agent how many searches a listing matches.
export { savedSearchesRoutes } from './saved-searches.routes';
export { type SavedSearchesContext } from './saved-searches.service';
export { searchLinkToken, type SearchLinkPurpose } from './saved-searches.links';
export { createSearchAlertWorker, type SearchAlertWorker } from './saved-searches.alerts';
export { matchListing } from './saved-searches.match';
export { searchDemandRoutes } from './saved-searches.demand';

// Internal API for people's rights over their data: this module's part of an export and erasure.
export { savedSearchesPersonalData } from './saved-searches.personal-data';
