export { agentsRoutes } from './agents.routes';
export { agentsModerationRoutes } from './agents.moderation.routes';
export { agentSchema } from './agents.schemas';
export {
  createAgency,
  getAgent,
  findOwnAgencyForLogo,
  setAgencyLogo,
  type AgentsContext,
  type StaffAgentFilter,
  type StaffAgentRows,
} from './agents.service';

/*
 * Internal API: an agency's account id, for events that belong to an agent.
 * Not services: no actor and no access check; the caller has authorized the request.
 */
export { agentUserId } from './agents.service';
