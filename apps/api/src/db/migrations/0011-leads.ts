export const leads = /* sql */ `
-- Leads: a question about a listing (INQUIRY) or a viewing request (VIEWING), from anyone. The
-- agent is the listing's, kept on the row so their list and unread count read one index.
-- client_address is kept for the abuse limits, which count recent leads per address and email.
CREATE TABLE leads (
  id serial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  property_id integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  agent_user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  customer_user_id integer REFERENCES users(id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('INQUIRY', 'VIEWING')),
  status text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  preferred_times timestamptz[] NOT NULL DEFAULT '{}',
  agreed_at timestamptz,
  client_address text NOT NULL,
  read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  last_activity_at timestamptz NOT NULL DEFAULT now(),
  CHECK (
    (kind = 'INQUIRY' AND status IN ('OPEN', 'ANSWERED'))
    OR (kind = 'VIEWING' AND status IN ('REQUESTED', 'CONFIRMED', 'DECLINED', 'CANCELLED', 'DONE'))
  )
);
-- The agent's list (newest activity first, ties by id) and their unread count.
CREATE INDEX leads_agent_activity_idx ON leads (tenant_id, agent_user_id, last_activity_at DESC, id DESC);
CREATE INDEX leads_agent_unread_idx ON leads (tenant_id, agent_user_id) WHERE NOT read;
-- The customer's own list.
CREATE INDEX leads_customer_activity_idx ON leads (tenant_id, customer_user_id, last_activity_at DESC, id DESC)
  WHERE customer_user_id IS NOT NULL;
-- The abuse limits: recent leads per client address and per email.
CREATE INDEX leads_address_idx ON leads (tenant_id, client_address, created_at);
CREATE INDEX leads_email_idx ON leads (tenant_id, email, created_at);
-- Deleting a listing (or a customer) finds its leads without a scan.
CREATE INDEX leads_property_idx ON leads (property_id);
CREATE INDEX leads_customer_idx ON leads (customer_user_id) WHERE customer_user_id IS NOT NULL;

-- The thread: the person's first message and what the agent and the person wrote since.
CREATE TABLE lead_messages (
  id serial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  lead_id integer NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
  sender text NOT NULL CHECK (sender IN ('CUSTOMER', 'AGENT')),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_messages_lead_idx ON lead_messages (tenant_id, lead_id, created_at, id);

-- A viewing's status history: every status it took, with when.
CREATE TABLE lead_events (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  lead_id integer NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_events_lead_idx ON lead_events (tenant_id, lead_id, created_at, id);
`;
