export const events = /* sql */ `
-- A site's own time zone (IANA name): event times are stored in UTC and shown in it.
ALTER TABLE tenants ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC';
UPDATE tenants SET time_zone = 'Africa/Harare' WHERE slug = 'demo';
UPDATE tenants SET time_zone = 'Africa/Johannesburg' WHERE slug = 'sandbox';

-- What kind of gathering an event is (Open house, Auction...): reference data of each site.
CREATE TABLE event_categories (
  id serial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX event_categories_tenant_name_idx ON event_categories (tenant_id, name);

-- The sites that exist already get the categories a new site is seeded with. Their public ids
-- are 16 hex characters, a subset of the base62 ids the application draws.
INSERT INTO event_categories (public_id, tenant_id, name)
SELECT substr(md5(random()::text || clock_timestamp()::text || t.id || c.name), 1, 16), t.id, c.name
FROM tenants t
CROSS JOIN (VALUES ('Open house'), ('Auction'), ('Workshop'), ('Networking'), ('Webinar'),
  ('Property launch')) AS c(name)
ON CONFLICT DO NOTHING;

-- An agent's events. UPCOMING, ONGOING and COMPLETED follow from the clock when read; only the
-- cancellation is stored. The banner is one photo, kept like a unit photo (name, addresses,
-- every storage key) as one JSON value.
CREATE TABLE events (
  id serial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  category_id integer REFERENCES event_categories(id) ON DELETE SET NULL,
  suburb_id integer REFERENCES suburbs(id) ON DELETE SET NULL,
  name text NOT NULL,
  title text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  location text,
  live_link text,
  type text NOT NULL DEFAULT 'EVENT' CHECK (type IN ('MEETING', 'WORKSHOP', 'EVENT')),
  capacity integer NOT NULL DEFAULT 0 CHECK (capacity >= 0),
  registration text NOT NULL DEFAULT 'OPEN',
  rate numeric(14, 2) NOT NULL DEFAULT 0 CHECK (rate >= 0),
  banner jsonb,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (starts_at <= ends_at)
);
-- The site's list and an agent's list, both ordered by start (ties by id).
-- The site's lists ask for events that are not cancelled unless told otherwise.
CREATE INDEX events_tenant_start_idx ON events (tenant_id, starts_at, id) WHERE cancelled_at IS NULL;
CREATE INDEX events_tenant_agent_start_idx ON events (tenant_id, user_id, starts_at, id);
`;
