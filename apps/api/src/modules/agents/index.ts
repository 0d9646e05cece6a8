export { agentsRoutes } from './agents.routes';
export { agentsModerationRoutes } from './agents.moderation.routes';
export { agentSchema } from './agents.schemas';
export {
  agentUserId,
  createAgency,
  findOwnAgencyForLogo,
  setAgencyLogo,
  type AgentsContext,
  type StaffAgentFilter,
  type StaffAgentRows,
} from './agents.service';
