/*
 * Internal API: app.ts runs the alerts' worker; the demand count's route is registered with the
 * module's routes.
 */
export {
  createSearchAlertWorker,
  type SearchAlertWorker,
  type SearchAlertsContext,
} from './saved-searches.alerts';
export { countMatchingSearches, matchListing, matchListings } from './saved-searches.match';
export { searchDemandRoutes } from './saved-searches.demand';
