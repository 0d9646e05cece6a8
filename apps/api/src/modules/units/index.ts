export { unitsRoutes } from './units.routes';
export { deleteListingUnitFiles, type UnitsContext } from './units.service';
