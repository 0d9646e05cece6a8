export const sessions = /* sql */ `
-- A session is a refresh token family. The profile lists a person's sessions with the device
-- (the User-Agent) and the country of the address each token was issued to; the address itself
-- is not kept here.
ALTER TABLE refresh_tokens
  ADD COLUMN user_agent text,
  ADD COLUMN country text;
CREATE INDEX refresh_tokens_user_family_idx ON refresh_tokens (tenant_id, user_id, family_id);
-- Every server process asks each second for the sessions ended since it last asked.
CREATE INDEX refresh_tokens_revoked_idx ON refresh_tokens (revoked_at) WHERE revoked_at IS NOT NULL;

-- The client addresses (as SHA-256 digests) that signed in to an account: once an account has
-- had too many failed sign-ins in a day, only these may still try.
CREATE TABLE known_sign_in_addresses (
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  address_hash text NOT NULL,
  last_signed_in_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id, address_hash)
);
-- A site table: only the site in scope sees its rows (as migration 0015 does for the others).
ALTER TABLE known_sign_in_addresses ENABLE ROW LEVEL SECURITY;
ALTER TABLE known_sign_in_addresses FORCE ROW LEVEL SECURITY;
CREATE POLICY site_wall ON known_sign_in_addresses
  USING ((SELECT current_setting('app.tenant_id', true)) = 'all'
    OR tenant_id = NULLIF(NULLIF((SELECT current_setting('app.tenant_id', true)), ''), 'all')::integer)
  WITH CHECK ((SELECT current_setting('app.tenant_id', true)) = 'all'
    OR tenant_id = NULLIF(NULLIF((SELECT current_setting('app.tenant_id', true)), ''), 'all')::integer);
`;
