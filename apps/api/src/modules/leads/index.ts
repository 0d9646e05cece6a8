export { leadsRoutes } from './leads.routes';
export { type LeadsContext } from './leads.service';
