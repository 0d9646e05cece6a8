import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent, IconMessageCircle } from '@tabler/icons-react';
import type { LeadKind, LeadStatus } from '@propdesk/shared';
import { formatDateTime } from '../../lib/format';
import { useLeadLabels } from './lead-labels';
import { LeadStatusBadge } from './lead-status-badge';
import { viewingWhen } from './viewing-when';
import classes from './lead-row.module.css';

/** What a row shows of a lead (the list's Lead). */
export interface LeadRowLead {
  publicId: string;
  kind: LeadKind;
  status: LeadStatus;
  read: boolean;
  name: string;
  message: string | null;
  date: string | null;
  /** A viewing's preferred times: the row shows them all until one is agreed. */
  preferredTimes?: readonly string[];
  title: string;
  lastActivityAt: string;
}

interface LeadRowProps {
  lead: LeadRowLead;
  /** Where the row opens the lead. */
  to: string;
  timeZone: string;
  selected?: boolean;
  /** Leave out the listing's title where every row is about the same listing. */
  showListing?: boolean;
  /** Mark unread leads (the agent's list; customers see no unread marks). */
  showUnread?: boolean;
  /** Lead with the person who asked (the agent's lists) or the listing (the customer's own). */
  heading?: 'person' | 'listing';
}

/**
 * One inquiry or viewing request in a list: who, about which listing, when, and its status;
 * unread ones carry a dot and a bold name.
 */
export function LeadRow({
  lead,
  to,
  timeZone,
  selected = false,
  showListing = true,
  showUnread = true,
  heading = 'person',
}: LeadRowProps) {
  const { t } = useLingui();
  const labels = useLeadLabels();
  const byListing = heading === 'listing';
  const unread = showUnread && !lead.read;
  const Icon = lead.kind === 'VIEWING' ? IconCalendarEvent : IconMessageCircle;
  const viewing = lead.kind === 'VIEWING' ? viewingWhen(lead) : { kind: 'none' as const };
  let when: string;
  if (viewing.kind === 'agreed') {
    const at = formatDateTime(viewing.at, timeZone);
    when = t({ message: `Viewing ${at}`, comment: 'at: the agreed date and time' });
  } else if (viewing.kind === 'preferred') {
    const timeCount = viewing.times.length;
    const times = viewing.times.map((time) => formatDateTime(time, timeZone)).join(' · ');
    when = t({
      message: plural(timeCount, {
        one: `Preferred time: ${times}`,
        other: `Preferred times: ${times}`,
      }),
      comment: 'times: the dates and times the person offered, separated by ·',
    });
  } else {
    when = formatDateTime(lead.lastActivityAt, timeZone);
  }
  return (
    <Link
      to={to}
      className={classes.row}
      aria-current={selected || undefined}
      data-testid="lead-row"
      data-unread={unread || undefined}
    >
      <span className={classes.dot} data-unread={unread || undefined} aria-hidden />
      <div className={classes.body}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text className={classes.name} data-unread={unread || undefined}>
            {unread && (
              <VisuallyHidden component="span">
                <Trans comment="Before the name of an unread lead, for screen readers">
                  Unread:
                </Trans>{' '}
              </VisuallyHidden>
            )}
            <bdi>{byListing ? lead.title : lead.name}</bdi>
          </Text>
          <LeadStatusBadge status={lead.status} />
        </Group>
        <Group gap={6} wrap="nowrap" c="dimmed">
          <Icon size={16} stroke={1.7} aria-hidden style={{ flex: 'none' }} />
          <Text size="sm" className={classes.line}>
            {labels.kind(lead.kind)}
            {showListing && !byListing && (
              <>
                {' · '}
                <bdi>{lead.title}</bdi>
              </>
            )}
          </Text>
        </Group>
        {lead.message && (
          <Text size="sm" c="dimmed" className={classes.line} dir="auto">
            {lead.message}
          </Text>
        )}
        <Text size="xs" c="dimmed" data-testid="lead-row-when">
          {when}
        </Text>
      </div>
    </Link>
  );
}
