export const banners = /* sql */ `
-- A site's banners (the landing page's carousel), run by its moderators. They show in position
-- order while their schedule says so; the image is one photo kept as the events' banner is.
CREATE TABLE banners (
  id serial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('LANDING')),
  title text NOT NULL,
  subtitle text,
  link_url text,
  position integer NOT NULL DEFAULT 0 CHECK (position >= 0),
  starts_at timestamptz,
  ends_at timestamptz,
  image jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at <= ends_at)
);
CREATE INDEX banners_tenant_type_position_idx ON banners (tenant_id, type, position);
`;
