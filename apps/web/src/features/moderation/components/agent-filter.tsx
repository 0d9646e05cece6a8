import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { AGENT_SEARCH_MAX } from '@propdesk/shared';
import { unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

interface AgentFilterProps {
  /** The agent's public id, or undefined for any agent. */
  value: string | undefined;
  /** The chosen agent's name when the page already knows it (a queue row). */
  knownName: string | undefined;
  onChange: (agentPublicId: string | null) => void;
}

const OPTIONS = 20;

/**
 * The queue's agent filter: the site's agencies found by name or email as the moderator types
 * (GET /api/v2/moderation/agents/all?q=), so any agency can be picked, not only those on screen.
 */
export function AgentFilter({ value, knownName, onChange }: AgentFilterProps) {
  const { t } = useLingui();
  const { api, slug } = useTenant();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  // Typing the chosen agent's own name shows every agency, not only that one.
  const q = chosen && debounced === chosen.label ? '' : debounced;
  const agents = useQuery({
    queryKey: [...queryKeys.allStaffAgents(slug), 'filter', q],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v2/moderation/agents/all', {
          params: { query: { page: 0, size: OPTIONS, ...(q && { q }) } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

  const found = agents.data?.content ?? [];
  const emails = new Map(found.map((agent) => [agent.publicId, agent.email]));
  const options = found.map((agent) => ({ value: agent.publicId, label: agent.name }));
  const current =
    value && !options.some((option) => option.value === value)
      ? {
          value,
          label: (chosen?.value === value ? chosen.label : knownName) ?? t`The chosen agent`,
        }
      : null;

  return (
    <Select
      label={t`Agent`}
      placeholder={t`Any agent`}
      data={current ? [current, ...options] : options}
      value={value ?? null}
      onChange={(next, option) => {
        setChosen(next ? { value: next, label: option.label } : null);
        onChange(next);
      }}
      searchable
      searchValue={search}
      onSearchChange={(text) => setSearch(text.slice(0, AGENT_SEARCH_MAX))}
      // The server has already matched the name or the email: show what it found.
      filter={({ options: all }) => all}
      // Agencies may share a name: the email tells them apart.
      renderOption={({ option }) => (
        <div>
          <Text size="sm">{option.label}</Text>
          {emails.has(option.value) && (
            <Text size="xs" c="dimmed">
              {emails.get(option.value)}
            </Text>
          )}
        </div>
      )}
      nothingFoundMessage={agents.isFetching ? 'Searching…' : 'No agency found'}
      clearable
      w={{ base: '100%', xs: 260 }}
    />
  );
}
