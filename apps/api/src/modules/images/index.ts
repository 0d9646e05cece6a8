export { imagesRoutes } from './images.routes';
export { deleteListingImages, type ImagesContext } from './images.service';
