export { unitsRoutes } from './units.routes';
export { createUnit, deleteListingUnitFiles, type UnitsContext } from './units.service';
