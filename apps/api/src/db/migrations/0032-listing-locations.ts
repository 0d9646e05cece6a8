export const listingLocations = /* sql */ `
-- A listing's place as a point (x longitude, y latitude), for the map search's area: PostgreSQL's
-- own "point <@ polygon" (no PostGIS), which counts a point on the border as in. Generated, so
-- no write path has to keep it in step.
ALTER TABLE properties
  ADD COLUMN location point GENERATED ALWAYS AS (point(longitude, latitude)) STORED;
-- The GiST index answers "point <@ polygon" where row-level security does not apply (PGlite).
CREATE INDEX properties_location_idx ON properties USING gist (location);
-- Under row-level security (the server's role on PostgreSQL) the planner may only put leakproof
-- conditions in an index scan, and "<@" is not one (only a superuser could mark it): the area's
-- bounding box on longitude and latitude (float comparisons, leakproof) is, and this index
-- answers it for live listings, the points and the sort columns read from it alone.
CREATE INDEX properties_public_location_idx
  ON properties (tenant_id, longitude, latitude) INCLUDE (location, created_at, id)
  WHERE published = 'APPROVED' AND NOT archived;
`;
