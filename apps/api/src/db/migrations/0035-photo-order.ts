export const photoOrder = /* sql */ `
-- The place of each photo in its listing's gallery, which the agent can change. A new photo goes
-- last: the sequence only grows, so a later upload always sorts after every photo already there.
-- Positions are unique per database, not per listing; only their order within a listing means
-- anything. Existing photos keep the order they had (upload time, then id).
CREATE SEQUENCE property_images_position_seq;
ALTER TABLE property_images ADD COLUMN position bigint;
UPDATE property_images SET position = ordered.n
  FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM property_images) ordered
  WHERE ordered.id = property_images.id;
SELECT setval('property_images_position_seq', coalesce((SELECT max(position) FROM property_images), 0) + 1, false);
ALTER TABLE property_images
  ALTER COLUMN position SET DEFAULT nextval('property_images_position_seq'),
  ALTER COLUMN position SET NOT NULL;
ALTER SEQUENCE property_images_position_seq OWNED BY property_images.position;
CREATE INDEX property_images_order_idx ON property_images (property_id, position, id);
`;
