/** The site in scope, as in 0015: NULL when none was set, or when every site is ('all'). */
const SITE = `NULLIF(NULLIF(current_setting('app.tenant_id', true), ''), 'all')::integer`;
const RULE = `current_setting('app.tenant_id', true) = 'all' OR tenant_id = ${SITE}`;

export const emailConfirmation = /* sql */ `
-- When the account's owner proved the address is theirs by opening the link mailed to it. NULL
-- for every account made before this migration: nobody proved those addresses, so they collect
-- no guest requests until their owners confirm (the dashboard offers the link).
ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz;

-- The links of confirmation mails: random tokens stored hashed, single use, expiring. The
-- address they confirm is kept, so a link confirms only the address it was sent to.
CREATE TABLE email_confirmation_tokens (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_confirmation_tokens_user_idx ON email_confirmation_tokens (tenant_id, user_id);
ALTER TABLE email_confirmation_tokens ENABLE ROW LEVEL SECURITY;
ALTER TABLE email_confirmation_tokens FORCE ROW LEVEL SECURITY;
CREATE POLICY site_wall ON email_confirmation_tokens USING (${RULE}) WITH CHECK (${RULE});

-- A confirmed customer's guest requests are found by address, in any case.
CREATE INDEX leads_guest_email_idx ON leads (tenant_id, lower(email)) WHERE customer_user_id IS NULL;
`;
