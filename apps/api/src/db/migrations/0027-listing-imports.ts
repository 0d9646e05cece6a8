export const listingImports = /* sql */ `
-- CSV imports of listings (module listing-imports): the stored file, how its columns map to
-- listing fields, and where its run is; then one row per line of the file with what happened.
-- started_by: who uploaded it (an agent, or site staff on an agency's behalf);
-- agent_user_id: whose listings it creates and updates.
-- mapping: a JSON array with one entry per column, the field it fills or null.
-- claimed_until, claimed_by: the lease of the server process running it; past claimed_until
--   another process resumes it (rows already recorded are not processed again).
CREATE TABLE listing_imports (
  id serial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  started_by integer REFERENCES users(id) ON DELETE SET NULL,
  agent_user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  file_key text NOT NULL,
  file_name text NOT NULL,
  file_size integer NOT NULL,
  delimiter text NOT NULL CHECK (delimiter IN (',', ';')),
  headers text[] NOT NULL,
  mapping jsonb NOT NULL,
  status text NOT NULL DEFAULT 'uploaded'
    CHECK (status IN ('uploaded', 'running', 'cancelling', 'cancelled', 'finished', 'failed')),
  dry_run boolean NOT NULL DEFAULT false,
  total_rows integer,
  rows_done integer NOT NULL DEFAULT 0,
  created_count integer NOT NULL DEFAULT 0,
  updated_count integer NOT NULL DEFAULT 0,
  unchanged_count integer NOT NULL DEFAULT 0,
  skipped_count integer NOT NULL DEFAULT 0,
  failed_count integer NOT NULL DEFAULT 0,
  failure text,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  claimed_until timestamptz,
  claimed_by text
);
CREATE INDEX listing_imports_tenant_idx ON listing_imports (tenant_id, created_at DESC, id DESC);
CREATE INDEX listing_imports_due_idx ON listing_imports (claimed_until)
  WHERE status IN ('running', 'cancelling');

CREATE TABLE listing_import_rows (
  import_id integer NOT NULL REFERENCES listing_imports(id) ON DELETE CASCADE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  row_number integer NOT NULL,
  reference text,
  outcome text NOT NULL CHECK (outcome IN ('created', 'updated', 'unchanged', 'skipped', 'failed')),
  reasons text[] NOT NULL DEFAULT '{}',
  listing_public_id text,
  PRIMARY KEY (import_id, row_number)
);

-- Site tables: only the site in scope sees their rows (as migration 0015 does for the others).
ALTER TABLE listing_imports ENABLE ROW LEVEL SECURITY;
ALTER TABLE listing_imports FORCE ROW LEVEL SECURITY;
CREATE POLICY site_wall ON listing_imports
  USING (current_setting('app.tenant_id', true) = 'all'
    OR tenant_id = NULLIF(NULLIF(current_setting('app.tenant_id', true), ''), 'all')::integer)
  WITH CHECK (current_setting('app.tenant_id', true) = 'all'
    OR tenant_id = NULLIF(NULLIF(current_setting('app.tenant_id', true), ''), 'all')::integer);
ALTER TABLE listing_import_rows ENABLE ROW LEVEL SECURITY;
ALTER TABLE listing_import_rows FORCE ROW LEVEL SECURITY;
CREATE POLICY site_wall ON listing_import_rows
  USING (current_setting('app.tenant_id', true) = 'all'
    OR tenant_id = NULLIF(NULLIF(current_setting('app.tenant_id', true), ''), 'all')::integer)
  WITH CHECK (current_setting('app.tenant_id', true) = 'all'
    OR tenant_id = NULLIF(NULLIF(current_setting('app.tenant_id', true), ''), 'all')::integer);
`;
