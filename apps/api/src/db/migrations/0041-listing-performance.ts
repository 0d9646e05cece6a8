/** Row-level security for a site's table, reading the setting once per statement (0034). */
const wall = (table: string) => `
ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
CREATE POLICY site_wall ON ${table}
  USING ((SELECT current_setting('app.tenant_id', true)) = 'all'
    OR tenant_id = NULLIF(NULLIF((SELECT current_setting('app.tenant_id', true)), ''), 'all')::integer)
  WITH CHECK ((SELECT current_setting('app.tenant_id', true)) = 'all'
    OR tenant_id = NULLIF(NULLIF((SELECT current_setting('app.tenant_id', true)), ''), 'all')::integer);`;

export const listingPerformance = /* sql */ `
-- How each listing is doing (module listing-performance), counted without cookies and without
-- personal data. A day is a UTC date.
-- listing_daily_stats: a listing's page views (one per visitor and day) and photo views a day.
CREATE TABLE listing_daily_stats (
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  property_id integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  day date NOT NULL,
  views integer NOT NULL DEFAULT 0,
  photo_views integer NOT NULL DEFAULT 0,
  PRIMARY KEY (property_id, day)
);
CREATE INDEX listing_daily_stats_tenant_day_idx ON listing_daily_stats (tenant_id, day);
-- Where those views came from: search, map, alert, direct, or other with the referring host.
CREATE TABLE listing_daily_sources (
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  property_id integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  day date NOT NULL,
  source text NOT NULL CHECK (source IN ('search', 'map', 'alert', 'direct', 'other')),
  host text NOT NULL DEFAULT '',
  views integer NOT NULL DEFAULT 0,
  PRIMARY KEY (property_id, day, source, host)
);
-- Today's (and yesterday's, until the next flush) visitors of a listing, as a keyed hash of the
-- day, the listing, the address and the browser: one view per visitor and day across server
-- processes. The key changes every day and is never stored, so yesterday's hashes match
-- nothing; rows older than yesterday are deleted.
CREATE TABLE listing_visitors (
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  property_id integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  day date NOT NULL,
  visitor text NOT NULL,
  PRIMARY KEY (property_id, day, visitor)
);
CREATE INDEX listing_visitors_day_idx ON listing_visitors (day);
${['listing_daily_stats', 'listing_daily_sources', 'listing_visitors'].map(wall).join('\n')}
`;
