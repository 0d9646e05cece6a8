export const photoHashes = /* sql */ `
-- Each listing photo's perceptual hash (a 64-bit difference hash), so the same home listed twice
-- can be told by its photos. Photos stored before have none until they are hashed again.
ALTER TABLE property_images ADD COLUMN photo_hash bigint;
-- A site's hashes read in one pass without touching the rows: what a duplicate check scans.
CREATE INDEX property_images_hash_idx ON property_images (tenant_id)
  INCLUDE (photo_hash, property_id) WHERE photo_hash IS NOT NULL;
`;
