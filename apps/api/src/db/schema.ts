/**
 * Typed view of the tables the migrations create (db/migrations is the source of truth). Each
 * table is declared by its owner, a module's `<module>.tables.ts` or a mechanism's
 * `infra/<name>.tables.ts`; this barrel gathers them for the migrations tooling, the schema
 * test, the seed and the tests. Application code imports its owner's file, never this one.
 */
export * from '../modules/tenants/tenants.tables';
export * from '../infra/file-journal.tables';
export * from '../modules/properties/properties.tables';
export * from '../infra/recent-accounts.tables';
export * from '../infra/idempotency.tables';
export * from '../modules/locations/locations.tables';
export * from '../modules/features/features.tables';
export * from '../modules/property-types/property-types.tables';
export * from '../modules/users/users.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/images/images.tables';
export * from '../modules/amenities/amenities.tables';
export * from '../modules/units/units.tables';
export * from '../modules/events/events.tables';
export * from '../modules/banners/banners.tables';
export * from '../modules/notices/notices.tables';
export * from '../modules/leads/leads.tables';
export * from '../modules/articles/articles.tables';
export * from '../modules/audit/audit.tables';
export type { EventBanner } from '../lib/columns';

export * from '../modules/feed-clients/feed-clients.tables';
export * from '../modules/listing-imports/listing-imports.tables';
export * from '../modules/reso-sources/reso-sources.tables';
export * from '../modules/saved-searches/saved-searches.tables';
export * from '../modules/favourites/favourites.tables';
export * from '../modules/listing-duplicates/listing-duplicates.tables';
export * from '../modules/listing-performance/listing-performance.tables';
export * from '../modules/privacy/privacy.tables';
