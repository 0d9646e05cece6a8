export const listingTranslations = /* sql */ `
-- A listing's original language: the site's default when it was created; the title,
-- description and keywords on the listing are in it.
ALTER TABLE properties ADD COLUMN original_language text NOT NULL DEFAULT 'en';
UPDATE properties p SET original_language = t.default_language FROM tenants t WHERE t.id = p.tenant_id;

-- A listing's text in another language the site offers: one row per language other than the
-- original. Moved by compare-and-set on updated_at like every listing write.
CREATE TABLE listing_translations (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL,
  property_id integer NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  language text NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  keywords text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT listing_translations_one_per_language UNIQUE (property_id, language)
);
CREATE INDEX listing_translations_tenant ON listing_translations (tenant_id);

-- The same site wall as the other site tables (migration 0015).
ALTER TABLE listing_translations ENABLE ROW LEVEL SECURITY;
ALTER TABLE listing_translations FORCE ROW LEVEL SECURITY;
CREATE POLICY site_wall ON listing_translations
  USING (current_setting('app.tenant_id', true) = 'all'
    OR tenant_id = NULLIF(NULLIF(current_setting('app.tenant_id', true), ''), 'all')::integer)
  WITH CHECK (current_setting('app.tenant_id', true) = 'all'
    OR tenant_id = NULLIF(NULLIF(current_setting('app.tenant_id', true), ''), 'all')::integer);
`;
