// Listing search: the dashboard's and the public site's searches, the sentence search and its
// vocabulary, the lists by category, type, place and agent, similar listings, and their paging
// (keyset cursors, remembered page starts, cached totals).
//
// A read model (READ_MODELS in eslint.config.js): its queries are SQL over several owners'
// tables, which a search cannot do through their entries without losing its index plans.
// - properties (the listings module's): the rows searched, sorted and counted;
// - property_features, features: the feature and bedroom/bathroom filters;
// - property_types, suburbs, cities: the type (with its subtypes) and place filters;
// - agents, users: the filters by agent code and agent public id;
// - property_types, suburbs, cities, features, countries: the sentence search's vocabulary.
// It writes nothing; the listings' answers (their shape, references and view counts) come
// from the properties module's entry.
export { createPropertySearchContext, type PropertySearchContext } from './property-search.context';
export { propertySearchRoutes } from './property-search.routes';
export { listingPage } from './property-search.service';
export { searchBody, type SearchBody } from './property-search.schemas';

/*
 * Internal API: the saved searches count a search's new matches with it (one count, no paging)
 * and keep a title search as the same prefix query the search runs; bulk actions on an agent's
 * listings take the ids a dashboard search matches.
 * Not a service: no actor and no access check; the caller has authorized the request.
 */
export { countLiveListingsSince } from './property-search.since';
export { titleQuery } from './property-search.query';
export { ownListings, type OwnListing } from './property-search.own';
