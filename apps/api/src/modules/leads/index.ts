export { leadsRoutes } from './leads.routes';
export { seedDemoLeads } from './leads.seed';
export { joinGuestLeads, type LeadsContext } from './leads.service';
