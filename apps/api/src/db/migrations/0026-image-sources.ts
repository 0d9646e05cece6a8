export const imageSources = /* sql */ `
-- The address a listing photo was fetched from (an import's photo by URL), so that importing the
-- same file again does not fetch and store it twice; NULL for a photo uploaded from a device.
ALTER TABLE property_images ADD COLUMN source_url text
  CHECK (source_url IS NULL OR (length(source_url) BETWEEN 1 AND 2048));
CREATE UNIQUE INDEX property_images_source_url ON property_images (tenant_id, property_id, source_url)
  WHERE source_url IS NOT NULL;
`;
