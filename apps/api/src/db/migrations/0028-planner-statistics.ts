export const plannerStatistics = /* sql */ `
-- Statistics for the small tables every listing read joins. PostgreSQL analyzes a table once 50
-- rows (plus a tenth) changed since its last analysis, so a site's few countries, cities, suburbs
-- and types were never analyzed: under row-level security the planner then took their joins
-- for one row and read a RESO feed page of 200 listings by joining all 100,000 and sorting them
-- (7.5 s instead of 10 ms, bench/feed). Analyzed after any change, and once now.
ALTER TABLE countries SET (autovacuum_analyze_threshold = 1);
ALTER TABLE cities SET (autovacuum_analyze_threshold = 1);
ALTER TABLE suburbs SET (autovacuum_analyze_threshold = 1);
ALTER TABLE property_types SET (autovacuum_analyze_threshold = 1);
ALTER TABLE features SET (autovacuum_analyze_threshold = 1);
ALTER TABLE agents SET (autovacuum_analyze_threshold = 1);
ALTER TABLE users SET (autovacuum_analyze_threshold = 1);
ANALYZE countries, cities, suburbs, property_types, features, agents, users;

-- A listing's last change as the RESO feed shows it (ModificationTimestamp: the newest listing,
-- review, photo or feature entry of the audit log), read from the index alone.
CREATE INDEX audit_log_listing_changes_idx ON audit_log (tenant_id, property_id, at DESC)
  WHERE entity IN ('property', 'moderation', 'image', 'feature');
`;
