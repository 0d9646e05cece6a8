import { Trans } from '@lingui/react/macro';
import { List, Stack, Text, Title } from '@mantine/core';
import { useLeadLabels } from '../../../components/lead-row/lead-labels';
import { formatDateTime } from '../../../lib/format';
import type { LeadDetail } from '../../../lib/queries/leads';

/**
 * A viewing's times, in the site's time zone: the agreed one once confirmed, the times the
 * person asked for, and how its status moved.
 */
export function ViewingFacts({ lead, timeZone }: { lead: LeadDetail; timeZone: string }) {
  const labels = useLeadLabels();
  const agreed = lead.status === 'CONFIRMED' || lead.status === 'DONE' ? lead.date : null;
  return (
    <Stack gap="sm">
      {agreed && (
        <div>
          <Title order={3} size="h5">
            <Trans>Agreed time</Trans>
          </Title>
          <Text size="sm" data-testid="viewing-agreed">
            {formatDateTime(agreed, timeZone)}
          </Text>
        </div>
      )}
      <div>
        <Title order={3} size="h5">
          <Trans>Preferred times</Trans>
        </Title>
        <List size="sm" data-testid="viewing-preferred">
          {lead.preferredTimes.map((time) => (
            <List.Item key={time}>{formatDateTime(time, timeZone)}</List.Item>
          ))}
        </List>
      </div>
      {lead.events.length > 0 && (
        <div>
          <Title order={3} size="h5">
            <Trans>Status history</Trans>
          </Title>
          <List size="sm" data-testid="viewing-history">
            {lead.events.map((event) => (
              <List.Item key={`${event.status}-${event.at}`}>
                {labels.status(event.status)} · {formatDateTime(event.at, timeZone)}
              </List.Item>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
}
