import { Button, Card, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import type { EventTab } from '../../../lib/queries/agent-events';

const WORDING: Record<EventTab, { title: string; body: string }> = {
  upcoming: {
    title: 'No upcoming events',
    body: 'Announce an open house, an auction or a workshop: events you add show here until they end.',
  },
  past: {
    title: 'No past events yet',
    body: 'Events move here once they are over, so you can look back at them.',
  },
  cancelled: {
    title: 'No cancelled events',
    body: 'An event you cancel is kept here, out of sight of customers.',
  },
};

/** A tab without events, with the way to add one. */
export function EventsEmpty({ tab, onAdd }: { tab: EventTab; onAdd: () => void }) {
  const { title, body } = WORDING[tab];
  return (
    <Card withBorder padding="xl" radius="md" data-testid="no-events">
      <Stack align="center" gap="sm" ta="center">
        <IconCalendarPlus size={40} stroke={1.4} aria-hidden />
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed" maw={420}>
          {body}
        </Text>
        <Button onClick={onAdd}>Add Event</Button>
      </Stack>
    </Card>
  );
}
