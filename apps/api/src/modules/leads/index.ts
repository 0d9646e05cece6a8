export { leadsRoutes } from './leads.routes';
export { type LeadCard, type LeadCards, type LeadsContext } from './leads.service';

/*
 * Internal API: the seed's demo leads, and a new customer's guest leads (auth, on sign-up).
 * Not services: no actor and no access check; the caller has authorized the request.
 */
export { seedDemoLeads } from './leads.seed';
export { joinGuestLeads } from './leads.service';

/*
 * Internal API for people's rights over their data: the questions and viewings a person sent or
 * received, in an export and at erasure; and the retention rule the privacy module schedules.
 */
export { anonymiseLeadsBefore, leadsPersonalData } from './leads.personal-data';
