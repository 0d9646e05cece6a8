export const content = /* sql */ `
-- What the site's blog files its articles under (Buying, Renting...): reference data of each site.
CREATE TABLE article_categories (
  id serial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX article_categories_tenant_name_idx ON article_categories (tenant_id, name);

-- The sites that exist already get the categories a new site is seeded with (public ids: 16 hex
-- characters, a subset of the base62 ids the application draws).
INSERT INTO article_categories (public_id, tenant_id, name)
SELECT substr(md5(random()::text || clock_timestamp()::text || t.id || c.name), 1, 16), t.id, c.name
FROM tenants t
CROSS JOIN (VALUES ('Buying'), ('Renting'), ('Market news'), ('Guides')) AS c(name)
ON CONFLICT DO NOTHING;

-- The site's blog, written by its moderators and admins. The body is Markdown as written; the
-- cover is one photo kept as a banner's image is (original, WebP variants, every storage key).
-- published_at is when the article last went from draft to published; null while a draft.
CREATE TABLE articles (
  id serial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  slug text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  body text NOT NULL,
  category_id integer REFERENCES article_categories(id) ON DELETE SET NULL,
  author_id integer REFERENCES users(id) ON DELETE SET NULL,
  published boolean NOT NULL DEFAULT false,
  published_at timestamptz,
  cover jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT published OR published_at IS NOT NULL)
);
CREATE UNIQUE INDEX articles_tenant_slug_idx ON articles (tenant_id, slug);
-- The public blog: published articles, newest first.
CREATE INDEX articles_tenant_published_idx ON articles (tenant_id, published_at DESC, id DESC) WHERE published;

-- A site's offices, shown on its public pages; admins keep them.
CREATE TABLE site_addresses (
  id serial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  label text NOT NULL,
  street text NOT NULL,
  city text NOT NULL,
  country text NOT NULL,
  phone text,
  email text,
  latitude double precision,
  longitude double precision,
  position integer NOT NULL DEFAULT 0 CHECK (position >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((latitude IS NULL) = (longitude IS NULL))
);
CREATE INDEX site_addresses_tenant_position_idx ON site_addresses (tenant_id, position, id);
`;
