export { unitsRoutes } from './units.routes';
export { createUnit, type UnitsContext } from './units.service';

/*
 * Internal API: a listing's deletion removes its units' photos (handed over in modules/index.ts).
 * Not services: no actor and no access check; the caller has authorized the request.
 */
export { deleteListingUnitFiles } from './units.service';
export { deleteListingImageRows as deleteListingUnitImageRows } from './units.repository';
// Internal API: the unit photos as the images module's watermark re-render reads them.
export { unitPhotos } from './units.watermark';

// Internal API for people's rights over their data: this module's part of an export and erasure.
export { unitsPersonalData } from './units.personal-data';
