import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { EventCard } from '../../../components/event-card/event-card';
import { ScrollLoadFooter } from '../../../components/scroll-load-footer';
import type { EventView } from '../api/event-view';
import { EventCardMenu } from './event-card-menu';

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
  const { t } = useLingui();
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
      <ScrollLoadFooter
        hasMore={hasMore}
        loadingMore={loadingMore}
        loadMore={loadMore}
        itemCount={events.length}
        loadingLabel={t`Loading more events…`}
      />
    </>
  );
}
