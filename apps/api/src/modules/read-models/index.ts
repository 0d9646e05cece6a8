/**
 * Read models: queries over several owners' tables, each in a file whose header names the tables
 * it reads and why. They sit at the top of MODULE_LAYERS; modules/index.ts hands each to the
 * module that answers with it.
 */
export { staffAgentRows } from './agent-listing-counts';
export { auditPages } from './audit-pages';
export { leadCards } from './lead-cards';
export { staffHomeRoutes } from './staff-home';
export { typeFeatures } from './type-features';
