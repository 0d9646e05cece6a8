export const properties = /* sql */ `
CREATE TABLE properties (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  public_id text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type_id integer NOT NULL REFERENCES property_types(id),
  suburb_id integer NOT NULL REFERENCES suburbs(id),
  code text NOT NULL,
  name text NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  category text NOT NULL CHECK (category IN ('RENT', 'SALE', 'QUICK_RENT')),
  area numeric(14, 2) CHECK (area >= 0),
  area_type text NOT NULL DEFAULT 'HECTARE'
    CHECK (area_type IN ('HECTARE', 'SQUARE_FEET', 'SQUARE_METRES', 'ACRES')),
  built timestamptz,
  price numeric(16, 2) CHECK (price >= 0),
  currency text NOT NULL,
  price_type text NOT NULL DEFAULT 'TOTAL' CHECK (price_type IN ('TOTAL', 'UNIT')),
  vatable boolean NOT NULL DEFAULT false,
  serviced boolean NOT NULL DEFAULT false,
  service_charge numeric(14, 2) NOT NULL DEFAULT 0 CHECK (service_charge >= 0),
  display_map boolean NOT NULL DEFAULT false,
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  altitude double precision,
  meta_tags text NOT NULL DEFAULT '',
  published text NOT NULL DEFAULT 'REVIEW' CHECK (published IN ('REVIEW', 'APPROVED')),
  listing_category text NOT NULL DEFAULT 'FEATURED'
    CHECK (listing_category IN ('FEATURED', 'STANDARD')),
  archived boolean NOT NULL DEFAULT false,
  rejection_reason text,
  views integer NOT NULL DEFAULT 0,
  completion integer NOT NULL DEFAULT 0,
  profile_photo text,
  search_text tsvector GENERATED ALWAYS AS (
    to_tsvector('simple', title || ' ' || name || ' ' || code)
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, code)
);

-- An agent's own list (dashboard "My Listings", search/detailed for agents), newest first.
CREATE INDEX properties_agent_created_idx ON properties (tenant_id, user_id, created_at, id);
-- Public lists: only approved, live listings; covering (created_at, id) for deep pages.
CREATE INDEX properties_public_created_idx ON properties (tenant_id, created_at, id)
  WHERE published = 'APPROVED' AND NOT archived;
CREATE INDEX properties_public_type_idx ON properties (tenant_id, type_id, category, created_at)
  WHERE published = 'APPROVED' AND NOT archived;
CREATE INDEX properties_public_suburb_idx ON properties (tenant_id, suburb_id, created_at)
  WHERE published = 'APPROVED' AND NOT archived;
CREATE INDEX properties_public_category_idx ON properties (tenant_id, category, created_at, id)
  WHERE published = 'APPROVED' AND NOT archived;
CREATE INDEX properties_public_price_idx ON properties (tenant_id, currency, price)
  WHERE published = 'APPROVED' AND NOT archived;
-- Moderators: the review queue and status filters.
CREATE INDEX properties_status_idx ON properties (tenant_id, published, archived, updated_at);
CREATE INDEX properties_search_idx ON properties USING gin (search_text);
CREATE INDEX properties_type_idx ON properties (type_id);
CREATE INDEX properties_suburb_idx ON properties (suburb_id);

CREATE TABLE property_features (
  property_id integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  feature_id integer NOT NULL REFERENCES features(id) ON DELETE CASCADE,
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity >= 0),
  description text NOT NULL DEFAULT '',
  PRIMARY KEY (property_id, feature_id)
);
CREATE INDEX property_features_feature_idx ON property_features (feature_id, quantity, property_id);

-- Filled by the image upload code; variants maps a size name to its download address.
CREATE TABLE property_images (
  id serial PRIMARY KEY,
  property_id integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  location text NOT NULL DEFAULT 'GENERAL',
  name text NOT NULL,
  file_download_uri text NOT NULL,
  variants jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX property_images_property_idx ON property_images (property_id, location, created_at);
`;
