export { tenantsRoutes } from './tenants.routes';
export { createTenant, findTenant, listSites, setDefaultCountry } from './tenants.service';
