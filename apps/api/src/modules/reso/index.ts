// The RESO Web API of each site: a read-only OData 4.0 service over its live listings under
// RESO Data Dictionary 2.0 names (docs/reso.md). reso.mapping.ts maps Propdesk to the DD.
//
// A read model (READ_MODELS in eslint.config.js): a feed is SQL over several owners' tables,
// which it filters, orders and pages in one query per answer.
// - properties: the live listings (the properties module's live rule), their fields;
// - property_types, suburbs, cities, countries: the listings' types and places, the Country
//   lookup's values;
// - property_features, features: bedrooms and bathrooms;
// - property_images: the listings' photos (Media);
// - users, agents: the agents of live listings and their agencies (Member, Office), only what
//   their public profile shows;
// - audit_log: when a listing or an agent last changed (ModificationTimestamp), and the
//   listings' changes (EntityEvent).
// It writes nothing.
export { RESO_ERROR_SHAPE, RESO_ROUTE_CONFIG, resoRoutes } from './reso.routes';
export { RESO_DEFAULT_PAGE, RESO_MAX_PAGE, type ResoContext } from './reso.service';
