import type { LeadStatus } from '@propdesk/shared';
import { STATUS_COLORS, STATUS_LABELS } from './lead-labels';
import classes from './lead-status-badge.module.css';

/** A lead's status in words and colour: a plain element, lists show many of these. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={classes.badge} data-color={STATUS_COLORS[status]} data-testid="lead-status">
      {STATUS_LABELS[status]}
    </span>
  );
}
