export const units = /* sql */ `
-- Units of a listing (flats of a block, offices of a park): each with its own prices. Money is
-- stored like a listing's price (two decimals); the area is in square metres.
CREATE TABLE units (
  id serial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  property_id integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  title text NOT NULL,
  area numeric(14, 2) CHECK (area >= 0),
  available boolean NOT NULL DEFAULT true,
  furnished boolean NOT NULL DEFAULT false,
  description text NOT NULL DEFAULT '',
  deposit numeric(16, 2) NOT NULL DEFAULT 0 CHECK (deposit >= 0),
  rental_price numeric(16, 2) NOT NULL DEFAULT 0 CHECK (rental_price >= 0),
  rent_to_own_price numeric(16, 2) NOT NULL DEFAULT 0 CHECK (rent_to_own_price >= 0),
  service_charge numeric(14, 2) NOT NULL DEFAULT 0 CHECK (service_charge >= 0),
  sale_price numeric(16, 2) NOT NULL DEFAULT 0 CHECK (sale_price >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A listing's units page in creation order, ties by id (the default order of GET .../units).
CREATE INDEX units_property_created_idx ON units (tenant_id, property_id, created_at, id);

-- A unit's photos, kept apart from the listing's (they have no room location and no profile
-- photo). Storage keys are recorded like a listing image's, so deletes never parse addresses.
CREATE TABLE unit_images (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  unit_id integer NOT NULL REFERENCES units(id) ON DELETE CASCADE,
  name text NOT NULL,
  file_download_uri text NOT NULL,
  variants jsonb NOT NULL DEFAULT '{}',
  storage_keys text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX unit_images_tenant_name_idx ON unit_images (tenant_id, name);
CREATE INDEX unit_images_unit_idx ON unit_images (unit_id, created_at, id);
`;
