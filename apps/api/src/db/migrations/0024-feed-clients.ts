export const feedClients = /* sql */ `
-- The site's feed clients (module feed-clients): partners who read the site's RESO feed with
-- OAuth2 client credentials. The secret is kept only as its SHA-256 (it is 256 random bits).
CREATE TABLE feed_clients (
  id serial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name text NOT NULL,
  client_id text NOT NULL UNIQUE,
  secret_hash text NOT NULL,
  scopes text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX feed_clients_tenant_idx ON feed_clients (tenant_id, created_at, id);
-- Two clients in use on one site never share a name; a revoked one frees its name.
CREATE UNIQUE INDEX feed_clients_name_idx ON feed_clients (tenant_id, lower(name))
  WHERE revoked_at IS NULL;

-- A site table: only the site in scope sees its rows (as migration 0015 does for the others).
ALTER TABLE feed_clients ENABLE ROW LEVEL SECURITY;
ALTER TABLE feed_clients FORCE ROW LEVEL SECURITY;
CREATE POLICY site_wall ON feed_clients
  USING (current_setting('app.tenant_id', true) = 'all'
    OR tenant_id = NULLIF(NULLIF(current_setting('app.tenant_id', true), ''), 'all')::integer)
  WITH CHECK (current_setting('app.tenant_id', true) = 'all'
    OR tenant_id = NULLIF(NULLIF(current_setting('app.tenant_id', true), ''), 'all')::integer);
`;
