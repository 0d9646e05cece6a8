import { markedPhotoTable } from '../images';
import { unitImages } from './units.tables';

/**
 * Unit photos are public like the listing's own (the listing page shows them), so they carry the
 * site's watermark too: the images module's re-render reads and rewrites them through this.
 * No access check: the re-render runs for the site whose admin changed the mark.
 */
export const unitPhotos = markedPhotoTable({
  table: unitImages,
  id: unitImages.id,
  tenantId: unitImages.tenantId,
  storageKeys: unitImages.storageKeys,
  variants: unitImages.variants,
  watermarkGeneration: unitImages.watermarkGeneration,
});
