export { tenantsRoutes } from './tenants.routes';
export { createTenant, findTenant, setDefaultCountry } from './tenants.service';
export { addSiteAddress } from './tenants.addresses';
