export const notices = /* sql */ `
-- Notices to people outside the request (an agent told of a lead, a customer of a reply), kept
-- until delivered: written in the same transaction as what they announce, so a crash between
-- the answer and the delivery loses nothing; a worker sends them with retries.
CREATE TABLE notices (
  id bigserial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('EMAIL', 'WEBHOOK')),
  event text NOT NULL,
  recipient text,
  subject text,
  body text,
  payload jsonb,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  delivered_at timestamptz,
  failed_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (channel <> 'EMAIL' OR (recipient IS NOT NULL AND subject IS NOT NULL AND body IS NOT NULL)),
  CHECK (channel <> 'WEBHOOK' OR payload IS NOT NULL)
);
CREATE INDEX notices_due_idx ON notices (next_attempt_at) WHERE delivered_at IS NULL AND failed_at IS NULL;
`;
