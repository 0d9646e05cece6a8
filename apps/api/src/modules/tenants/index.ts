export { tenantsRoutes } from './tenants.routes';
export { listSites, type TenantsContext } from './tenants.service';

/*
 * Internal API: the tenant look-up app.ts hands infra, and the sites the seed and the CLI make.
 * Not services: no actor and no access check; the caller has authorized the request.
 */
export { createTenant, findTenant, findTenantById, setDefaultCountry } from './tenants.service';
export { addSiteAddress } from './tenants.addresses';
