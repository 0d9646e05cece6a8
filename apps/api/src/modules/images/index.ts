export { imagesRoutes } from './images.routes';
export {
  addProfilePhoto,
  deleteListingImages,
  uploadPropertyImages,
  type ImagesContext,
} from './images.service';
// The photo pipeline, for modules that keep photos of their own (units): one set of checks,
// limits, variants and storage rules for every photo.
export { deleteKeys, IMAGE_NAME, propertyFolder } from './image-files';
export { storeUploads, type FileSource } from './image-uploads';
export { photoView, removeSinglePhoto, replaceSinglePhoto } from './single-photo';
export { registerMultipart, uploadedFiles } from './uploads';
export { createUnfinishedFilesSweep, type UnfinishedFilesSweep } from './unfinished-files';
export {
  deleteImageQuery,
  multiFileBody,
  photoSchema,
  PHOTO_RULES,
  singleFileBody,
} from './images.schemas';
