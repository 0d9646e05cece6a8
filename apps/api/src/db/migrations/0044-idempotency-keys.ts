export const idempotencyKeys = /* sql */ `
-- The Idempotency-Key of create requests (infra/idempotency.ts): the first request with a key
-- runs and its answer is kept here, so a replay by the same caller within 24 hours gets that
-- answer without the operation running again. status is NULL while the first one runs (until
-- locked_until, past which a process that died is taken over). A sweep drops rows a day old.
CREATE TABLE idempotency_keys (
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  caller text NOT NULL,
  key text NOT NULL,
  fingerprint text NOT NULL,
  status integer,
  content_type text,
  body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, caller, key)
);
-- The sweep reads the oldest first, across sites.
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

-- A site table: only the site in scope sees its rows (as migration 0015 does for the others).
ALTER TABLE idempotency_keys ENABLE ROW LEVEL SECURITY;
ALTER TABLE idempotency_keys FORCE ROW LEVEL SECURITY;
CREATE POLICY site_wall ON idempotency_keys
  USING ((SELECT current_setting('app.tenant_id', true)) = 'all'
    OR tenant_id = NULLIF(NULLIF((SELECT current_setting('app.tenant_id', true)), ''), 'all')::integer)
  WITH CHECK ((SELECT current_setting('app.tenant_id', true)) = 'all'
    OR tenant_id = NULLIF(NULLIF((SELECT current_setting('app.tenant_id', true)), ''), 'all')::integer);
`;
