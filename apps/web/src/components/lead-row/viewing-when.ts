import type { LeadStatus } from '@propdesk/shared';

/** What a viewing row says about time, before formatting: the agreed time, or every preferred one. */
export type ViewingWhen =
  { kind: 'agreed'; at: string } | { kind: 'preferred'; times: string[] } | { kind: 'none' };

/**
 * A confirmed (or done) viewing shows its agreed time; any other shows every time the person
 * offered, not only the first.
 */
export function viewingWhen(lead: {
  status: LeadStatus;
  date: string | null;
  preferredTimes?: readonly string[];
}): ViewingWhen {
  const preferred = lead.preferredTimes ?? [];
  const agreed =
    lead.date !== null &&
    (lead.status === 'CONFIRMED' || lead.status === 'DONE' || !preferred.includes(lead.date));
  if (agreed) return { kind: 'agreed', at: lead.date! };
  if (preferred.length) return { kind: 'preferred', times: [...preferred] };
  return { kind: 'none' };
}
