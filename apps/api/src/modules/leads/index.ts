export { leadsRoutes } from './leads.routes';
export { seedDemoLeads } from './leads.seed';
export { type LeadsContext } from './leads.service';
