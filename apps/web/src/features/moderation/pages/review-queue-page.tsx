import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  Badge,
  CloseButton,
  Group,
  Select,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { ScrollLoadFooter } from '../../../components/scroll-load-footer';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { propertyTypesOptions } from '../../../lib/queries/property-types';
import { useTenant } from '../../../lib/tenant';
import { useNow } from '../../../lib/use-now';
import { reviewQueueOptions, type ReviewState } from '../api/moderation';
import { AgentFilter } from '../components/agent-filter';
import { QueueRow } from '../components/queue-row';
import { useQueueFilters } from '../use-queue-filters';

const TABS: { value: ReviewState; label: string; about: string }[] = [
  {
    value: 'PENDING',
    label: 'Waiting',
    about: 'Listings their agent has sent for review, longest waiting first.',
  },
  {
    value: 'IN_PROGRESS',
    label: 'Being filled in',
    about:
      'Agents are still filling these in: each moves to Waiting when its agent sends it for review.',
  },
  {
    value: 'REJECTED',
    label: 'Sent back',
    about: 'Sent back to their agent with a reason: each returns to Waiting once sent again.',
  },
  { value: 'ALL', label: 'All', about: 'Every listing under review, longest waiting first.' },
];

/** The review queue: listings under review, longest waiting first, with tabs and filters. */
export function ReviewQueuePage() {
  const { api, slug } = useTenant();
  const now = useNow().getTime();
  const { filters, query, set } = useQueueFilters();
  const queue = useInfiniteQuery(reviewQueueOptions(api, slug, filters));
  const types = useQuery(propertyTypesOptions(api, slug));
  const items = queue.data?.pages.flatMap((page) => page.content) ?? [];
  const total = queue.data?.pages[0]?.totalElements ?? 0;
  const typeOptions = (types.data?.content ?? []).map((t) => ({
    value: t.publicId,
    label: t.name,
  }));
  const agentName = items.find((i) => i.agent.publicId === filters.agent)?.review.agentName;
  const suburbName = items.find((i) => i.suburb === filters.suburb)?.location.suburb;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} fz={28}>
          Review queue
        </Title>
        {queue.data && (
          <Text c="dimmed" size="sm" data-testid="queue-total">
            {total === 1 ? '1 listing' : `${total} listings`}
          </Text>
        )}
      </Group>
      <Tabs value={filters.state} onChange={(state) => set({ state })}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Text size="sm" c="dimmed" data-testid="queue-tab-about">
        {TABS.find((tab) => tab.value === filters.state)?.about}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Type"
          placeholder="Any type"
          data={typeOptions}
          value={filters.type ?? null}
          onChange={(type) => set({ type })}
          clearable
          w={{ base: '100%', xs: 220 }}
        />
        <AgentFilter
          value={filters.agent}
          knownName={agentName}
          onChange={(agent) => set({ agent })}
        />
        {filters.suburb && (
          <Badge
            size="lg"
            variant="light"
            rightSection={
              <CloseButton
                size="xs"
                aria-label="Any suburb"
                onClick={() => set({ suburb: null })}
              />
            }
          >
            Suburb: {suburbName ?? 'selected'}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        Select a suburb in a row to see only its listings.
      </Text>
      {queue.isPending && <Skeleton height={88} radius="md" />}
      {queue.isError && <Text c="red.8">{errorMessage(queue.error)}</Text>}
      {queue.data && items.length === 0 && (
        <Text c="dimmed" py="xl" ta="center">
          Nothing to review here.
        </Text>
      )}
      <Stack gap="sm">
        {items.map((item) => (
          <QueueRow
            key={item.publicId}
            item={item}
            now={now}
            to={`${paths.reviewListing(slug, item.publicId)}${query ? `?${query}` : ''}`}
            onAgent={(agent) => set({ agent })}
            onSuburb={(suburb) => set({ suburb })}
          />
        ))}
      </Stack>
      {items.length > 0 && (
        <ScrollLoadFooter
          hasMore={queue.hasNextPage}
          loadingMore={queue.isFetchingNextPage}
          loadMore={() => void queue.fetchNextPage()}
          itemCount={items.length}
          noun="listings"
        />
      )}
    </Stack>
  );
}
