export const imageFiles = /* sql */ `
-- Every object an image put in storage (original and variants), so deleting it never depends on
-- parsing download addresses, which change with the storage's public URL.
ALTER TABLE property_images ADD COLUMN storage_keys text[] NOT NULL DEFAULT '{}';
ALTER TABLE property_images ADD CONSTRAINT property_images_location_check CHECK (location IN (
  'GENERAL', 'BEDROOM', 'BATHROOM', 'KITCHEN', 'LAUNDRY', 'DINING_ROOM', 'LIVING_ROOM', 'POOL',
  'EXTERIOR', 'PARKING', 'GAZEBO', 'FLOOR_PLAN', 'ROOF', 'OFFICE', 'STUDY'));
-- DELETE /images/delete?Filename= finds an image by its generated name within the tenant.
CREATE UNIQUE INDEX property_images_tenant_name_idx ON property_images (tenant_id, name);
`;
