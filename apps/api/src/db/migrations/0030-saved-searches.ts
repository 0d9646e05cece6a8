import { siteWall } from './site-wall';

export const savedSearches = /* sql */ `
-- A public search someone asked to hear about (module saved-searches).
-- user_id: the customer's account; null for a visitor who saved it with an e-mail address.
-- email: where alerts go (a customer's: the account's address when saved).
-- query: the site home's address query (q=…&beds=2&area=…), to open the search again as saved.
-- filters: the PropertySearch body it was saved with (public ids, the area), as the API took it.
-- sort: the public search's order when saved.
-- frequency: instant (within a minute of a listing's approval), daily, weekly (08:00 in the
--   site's time zone), or paused.
-- confirmed_at: null until the visitor's address is confirmed (double opt-in); a customer's
--   search is confirmed when saved. confirm_token_hash: SHA-256 of the confirmation link's token.
-- The criteria columns are the filters resolved to ids, for matching a listing against every
--   search in one query: null means "any". type_ids holds a parent type's children too.
--   title_query: the words of a title search as a prefix tsquery; area: the polygon
--   (x longitude, y latitude).
-- last_alert_at: when the last alert went out; last_seen_at: when its owner last opened it
--   (the dashboard's "new since your last visit").
CREATE TABLE saved_searches (
  id serial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id integer REFERENCES users(id) ON DELETE CASCADE,
  email text NOT NULL,
  language text NOT NULL DEFAULT 'en',
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  query text NOT NULL DEFAULT '',
  filters jsonb NOT NULL DEFAULT '{}',
  sort text NOT NULL DEFAULT 'newest',
  frequency text NOT NULL DEFAULT 'daily'
    CHECK (frequency IN ('instant', 'daily', 'weekly', 'paused')),
  confirmed_at timestamptz,
  confirm_token_hash text UNIQUE,
  category text,
  type_ids integer[],
  suburb_ids integer[],
  city_ids integer[],
  feature_ids integer[],
  min_bedrooms integer,
  min_bathrooms integer,
  min_price numeric(16, 2),
  max_price numeric(16, 2),
  currency text,
  title_query text,
  area polygon,
  last_alert_at timestamptz,
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_searches_owner_idx ON saved_searches (tenant_id, user_id, created_at DESC);
CREATE INDEX saved_searches_email_idx ON saved_searches (tenant_id, lower(email));
-- Matching reads the live (confirmed, not paused) searches of one site.
CREATE INDEX saved_searches_live_idx ON saved_searches (tenant_id, category)
  WHERE confirmed_at IS NOT NULL AND frequency <> 'paused';
${siteWall('saved_searches')}
`;
