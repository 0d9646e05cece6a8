import {
  canMoveViewing,
  viewingTimeProblem,
  type LeadKind,
  type LeadStatus,
  type ViewingStatus,
} from '@propdesk/shared';

/** The agent's decisions on a viewing, in the order the buttons show them. */
const AGENT_DECISIONS = ['CONFIRMED', 'DECLINED', 'DONE'] as const;
export type AgentDecision = (typeof AGENT_DECISIONS)[number];

const isViewingStatus = (status: string): status is ViewingStatus =>
  ['REQUESTED', 'CONFIRMED', 'DECLINED', 'CANCELLED', 'DONE'].includes(status);

/** The decisions the agent may take on a viewing now (the shared transitions decide). */
export function agentDecisions(kind: LeadKind, status: LeadStatus): AgentDecision[] {
  if (kind !== 'VIEWING' || !isViewingStatus(status)) return [];
  return AGENT_DECISIONS.filter((to) => canMoveViewing(status, to));
}

/** Whether the customer may still cancel: a viewing that is requested or confirmed. */
export function customerCanCancel(kind: LeadKind, status: LeadStatus): boolean {
  return kind === 'VIEWING' && isViewingStatus(status) && canMoveViewing(status, 'CANCELLED');
}

/** The preferred times the agent can still confirm: those in the future, within the window. */
export function confirmableTimes(preferredTimes: readonly string[], now: Date): string[] {
  return preferredTimes.filter((time) => !viewingTimeProblem(time, now));
}
