export { tenantsRoutes } from './tenants.routes';
export {
  createTenant,
  findTenant,
  listSites,
  setDefaultCountry,
  type TenantsContext,
} from './tenants.service';
export { addSiteAddress } from './tenants.addresses';
