// Replication from other RESO Web API servers: a site's admins connect a source (its service
// root, token endpoint, client id and secret), map its members and offices to the site's
// agents, and a worker copies its Property and Media on a schedule by ModificationTimestamp
// through the properties, features and images modules' own services; withdrawals come from
// its EntityEvent. Owns the reso_sources, reso_source_agents, reso_source_listings,
// reso_source_runs and reso_source_run_items tables.
export { resoSourcesRoutes } from './reso-sources.routes';
// The context's addPhotos is the images module's photo fetcher, wired in modules/index.ts.
export { type ResoSourcesContext } from './reso-sources.replicate';
export { createResoSourceWorker, type ResoSourceWorker } from './reso-sources.worker';

// Internal API for people's rights over their data: this module's part of an export and erasure.
export { resoSourcesPersonalData } from './reso-sources.personal-data';
