/** The site in scope, as in 0015: NULL when none was set, or when every site is ('all'). */
const SITE = `NULLIF(NULLIF(current_setting('app.tenant_id', true), ''), 'all')::integer`;
const RULE = `current_setting('app.tenant_id', true) = 'all' OR tenant_id = ${SITE}`;

export const accountVersions = /* sql */ `
-- A counter per site that moves whenever an account's access can have changed (its roles, its
-- email or password, its public id, or the account itself going), whoever changes it: the API,
-- the CLI or SQL by hand. Server processes that keep recent account look-ups check it at most
-- once a second, so a revoked account loses access everywhere within about a second.
CREATE TABLE account_versions (
  tenant_id integer PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
  version bigint NOT NULL DEFAULT 0
);
ALTER TABLE account_versions ENABLE ROW LEVEL SECURITY;
ALTER TABLE account_versions FORCE ROW LEVEL SECURITY;
CREATE POLICY site_wall ON account_versions USING (${RULE}) WITH CHECK (${RULE});

CREATE FUNCTION account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A site being deleted takes its accounts with it: there is nothing left to tell.
  INSERT INTO account_versions AS v (tenant_id, version)
    SELECT OLD.tenant_id, 1 WHERE EXISTS (SELECT 1 FROM tenants WHERE id = OLD.tenant_id)
    ON CONFLICT (tenant_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END;
$$;
CREATE TRIGGER account_changed
  AFTER UPDATE OF roles, email, password_hash, public_id, tenant_id OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION account_changed();
`;
