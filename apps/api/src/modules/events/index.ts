export { eventsRoutes } from './events.routes';
export { type EventsContext } from './events.service';

/*
 * Internal API: the seed's categories and demo events.
 * Not services: no actor and no access check; the caller has authorized the request.
 */
export { seedEventCategories } from './events.categories';
export { addAgentEvent } from './events.service';

// Internal API for people's rights over their data: this module's part of an export and erasure.
export { eventsPersonalData } from './events.personal-data';
