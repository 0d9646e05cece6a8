import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { LeadKind, LeadStatus } from '@propdesk/shared';

const KIND_MESSAGES: Record<LeadKind, MessageDescriptor> = {
  INQUIRY: msg({ message: 'Inquiry', comment: 'A question sent about a listing' }),
  VIEWING: msg`Viewing request`,
};

const STATUS_MESSAGES: Record<LeadStatus, MessageDescriptor> = {
  OPEN: msg({ message: 'Open', context: 'lead status', comment: 'A question not answered yet' }),
  ANSWERED: msg({ message: 'Answered', context: 'lead status' }),
  REQUESTED: msg({
    message: 'Requested',
    context: 'lead status',
    comment: 'A viewing asked for, not yet confirmed',
  }),
  CONFIRMED: msg({ message: 'Confirmed', context: 'lead status' }),
  DECLINED: msg({ message: 'Declined', context: 'lead status' }),
  CANCELLED: msg({ message: 'Cancelled', context: 'lead status' }),
  DONE: msg({ message: 'Done', context: 'lead status', comment: 'A viewing that took place' }),
};

/** The words for a lead's kind and status, in the active language. */
export function useLeadLabels() {
  const { i18n } = useLingui();
  return {
    kind: (kind: LeadKind) => i18n._(KIND_MESSAGES[kind]),
    status: (status: LeadStatus) => i18n._(STATUS_MESSAGES[status]),
  };
}

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
