import type { LeadStatus } from '@propdesk/shared';
import { STATUS_COLORS, useLeadLabels } from './lead-labels';
import classes from './lead-status-badge.module.css';

/** A lead's status in words and colour: a plain element, lists show many of these. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const labels = useLeadLabels();
  return (
    <span className={classes.badge} data-color={STATUS_COLORS[status]} data-testid="lead-status">
      {labels.status(status)}
    </span>
  );
}
