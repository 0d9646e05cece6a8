/** The site in scope, read once per statement (as 0034 made every site wall do). */
const SETTING = `(SELECT current_setting('app.tenant_id', true))`;
const RULE = `${SETTING} = 'all' OR tenant_id = NULLIF(NULLIF(${SETTING}, ''), 'all')::integer`;

export const personalData = /* sql */ `
-- People's rights over their data (docs/privacy.md). An erased account keeps its row, emptied
-- (its listings may be archived under it, and rows of others point at it); this table says it
-- was erased, by whom, and the pseudonym that stands for the person in the audit log. One row
-- per account: a second erasure of the same account finds it and changes nothing.
CREATE TABLE personal_data_erasures (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  pseudonym text NOT NULL,
  requested_by text NOT NULL CHECK (requested_by IN ('SELF', 'STAFF', 'OPERATOR')),
  erased_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX personal_data_erasures_tenant_idx ON personal_data_erasures (tenant_id, erased_at DESC);
ALTER TABLE personal_data_erasures ENABLE ROW LEVEL SECURITY;
ALTER TABLE personal_data_erasures FORCE ROW LEVEL SECURITY;
CREATE POLICY site_wall ON personal_data_erasures USING (${RULE}) WITH CHECK (${RULE});

-- Leads past the retention age lose their sender's details (the retention sweep) but keep the
-- messages; when that happened, so the sweep passes over them.
ALTER TABLE leads ADD COLUMN anonymised_at timestamptz;
CREATE INDEX leads_retention_idx ON leads (created_at) WHERE anonymised_at IS NULL;

-- The audit log stays append-only, with one exception: replacing an erased person by their
-- pseudonym. Only this function does it (it sets a flag for its own transaction, which the
-- trigger reads); the rows keep what happened, when and to what.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF current_setting('propdesk.audit_pseudonymising', true) = 'on'
       AND NEW.id = OLD.id AND NEW.tenant_id = OLD.tenant_id AND NEW.at = OLD.at
       AND NEW.entity = OLD.entity AND NEW.action = OLD.action THEN
      RETURN NEW;
    END IF;
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

-- Replaces, in one site's rows, the person (as the writer, as the entity written, and every
-- whole word of their details in the changes) by the pseudonym; their address goes.
CREATE FUNCTION audit_log_pseudonymise(
  p_tenant integer, p_user_id integer, p_public_id text, p_pseudonym text, p_terms text[]
) RETURNS integer
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  pattern text;
  changed integer;
BEGIN
  SELECT string_agg(
           regexp_replace(substr(to_json(t)::text, 2, length(to_json(t)::text) - 2),
                          '([.*+?^$\\{}()|\\[\\]\\\\])', '\\\\\\1', 'g'), '|')
    INTO pattern
    FROM unnest(p_terms) AS t WHERE length(t) >= 3;
  PERFORM set_config('propdesk.audit_pseudonymising', 'on', true);
  UPDATE audit_log SET
    user_id = CASE WHEN user_id = p_user_id THEN NULL ELSE user_id END,
    user_public_id = CASE WHEN user_id = p_user_id OR user_public_id = p_public_id
                          THEN p_pseudonym ELSE user_public_id END,
    ip = CASE WHEN user_id = p_user_id OR user_public_id = p_public_id THEN NULL ELSE ip END,
    entity_id = CASE WHEN entity_id = p_public_id THEN p_pseudonym ELSE entity_id END,
    changes = CASE WHEN pattern IS NULL OR changes IS NULL THEN changes
                   ELSE regexp_replace(changes::text, '\\m(' || pattern || ')\\M', p_pseudonym, 'gi')::jsonb END
  WHERE tenant_id = p_tenant
    AND (user_id = p_user_id OR user_public_id = p_public_id OR entity_id = p_public_id
         OR (pattern IS NOT NULL AND changes::text ~* ('\\m(' || pattern || ')\\M')));
  GET DIAGNOSTICS changed = ROW_COUNT;
  PERFORM set_config('propdesk.audit_pseudonymising', 'off', true);
  RETURN changed;
END;
$$;
REVOKE EXECUTE ON FUNCTION audit_log_pseudonymise(integer, integer, text, text, text[]) FROM PUBLIC;
`;
