export const searchPlans = /* sql */ `
-- Listing search at a million listings, under row-level security (the server's role). Adding
-- the column rewrites the table, so the migration list runs VACUUM (ANALYZE) after it commits:
-- a rewritten table has no visibility map, and index-only scans would read every row.
--
-- A listing's price in hundredths, as an integer: under row-level security the planner puts a
-- condition in an index scan only when its operator is leakproof, and numeric's comparisons are
-- not (only a superuser could mark them), while bigint's are. So a price bound read through
-- price_cents starts an index scan at the bound, where a bound on price read every row of the
-- category and dropped most of them. Prices have two decimals, so the order and the bounds are
-- exactly those of price. Generated, so no write path keeps it in step.
ALTER TABLE properties
  ADD COLUMN price_cents bigint GENERATED ALWAYS AS ((price * 100)::bigint) STORED;

-- The live listings' lists, each in the order a search reads it, carrying the columns the
-- search filters on (INCLUDE): an index-only scan walks the order, checks category, type,
-- suburb and price in the index, and stops after a page, reading no table row.
-- Newest first, these two also answer a map area too dense to sort (what a point says, and
-- where): read in the box and sorted, 10,000 points took 13 to 32 ms; newest first, 3 to 10.
DROP INDEX properties_public_created_idx;
CREATE INDEX properties_public_created_idx ON properties (tenant_id, created_at, id)
  INCLUDE (category, type_id, suburb_id, price_cents, location, public_id, latitude, longitude,
    price, currency)
  WHERE published = 'APPROVED' AND NOT archived;
DROP INDEX properties_public_category_idx;
CREATE INDEX properties_public_category_idx ON properties (tenant_id, category, created_at, id)
  INCLUDE (type_id, suburb_id, price_cents, location, public_id, latitude, longitude, price,
    currency)
  WHERE published = 'APPROVED' AND NOT archived;
DROP INDEX properties_public_type_idx;
CREATE INDEX properties_public_type_idx ON properties (tenant_id, type_id, category, created_at, id)
  INCLUDE (suburb_id, price_cents, price)
  WHERE published = 'APPROVED' AND NOT archived;
DROP INDEX properties_public_suburb_idx;
CREATE INDEX properties_public_suburb_idx
  ON properties (tenant_id, suburb_id, category, created_at, id)
  INCLUDE (type_id, price_cents, price)
  WHERE published = 'APPROVED' AND NOT archived;
-- By price, within a category: categories' prices lie far apart (a rent, a sale), so an index
-- by price alone walked every sale to reach the rents. Price (as text) is carried for the page
-- boundary a cursor keeps.
DROP INDEX properties_public_price_idx;
CREATE INDEX properties_public_price_idx ON properties (tenant_id, category, price_cents, id)
  INCLUDE (price, type_id, suburb_id, currency)
  WHERE published = 'APPROVED' AND NOT archived;
-- The map's area: the bounding box walks this index (0032); carrying what a point says and what
-- the search filters on, the map reads no table row for the up to 2,000 points it answers.
DROP INDEX properties_public_location_idx;
CREATE INDEX properties_public_location_idx
  ON properties (tenant_id, longitude, latitude)
  INCLUDE (location, created_at, id, public_id, category, price, currency, type_id, suburb_id,
    price_cents)
  WHERE published = 'APPROVED' AND NOT archived;
-- An agent's own list, every state: the dashboard's filters in the index as well.
DROP INDEX properties_agent_created_idx;
CREATE INDEX properties_agent_created_idx ON properties (tenant_id, user_id, created_at, id)
  INCLUDE (category, type_id, suburb_id, price_cents, price, published, archived);
CREATE INDEX properties_agent_price_idx
  ON properties (tenant_id, user_id, category, price_cents, id)
  INCLUDE (price, type_id, suburb_id, published, archived);
`;
