/** The tables whose every row belongs to one site, by their tenant_id. */
const SITE_TABLES = [
  'listings_versions',
  'countries',
  'cities',
  'suburbs',
  'features',
  'property_types',
  'users',
  'agents',
  'customers',
  'refresh_tokens',
  'password_reset_tokens',
  'login_failures',
  'properties',
  'property_images',
  'amenities',
  'units',
  'unit_images',
  'event_categories',
  'events',
  'banners',
  'notices',
  'leads',
  'lead_messages',
  'lead_events',
  'article_categories',
  'articles',
  'site_addresses',
  'audit_log',
];

/** The site in scope: NULL when none was set (no rows), or when every site is ('all'). */
const SITE = `NULLIF(NULLIF(current_setting('app.tenant_id', true), ''), 'all')::integer`;
const EVERY_SITE = `current_setting('app.tenant_id', true) = 'all'`;

const wall = (table: string, rule: string) => `
ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
CREATE POLICY site_wall ON ${table} USING (${rule}) WITH CHECK (${rule});`;

export const rowLevelSecurity = /* sql */ `
-- A second wall behind the application's own site checks, on PostgreSQL: every row of a site's
-- table shows only while the connection's app.tenant_id names its site (the data layer sets it
-- per request, infra/data-scope.ts) or is 'all' (work outside requests). FORCE applies it to
-- the tables' owner too; superusers and BYPASSRLS roles skip it, so the server refuses to run as
-- one (infra/db.ts). PGlite runs as a superuser: there the application's checks are the wall.
${SITE_TABLES.map((table) => wall(table, `${EVERY_SITE} OR tenant_id = ${SITE}`)).join('\n')}
-- Rows without a tenant_id follow their parent, whose own policy applies inside the EXISTS.
${wall('property_features', `${EVERY_SITE} OR EXISTS (SELECT 1 FROM properties p WHERE p.id = property_id)`)}
${wall('property_type_features', `${EVERY_SITE} OR EXISTS (SELECT 1 FROM property_types t WHERE t.id = type_id)`)}

-- The app's role may not DELETE audit rows; the retention prune runs as the owner through this
-- function, which still meets the append-only trigger (no row younger than 30 days).
CREATE FUNCTION audit_log_prune(days integer) RETURNS integer
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  removed integer;
BEGIN
  DELETE FROM audit_log WHERE at < now() - days * interval '1 day';
  GET DIAGNOSTICS removed = ROW_COUNT;
  RETURN removed;
END;
$$;
REVOKE EXECUTE ON FUNCTION audit_log_prune(integer) FROM PUBLIC;
`;
