export { leadsRoutes } from './leads.routes';
export { seedDemoLeads } from './leads.seed';
export { joinGuestLeads, type LeadCard, type LeadCards, type LeadsContext } from './leads.service';
