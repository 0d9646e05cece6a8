import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import type { EventTab } from '../../../lib/queries/agent-events';

const WORDING: Record<EventTab, { title: MessageDescriptor; body: MessageDescriptor }> = {
  upcoming: {
    title: msg`No upcoming events`,
    body: msg`Announce an open house, an auction or a workshop: events you add show here until they end.`,
  },
  past: {
    title: msg`No past events yet`,
    body: msg`Events move here once they are over, so you can look back at them.`,
  },
  cancelled: {
    title: msg`No cancelled events`,
    body: msg`An event you cancel is kept here, out of sight of customers.`,
  },
};

/** A tab without events, with the way to add one. */
export function EventsEmpty({ tab, onAdd }: { tab: EventTab; onAdd: () => void }) {
  const { t } = useLingui();
  const { title, body } = WORDING[tab];
  return (
    <Card withBorder padding="xl" radius="md" data-testid="no-events">
      <Stack align="center" gap="sm" ta="center">
        <IconCalendarPlus size={40} stroke={1.4} aria-hidden />
        <Text fw={600}>{t(title)}</Text>
        <Text size="sm" c="dimmed" maw={420}>
          {t(body)}
        </Text>
        <Button onClick={onAdd}>
          <Trans>Add Event</Trans>
        </Button>
      </Stack>
    </Card>
  );
}
