export const auditSessions = /* sql */ `
-- An editing session's changes (module audit): the saves one person makes to one entity while
-- its editor is open (the listing editor saves on its own after each pause) are gathered here,
-- each field with its value before the session's first save of it and after its last, and
-- become one audit_log entry when the session ends: ended by the editor, before the entity is
-- deleted, or after ten minutes without a save. The user is a snapshot, as in audit_log.
CREATE TABLE audit_sessions (
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  entity text NOT NULL,
  entity_id text NOT NULL,
  session_key uuid NOT NULL,
  property_id text,
  user_id integer,
  user_public_id text,
  user_role text,
  ip text,
  action text NOT NULL,
  changes jsonb NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  last_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, entity, entity_id, session_key)
);
-- The sweep of idle sessions reads the oldest first, across sites.
CREATE INDEX audit_sessions_last_idx ON audit_sessions (last_at);

-- A site table: only the site in scope sees its rows (as migration 0015 does for the others).
ALTER TABLE audit_sessions ENABLE ROW LEVEL SECURITY;
ALTER TABLE audit_sessions FORCE ROW LEVEL SECURITY;
CREATE POLICY site_wall ON audit_sessions
  USING ((SELECT current_setting('app.tenant_id', true)) = 'all'
    OR tenant_id = NULLIF(NULLIF((SELECT current_setting('app.tenant_id', true)), ''), 'all')::integer)
  WITH CHECK ((SELECT current_setting('app.tenant_id', true)) = 'all'
    OR tenant_id = NULLIF(NULLIF((SELECT current_setting('app.tenant_id', true)), ''), 'all')::integer);
`;
