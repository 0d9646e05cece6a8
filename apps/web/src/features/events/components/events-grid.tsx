import { useEffect } from 'react';
import { Button, Group, Loader, SimpleGrid, Text } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { EventCard } from '../../../components/event-card/event-card';
import type { EventView } from '../api/event-view';
import { EventCardMenu } from './event-card-menu';

/** Start loading the next page this far before the bottom, so it is there when the agent is. */
const PREFETCH_MARGIN = '600px 0px';
/** Cards in the first row on the widest grid: their banners load at once. */
const FIRST_ROW = 3;

interface EventsGridProps {
  events: EventView[];
  timeZone: string;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  onEdit: (event: EventView) => void;
  onCancel: (event: EventView) => void;
  onDelete: (event: EventView) => void;
}

/** The tab's events as cards (1 column on phones, 2 or 3 wider) that keep loading as it scrolls. */
export function EventsGrid({
  events,
  timeZone,
  hasMore,
  loadingMore,
  loadMore,
  ...actions
}: EventsGridProps) {
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: PREFETCH_MARGIN });
  const nearBottom = entry?.isIntersecting ?? false;
  useEffect(() => {
    if (nearBottom && hasMore && !loadingMore) loadMore();
  }, [nearBottom, hasMore, loadingMore, loadMore, events.length]);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="events-grid">
        {events.map((event, index) => (
          <EventCard
            key={event.publicId}
            event={event}
            timeZone={timeZone}
            eager={index < FIRST_ROW}
            headingLevel={2}
            actions={<EventCardMenu event={event} {...actions} />}
          />
        ))}
      </SimpleGrid>
      <div ref={ref} aria-hidden style={{ height: 1 }} />
      {loadingMore && (
        <Group justify="center" gap="xs" py="md" role="status" data-testid="loading-more">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            Loading more events…
          </Text>
        </Group>
      )}
      {hasMore && !loadingMore && (
        <Group justify="center" py="md">
          <Button variant="default" onClick={loadMore}>
            Load more
          </Button>
        </Group>
      )}
    </>
  );
}
