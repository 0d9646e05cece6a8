export const amenities = /* sql */ `
-- Places near a listing (schools, hospitals...). The distance is not stored: it is worked out
-- from the listing's current coordinates on every read, so moving a listing keeps it right.
CREATE TABLE amenities (
  id serial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  property_id integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  name text NOT NULL DEFAULT '',
  type text NOT NULL
    CHECK (type IN ('SCHOOL', 'WORSHIP_CENTER', 'HOSPITAL', 'HIGHWAY', 'MALL', 'HOTEL')),
  description text NOT NULL DEFAULT '',
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  altitude double precision,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX amenities_property_idx ON amenities (tenant_id, property_id);
`;
