import { Trans } from '@lingui/react/macro';
import { Anchor, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { EventTab } from '../../../lib/queries/agent-events';
import type { AgentEventsList } from '../api/use-agent-events';
import type { EventView } from '../api/event-view';
import { EventsEmpty } from './events-empty';
import { EventsGrid } from './events-grid';

interface EventsTabPanelProps {
  tab: EventTab;
  list: AgentEventsList;
  timeZone: string;
  onAdd: () => void;
  onEdit: (event: EventView) => void;
  onCancel: (event: EventView) => void;
  onDelete: (event: EventView) => void;
}

function GridSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-hidden>
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} height={360} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/** One tab's events: loading, a quiet failure with 'Try again', empty, or the grid. */
export function EventsTabPanel({ tab, list, timeZone, onAdd, ...actions }: EventsTabPanelProps) {
  if (list.isPending) return <GridSkeleton />;
  if (list.isError && !list.events.length) {
    return (
      <Text size="sm" c="dimmed" data-testid="events-failed">
        <Trans>Your events could not be loaded just now.</Trans>{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => void list.refetch()}>
          <Trans>Try again</Trans>
        </Anchor>
      </Text>
    );
  }
  if (!list.events.length) return <EventsEmpty tab={tab} onAdd={onAdd} />;
  return (
    <EventsGrid
      events={list.events}
      timeZone={timeZone}
      hasMore={list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      loadMore={() => void list.fetchNextPage()}
      {...actions}
    />
  );
}
