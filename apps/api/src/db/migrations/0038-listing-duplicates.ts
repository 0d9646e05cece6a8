export const listingDuplicates = /* sql */ `
-- Pairs of a site's listings that may be the same home (module listing-duplicates): found when
-- one of them is created, saved or its photos change. One row a pair, the lower id first.
-- same_photos: how many of the checked listing's photos the other has too (perceptual hashes);
-- same_place: same type and category, within 25 m, the price within 5%;
-- same_reference: the same agent reference, case aside.
CREATE TABLE listing_duplicates (
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  property_id integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  other_id integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  same_photos integer NOT NULL DEFAULT 0,
  same_place boolean NOT NULL DEFAULT false,
  same_reference boolean NOT NULL DEFAULT false,
  found_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (property_id, other_id),
  CHECK (property_id < other_id)
);
CREATE INDEX listing_duplicates_other_idx ON listing_duplicates (other_id);
-- A listing's spot, in every state: the listings within 25 m of it are a narrow band of
-- latitude (float comparisons, leakproof, so an index condition under row-level security).
CREATE INDEX properties_spot_idx ON properties (tenant_id, latitude, longitude);
-- A listing's agent reference as compared with the site's others, case aside. Generated, so no
-- write path keeps it; a column rather than an index on lower(): lower() is not leakproof, so
-- under row-level security the planner could not use such an index.
ALTER TABLE properties
  ADD COLUMN reference_key text GENERATED ALWAYS AS (lower(agent_reference)) STORED;
CREATE INDEX properties_reference_key_idx ON properties (tenant_id, reference_key)
  WHERE reference_key IS NOT NULL;

-- A site table: only the site in scope sees its rows (as migration 0015 does for the others).
ALTER TABLE listing_duplicates ENABLE ROW LEVEL SECURITY;
ALTER TABLE listing_duplicates FORCE ROW LEVEL SECURITY;
-- The setting is read once per statement (a subquery), not for every row (migration 0034).
CREATE POLICY site_wall ON listing_duplicates
  USING ((SELECT current_setting('app.tenant_id', true)) = 'all'
    OR tenant_id = NULLIF(NULLIF((SELECT current_setting('app.tenant_id', true)), ''), 'all')::integer)
  WITH CHECK ((SELECT current_setting('app.tenant_id', true)) = 'all'
    OR tenant_id = NULLIF(NULLIF((SELECT current_setting('app.tenant_id', true)), ''), 'all')::integer);
`;
