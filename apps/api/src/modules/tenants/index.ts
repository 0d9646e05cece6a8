export { tenantsRoutes } from './tenants.routes';
export {
  createTenant,
  findTenant,
  setDefaultCountry,
  type TenantsContext,
} from './tenants.service';
