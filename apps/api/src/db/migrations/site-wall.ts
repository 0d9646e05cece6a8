/**
 * Row-level security for a site's table (see 0015): its rows show only while the connection's
 * app.tenant_id names their site, or is 'all'. Migrations 0029 to 0033 wrote it this way; the
 * text it makes is part of their SQL, so it never changes (0034 rewrote their policies to read
 * the setting once per statement, as the module generator now writes them).
 */
export const siteWall = (table: string) => `
ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
CREATE POLICY site_wall ON ${table}
  USING (current_setting('app.tenant_id', true) = 'all'
    OR tenant_id = NULLIF(NULLIF(current_setting('app.tenant_id', true), ''), 'all')::integer)
  WITH CHECK (current_setting('app.tenant_id', true) = 'all'
    OR tenant_id = NULLIF(NULLIF(current_setting('app.tenant_id', true), ''), 'all')::integer);`;
