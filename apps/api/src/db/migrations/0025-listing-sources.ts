export const listingSources = /* sql */ `
-- Where a listing came from, and the agent's own reference for it.
-- agent_reference: the agency's own id for the listing (a column of its CSV files, or the
--   ListingKey of a RESO source); one listing per agent and reference, so that importing the
--   same file twice changes nothing.
-- source: 'dashboard' (typed in), 'csv' (a CSV import) or 'reso' (replicated from a RESO
--   server); shown on the listing's detail page and in its audit entries.
ALTER TABLE properties ADD COLUMN agent_reference text
  CHECK (agent_reference IS NULL OR (length(agent_reference) BETWEEN 1 AND 100));
ALTER TABLE properties ADD COLUMN source text NOT NULL DEFAULT 'dashboard'
  CHECK (source IN ('dashboard', 'csv', 'reso'));
CREATE UNIQUE INDEX properties_agent_reference ON properties (tenant_id, user_id, agent_reference)
  WHERE agent_reference IS NOT NULL;
`;
