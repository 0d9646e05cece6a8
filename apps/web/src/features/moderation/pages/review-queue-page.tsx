import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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

const TABS: { value: ReviewState; label: MessageDescriptor; about: MessageDescriptor }[] = [
  {
    value: 'PENDING',
    label: msg`Waiting`,
    about: msg`Listings their agent has sent for review, longest waiting first.`,
  },
  {
    value: 'IN_PROGRESS',
    label: msg`Being filled in`,
    about: msg`Agents are still filling these in: each moves to Waiting when its agent sends it for review.`,
  },
  {
    value: 'REJECTED',
    label: msg`Sent back`,
    about: msg`Sent back to their agent with a reason: each returns to Waiting once sent again.`,
  },
  {
    value: 'ALL',
    label: msg({ message: 'All', context: 'Every listing under review' }),
    about: msg`Every listing under review, longest waiting first.`,
  },
];

/** The review queue: listings under review, longest waiting first, with tabs and filters. */
export function ReviewQueuePage() {
  const { t } = useLingui();
  const { api, slug } = useTenant();
  const now = useNow().getTime();
  const { filters, query, set } = useQueueFilters();
  const queue = useInfiniteQuery(reviewQueueOptions(api, slug, filters));
  const types = useQuery(propertyTypesOptions(api, slug));
  const items = queue.data?.pages.flatMap((page) => page.content) ?? [];
  const total = queue.data?.pages[0]?.totalElements ?? 0;
  const typeOptions = (types.data?.content ?? []).map((type) => ({
    value: type.publicId,
    label: type.name,
  }));
  const agentName = items.find((i) => i.agent.publicId === filters.agent)?.review.agentName;
  const about = TABS.find((tab) => tab.value === filters.state)?.about;
  const suburbName = items.find((i) => i.suburb === filters.suburb)?.location.suburb;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} fz={28}>
          <Trans>Review queue</Trans>
        </Title>
        {queue.data && (
          <Text c="dimmed" size="sm" data-testid="queue-total">
            <Plural value={total} one="# listing" other="# listings" />
          </Text>
        )}
      </Group>
      <Tabs value={filters.state} onChange={(state) => set({ state })}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {t(tab.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Text size="sm" c="dimmed" data-testid="queue-tab-about">
        {about && t(about)}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t`Type`}
          placeholder={t`Any type`}
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
                aria-label={t`Any suburb`}
                onClick={() => set({ suburb: null })}
              />
            }
          >
            {suburbName ? <Trans>Suburb: {suburbName}</Trans> : <Trans>Suburb: selected</Trans>}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        <Trans>Select a suburb in a row to see only its listings.</Trans>
      </Text>
      {queue.isPending && <Skeleton height={88} radius="md" />}
      {queue.isError && <Text c="red.8">{errorMessage(queue.error)}</Text>}
      {queue.data && items.length === 0 && (
        <Text c="dimmed" py="xl" ta="center">
          <Trans>Nothing to review here.</Trans>
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
          loadingLabel={t`Loading more listings…`}
        />
      )}
    </Stack>
  );
}
