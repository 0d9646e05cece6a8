export { imagesRoutes } from './images.routes';
export { addProfilePhoto, uploadPropertyImages, type ImagesContext } from './images.service';

/*
 * Internal API: a listing's deletion removes its images (handed over in modules/index.ts), and
 * the photo pipeline, for modules that keep photos of their own (units, events, banners,
 * articles): one set of checks, limits, variants and storage rules for every photo.
 * Not services: no actor and no access check; the caller has authorized the request.
 */
export { deleteListingImages } from './images.service';
export { deleteKeys, discardKeys, IMAGE_NAME, propertyFolder } from './image-files';
export { storeUploads, type FileSource } from './image-uploads';
// The site's watermark on unit photos too (units keep photos of their own): the mark and
// generation to draw a new one with, the re-check after recording it, and the table the
// re-render reads them through.
export { currentWatermark, photosRecorded, sitePhotosMarked } from './watermark.current';
export { listingPhotos, markedPhotoTable } from './watermark.repository';
export { createWatermarkWorker, type WatermarkWorker } from './watermark.worker';
// Photos by URL for imports (the CSV import, replication from a RESO source): each photo is
// fetched safely (infra/safe-fetch) and stored like an upload of one file.
export { addListingPhotosByUrl } from './photos-by-url';
export { photoView, removeSinglePhoto, replaceSinglePhoto, withoutOriginal } from './single-photo';
export { registerMultipart, uploadedFiles } from './uploads';
export { createUnfinishedFilesSweep, type UnfinishedFilesSweep } from './unfinished-files';
export {
  deleteImageQuery,
  multiFileBody,
  photoSchema,
  PHOTO_RULES,
  singleFileBody,
} from './images.schemas';

/*
 * Internal API: a listing's photo rows, for the properties module (handed to it in
 * modules/index.ts, as images build on listings). No actor: the caller has authorized.
 */
export { countListingImages, deleteListingImageRows } from './images.repository';

/*
 * Internal API: a listing's link preview (1200×630, its cover with the price and place written
 * on it), for the seo module: named by what is drawn on it, made once and kept in storage.
 */
export {
  listingPreview,
  previewKey,
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  type PreviewInput,
} from './listing-preview';

/*
 * Internal API: how near two photo hashes must be to be the same photo, for the duplicate
 * check (listing-duplicates), which compares them in SQL.
 */
export { SAME_PHOTO_DISTANCE } from './photo-hash';
// Internal API for the operator's CLI: hashes the photos stored before hashes were kept.
export { hashStoredPhotos } from './photo-hash.backfill';

// Internal API for people's rights over their data: this module's part of an export and erasure.
export { listingPhotosPersonalData } from './images.personal-data';
