export const audit = /* sql */ `
-- Who changed what, when and from where: one row per write, written in the write's own
-- transaction. Append-only: a trigger refuses every UPDATE, and every DELETE of a row younger
-- than the shortest retention the configuration allows (30 days), so only the retention prune
-- removes rows. The trigger holds for the table's owner too (the app connects as the owner
-- today); the REVOKE covers the non-owner role that comes with row-level security.
-- The user is a snapshot (id, public id, role), not a foreign key: a later change to the user
-- must not rewrite the history, and ON DELETE SET NULL would be an UPDATE.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id),
  at timestamptz NOT NULL DEFAULT now(),
  user_id integer,
  user_public_id text,
  user_role text,
  ip text,
  entity text NOT NULL,
  entity_id text NOT NULL,
  property_id text,
  action text NOT NULL,
  changes jsonb,
  reason text
);
CREATE INDEX audit_log_tenant_at_idx ON audit_log (tenant_id, at DESC);
CREATE INDEX audit_log_tenant_entity_at_idx ON audit_log (tenant_id, entity, at DESC);
CREATE INDEX audit_log_tenant_user_at_idx ON audit_log (tenant_id, user_id, at DESC);
CREATE INDEX audit_log_tenant_property_at_idx ON audit_log (tenant_id, property_id, at DESC)
  WHERE property_id IS NOT NULL;

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'audit_log is append-only: rows cannot be changed'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.at > now() - interval '30 days' THEN
    RAISE EXCEPTION 'audit_log is append-only: rows younger than 30 days cannot be deleted'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN OLD;
END;
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();

CREATE FUNCTION audit_log_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: it cannot be truncated'
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_no_truncate();

REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM PUBLIC;
`;
