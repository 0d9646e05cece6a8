import { Badge } from '@mantine/core';
import type { LeadStatus } from '@propdesk/shared';
import { STATUS_COLORS, STATUS_LABELS } from './lead-labels';

/** A lead's status in words and colour. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" radius="sm" data-testid="lead-status">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
