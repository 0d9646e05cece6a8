import { siteWall } from './site-wall';

export const resoSources = /* sql */ `
-- Other RESO Web API servers a site replicates listings from (module reso-sources).
-- client_secret: AES-256-GCM under a key derived from the server's JWT secret (iv, tag and
--   text, base64url, dot-separated); never answered back.
-- cursor_timestamp, cursor_key: the last Property processed (ModificationTimestamp, ListingKey);
--   event_cursor: the last EntityEventSequence read (withdrawals).
-- run_requested_at: an admin asked for a run now; claimed_until, claimed_by: the lease of the
--   server process running it.
CREATE TABLE reso_sources (
  id serial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name text NOT NULL,
  service_root text NOT NULL,
  token_url text NOT NULL,
  client_id text NOT NULL,
  client_secret text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused')),
  every_minutes integer NOT NULL DEFAULT 15 CHECK (every_minutes BETWEEN 5 AND 10080),
  cursor_timestamp timestamptz,
  cursor_key text,
  event_cursor bigint,
  last_run_at timestamptz,
  last_error text,
  listings_count integer NOT NULL DEFAULT 0,
  run_requested_at timestamptz,
  claimed_until timestamptz,
  claimed_by text,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX reso_sources_name_idx ON reso_sources (tenant_id, lower(name));

-- Whose listings a remote member's or office's are here: a site's agent.
CREATE TABLE reso_source_agents (
  source_id integer NOT NULL REFERENCES reso_sources(id) ON DELETE CASCADE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  remote_kind text NOT NULL CHECK (remote_kind IN ('Member', 'Office')),
  remote_key text NOT NULL,
  agent_user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (source_id, remote_kind, remote_key)
);

-- The remote listings a source brought in: its ListingKey, the local listing and its agent.
CREATE TABLE reso_source_listings (
  source_id integer NOT NULL REFERENCES reso_sources(id) ON DELETE CASCADE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  listing_key text NOT NULL,
  agent_user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  listing_public_id text NOT NULL,
  PRIMARY KEY (source_id, listing_key)
);

CREATE TABLE reso_source_runs (
  id serial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  source_id integer NOT NULL REFERENCES reso_sources(id) ON DELETE CASCADE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'finished', 'failed')),
  created_count integer NOT NULL DEFAULT 0,
  updated_count integer NOT NULL DEFAULT 0,
  unchanged_count integer NOT NULL DEFAULT 0,
  archived_count integer NOT NULL DEFAULT 0,
  skipped_count integer NOT NULL DEFAULT 0,
  failed_count integer NOT NULL DEFAULT 0,
  error text,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX reso_source_runs_source_idx ON reso_source_runs (source_id, id DESC);

-- What a run did to each remote listing it skipped, archived or failed (with the reasons) and
-- each one it created or updated.
CREATE TABLE reso_source_run_items (
  id serial PRIMARY KEY,
  run_id integer NOT NULL REFERENCES reso_source_runs(id) ON DELETE CASCADE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  listing_key text NOT NULL,
  outcome text NOT NULL
    CHECK (outcome IN ('created', 'updated', 'unchanged', 'archived', 'skipped', 'failed')),
  reasons text[] NOT NULL DEFAULT '{}',
  listing_public_id text
);
CREATE INDEX reso_source_run_items_run_idx ON reso_source_run_items (run_id, id);

-- Site tables: only the site in scope sees their rows (as migration 0015 does for the others).
${['reso_sources', 'reso_source_agents', 'reso_source_listings', 'reso_source_runs', 'reso_source_run_items'].map(siteWall).join('\n')}
`;
