import { siteWall } from './site-wall';

export const favourites = /* sql */ `
-- A listing an account keeps on its shortlist (module favourites).
-- listing_public_id: the listing's public id, kept when the listing is deleted: the favourite
--   then stays, shown as no longer available, with the snapshot below.
-- property_id: the listing while it exists (SET NULL when it is deleted).
-- title, cover, place, category: what the card showed when saved, refreshed while the listing
--   exists; what the page shows once it is gone.
-- saved_price, saved_currency: the price when saved (null: on request).
-- notified_price: the last price the customer was told about (the saved one at first); a live
--   listing priced below it in the same currency is a change to tell.
-- notified_unavailable_at: when the customer was told the listing stopped being available; null
--   while it is available, or unavailable and not yet told.
CREATE TABLE favourites (
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  listing_public_id text NOT NULL,
  property_id integer REFERENCES properties(id) ON DELETE SET NULL,
  title text NOT NULL,
  cover text,
  place text NOT NULL DEFAULT '',
  category text NOT NULL,
  saved_price numeric(16, 2),
  saved_currency text NOT NULL,
  notified_price numeric(16, 2),
  notified_unavailable_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, listing_public_id)
);
CREATE INDEX favourites_owner_idx ON favourites (tenant_id, user_id, created_at DESC);
CREATE INDEX favourites_property_idx ON favourites (property_id);
-- When each account last got its favourites' notice: at most one a day in the site's time zone.
CREATE TABLE favourite_digests (
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  last_sent_at timestamptz NOT NULL
);
${siteWall('favourites')}
${siteWall('favourite_digests')}
`;
