import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Box,
  Button,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { AGENT_SEARCH_MAX } from '@propdesk/shared';
import { ScrollLoadFooter } from '../../../components/scroll-load-footer';
import { StatusPage } from '../../../components/status-page';
import { errorMessage } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant';
import { useStaffAgents, type AgentFilter, type StaffAgent } from '../api/staff-agents';
import { AgentCards, AgentsTable } from '../components/agents-table';
import { VerificationModal } from '../components/verification-modal';

const FILTERS: { value: AgentFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg({ message: 'All', context: 'Every agency' }) },
  { value: 'unverified', label: msg`Not verified` },
  { value: 'verified', label: msg`Verified` },
];

const isFilter = (value: string | null): value is AgentFilter =>
  FILTERS.some((filter) => filter.value === value);

/** The filter (`show`) and the search (`q`) live in the address, so a link keeps them. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('show');
  const filter: AgentFilter = isFilter(requested) ? requested : 'all';
  const search = (params.get('q') ?? '').trim().slice(0, AGENT_SEARCH_MAX);
  const update = (next: { filter?: AgentFilter; search?: string }) => {
    const show = next.filter ?? filter;
    const q = next.search ?? search;
    setParams({ ...(show !== 'all' && { show }), ...(q && { q }) }, { replace: true });
  };
  return { filter, search, update };
}

/** The site's agencies for its staff: who to verify, their listings and when they joined. */
export function AgentsPage() {
  const { t } = useLingui();
  const { site } = useTenant();
  const siteName = site.name;
  const { filter, search, update } = useListParams();
  const [typed, setTyped] = useState(search);
  const [debounced] = useDebouncedValue(typed.trim(), 300);
  const [selected, setSelected] = useState<StaffAgent | null>(null);
  const list = useStaffAgents(filter, search);
  const total = list.total;

  useEffect(() => {
    if (debounced !== search) update({ search: debounced });
    // Only the typed text moves the address; the address's own changes come in through `search`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const views = { agents: list.agents, timeZone: site.timeZone, onVerification: setSelected };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          <Trans>Agents</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>
            The agencies of {siteName}: agencies still to verify come first, then the newest.
          </Trans>
        </Text>
      </div>
      <Group gap="sm" align="flex-end">
        <SegmentedControl
          aria-label={t`Show`}
          value={filter}
          data={FILTERS.map(({ value, label }) => ({ value, label: t(label) }))}
          onChange={(value) => update({ filter: value })}
        />
        <TextInput
          type="search"
          aria-label={t`Search agents`}
          placeholder={t`Search by name or email`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={typed}
          maxLength={AGENT_SEARCH_MAX}
          onChange={(event) => setTyped(event.currentTarget.value)}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
      </Group>
      {total !== undefined && (
        <Text size="sm" c="dimmed" aria-live="polite">
          <Plural value={total} one="# agency" other="# agencies" />
        </Text>
      )}
      {list.isPending && (
        <Stack aria-busy="true" aria-label={t`Loading agents`}>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} height={64} radius="md" />
          ))}
        </Stack>
      )}
      {list.isError && !list.agents.length && (
        <Group gap="sm" role="alert">
          <Text c="dimmed">{errorMessage(list.error)}</Text>
          <Button variant="default" size="xs" onClick={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Group>
      )}
      {list.isSuccess && !list.agents.length && (
        <StatusPage icon={<IconUsersGroup size={36} />} title={t`No agencies here`}>
          {search ? (
            <Trans>No agency matches “{search}”.</Trans>
          ) : filter === 'unverified' ? (
            <Trans>Every agency is verified.</Trans>
          ) : filter === 'verified' ? (
            <Trans>No agency is verified yet.</Trans>
          ) : (
            <Trans>No agency has signed up yet.</Trans>
          )}
        </StatusPage>
      )}
      {list.agents.length > 0 && (
        <>
          <Box visibleFrom="md">
            <AgentsTable {...views} />
          </Box>
          <Box hiddenFrom="md">
            <AgentCards {...views} />
          </Box>
        </>
      )}
      <ScrollLoadFooter
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        loadMore={() => void list.fetchNextPage()}
        itemCount={list.agents.length}
        loadingLabel={t`Loading more agents…`}
      />
      <VerificationModal agent={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
