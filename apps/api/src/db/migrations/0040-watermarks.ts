export const watermarks = /* sql */ `
-- A site's watermark on its public listing and unit photo variants (thumbnail, card, full; the
-- originals are never marked), and the re-render that follows a change (images module).
-- generation counts the changes that alter the mark's look; each photo row names the generation
-- its variants were drawn for, so the photos left to re-render are those naming another one.
-- rendered_generation is the generation the last finished re-render reached: a site is due
-- while it is behind. failed counts this generation's photos that could not be re-rendered
-- (original missing or unreadable: they keep their variants). claimed_until/claimed_by: the
-- leased worker's hold on the site's re-render.
CREATE TABLE site_watermarks (
  tenant_id integer PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
  mode text NOT NULL DEFAULT 'OFF' CHECK (mode IN ('OFF', 'TEXT')),
  text text NOT NULL DEFAULT '',
  position text NOT NULL DEFAULT 'BOTTOM_RIGHT'
    CHECK (position IN ('TOP_LEFT', 'TOP_RIGHT', 'CENTER', 'BOTTOM_LEFT', 'BOTTOM_RIGHT')),
  opacity integer NOT NULL DEFAULT 60 CHECK (opacity BETWEEN 10 AND 100),
  size integer NOT NULL DEFAULT 5 CHECK (size BETWEEN 2 AND 12),
  generation integer NOT NULL DEFAULT 0,
  rendered_generation integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  run_started_at timestamptz,
  run_finished_at timestamptz,
  claimed_until timestamptz,
  claimed_by text
);
-- The sites whose re-render is due, for the worker's claim.
CREATE INDEX site_watermarks_due_idx ON site_watermarks (updated_at)
  WHERE rendered_generation < generation;

ALTER TABLE property_images ADD COLUMN watermark_generation integer NOT NULL DEFAULT 0;
ALTER TABLE unit_images ADD COLUMN watermark_generation integer NOT NULL DEFAULT 0;
-- A site's photos by the generation they were drawn for: the progress count and the next photo.
CREATE INDEX property_images_watermark_idx ON property_images (tenant_id, watermark_generation, id);
CREATE INDEX unit_images_watermark_idx ON unit_images (tenant_id, watermark_generation, id);

-- A site table: only the site in scope sees its rows (as migration 0038 writes it).
ALTER TABLE site_watermarks ENABLE ROW LEVEL SECURITY;
ALTER TABLE site_watermarks FORCE ROW LEVEL SECURITY;
CREATE POLICY site_wall ON site_watermarks
  USING ((SELECT current_setting('app.tenant_id', true)) = 'all'
    OR tenant_id = NULLIF(NULLIF((SELECT current_setting('app.tenant_id', true)), ''), 'all')::integer)
  WITH CHECK ((SELECT current_setting('app.tenant_id', true)) = 'all'
    OR tenant_id = NULLIF(NULLIF((SELECT current_setting('app.tenant_id', true)), ''), 'all')::integer);
`;
