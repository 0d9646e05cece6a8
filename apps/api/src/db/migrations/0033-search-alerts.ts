export const searchAlerts = /* sql */ `
-- A notice's e-mail may carry an HTML part and headers of its own (an alert's List-Unsubscribe):
-- null for every notice queued before, which go out as they always did.
ALTER TABLE notices ADD COLUMN html text;
ALTER TABLE notices ADD COLUMN headers jsonb;

-- Matching a listing against every live search reads only the searches that could match it
-- (module saved-searches, saved-searches.match.ts). match_keys: the places a search names, each
-- crossed with its category ('*' for any): 'SALE:s:12' for a suburb, 'SALE:c:3' for a city;
-- 'SALE:any:<site>' for a search with neither place nor area. A listing has six such keys, and a
-- GIN index finds the searches sharing one (without a pending list, which every match would scan). A search with an area and no place has no key: a GiST
-- index on the area's bounding box finds those. The criteria themselves are checked after.
CREATE FUNCTION saved_search_match_keys(site integer, category text, suburb_ids integer[],
  city_ids integer[], area polygon) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN suburb_ids IS NULL AND city_ids IS NULL THEN
      CASE WHEN area IS NULL THEN ARRAY[COALESCE(category, '*') || ':any:' || site]
        ELSE '{}'::text[] END
    ELSE ARRAY(SELECT COALESCE(category, '*') || ':s:' || s FROM unnest(suburb_ids) s)
      || ARRAY(SELECT COALESCE(category, '*') || ':c:' || c FROM unnest(city_ids) c)
  END
$$;
ALTER TABLE saved_searches ADD COLUMN match_keys text[] NOT NULL GENERATED ALWAYS AS
  (saved_search_match_keys(tenant_id, category, suburb_ids, city_ids, area)) STORED;
CREATE INDEX saved_searches_match_keys_idx ON saved_searches USING gin (match_keys)
  WITH (fastupdate = off)
  WHERE confirmed_at IS NOT NULL AND frequency <> 'paused';
CREATE INDEX saved_searches_area_only_idx ON saved_searches USING gist (box(area))
  WHERE confirmed_at IS NOT NULL AND frequency <> 'paused'
    AND suburb_ids IS NULL AND city_ids IS NULL AND area IS NOT NULL;

-- How far the alerts of a site have read the audit log (module saved-searches): the last entry
-- read, and when the last scheduled (daily, weekly) sending ran, as the site's local date.
-- locked_until: the lease of the server process working the site's alerts now.
CREATE TABLE search_alert_cursors (
  tenant_id integer PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
  last_audit_id bigint NOT NULL DEFAULT 0,
  last_audit_at timestamptz NOT NULL DEFAULT now(),
  scheduled_on date,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A listing found for a saved search: one row per search and listing, so a listing is sent to a
-- search once (reason 'new'); a later price below the one announced is sent once more (reason
-- 'price', price the new one). sent_at: null while it waits for the search's next alert.
CREATE TABLE saved_search_matches (
  saved_search_id integer NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
  property_id integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('new', 'price')),
  price numeric(16, 2),
  previous_price numeric(16, 2),
  found_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  PRIMARY KEY (saved_search_id, property_id)
);
-- The sending: the searches with something waiting.
CREATE INDEX saved_search_matches_waiting_idx ON saved_search_matches (tenant_id, saved_search_id)
  WHERE sent_at IS NULL;
CREATE INDEX saved_search_matches_property_idx ON saved_search_matches (property_id);
ALTER TABLE search_alert_cursors ENABLE ROW LEVEL SECURITY;
ALTER TABLE search_alert_cursors FORCE ROW LEVEL SECURITY;
CREATE POLICY site_wall ON search_alert_cursors
  USING (current_setting('app.tenant_id', true) = 'all'
    OR tenant_id = NULLIF(NULLIF(current_setting('app.tenant_id', true), ''), 'all')::integer)
  WITH CHECK (current_setting('app.tenant_id', true) = 'all'
    OR tenant_id = NULLIF(NULLIF(current_setting('app.tenant_id', true), ''), 'all')::integer);
ALTER TABLE saved_search_matches ENABLE ROW LEVEL SECURITY;
ALTER TABLE saved_search_matches FORCE ROW LEVEL SECURITY;
CREATE POLICY site_wall ON saved_search_matches
  USING (current_setting('app.tenant_id', true) = 'all'
    OR tenant_id = NULLIF(NULLIF(current_setting('app.tenant_id', true), ''), 'all')::integer)
  WITH CHECK (current_setting('app.tenant_id', true) = 'all'
    OR tenant_id = NULLIF(NULLIF(current_setting('app.tenant_id', true), ''), 'all')::integer);
`;
