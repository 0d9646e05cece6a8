export const listingLocations = /* sql */ `
-- A listing's place as a point (x longitude, y latitude), for the map search's area: PostgreSQL's
-- own "point <@ polygon" (no PostGIS), which counts a point on the border as in, answered from
-- a GiST index (bench/area-search). Generated, so no write path has to keep it in step.
ALTER TABLE properties
  ADD COLUMN location point GENERATED ALWAYS AS (point(longitude, latitude)) STORED;
CREATE INDEX properties_location_idx ON properties USING gist (location);
`;
