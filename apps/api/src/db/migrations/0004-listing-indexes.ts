/**
 * Moderators list the whole site and filter it by status, newest first: those orders get their
 * own indexes. The single-column foreign-key indexes go: types and suburbs are reference data
 * that is never deleted in use, and every index on the listings table adds to each query's
 * planning time.
 */
export const listingIndexes = /* sql */ `
CREATE INDEX properties_tenant_created_idx ON properties (tenant_id, created_at, id);
CREATE INDEX properties_status_created_idx ON properties (tenant_id, published, created_at, id);
DROP INDEX properties_type_idx;
DROP INDEX properties_suburb_idx;
`;
