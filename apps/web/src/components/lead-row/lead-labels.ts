import type { LeadKind, LeadStatus } from '@propdesk/shared';

export const KIND_LABELS: Record<LeadKind, string> = {
  INQUIRY: 'Inquiry',
  VIEWING: 'Viewing request',
};

export const STATUS_LABELS: Record<LeadStatus, string> = {
  OPEN: 'Open',
  ANSWERED: 'Answered',
  REQUESTED: 'Requested',
  CONFIRMED: 'Confirmed',
  DECLINED: 'Declined',
  CANCELLED: 'Cancelled',
  DONE: 'Done',
};

/** Waiting on the agent is orange, agreed is green, closed is grey. */
export const STATUS_COLORS: Record<LeadStatus, string> = {
  OPEN: 'orange',
  ANSWERED: 'teal',
  REQUESTED: 'orange',
  CONFIRMED: 'green',
  DECLINED: 'red',
  CANCELLED: 'gray',
  DONE: 'blue',
};
