export { eventsRoutes } from './events.routes';
export { seedEventCategories } from './events.categories';
export { addAgentEvent, type EventsContext } from './events.service';
