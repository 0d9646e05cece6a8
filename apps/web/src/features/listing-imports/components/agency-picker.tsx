import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { AGENT_SEARCH_MAX } from '@propdesk/shared';
import { unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

/** How many agencies the list offers at a time; typing narrows it down. */
const OFFERED = 20;

interface AgencyPickerProps {
  value: string | undefined;
  onChange: (agentId: string | undefined) => void;
}

/**
 * Site staff import on behalf of an agency: its name or email, found by the server as they
 * type (GET /api/v2/moderation/agents/all?q=), as in the review queue's agent filter.
 */
export function AgencyPicker({ value, onChange }: AgencyPickerProps) {
  const { t } = useLingui();
  const { api, slug } = useTenant();
  const [search, setSearch] = useState('');
  const [label, setLabel] = useState<string | null>(null);
  const [typed] = useDebouncedValue(search.trim(), 250);
  const q = typed === label ? '' : typed;
  const agents = useQuery({
    queryKey: [...queryKeys.allStaffAgents(slug), 'import', q],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v2/moderation/agents/all', {
          params: { query: { page: 0, size: OFFERED, ...(q && { q }) } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
  const options = (agents.data?.content ?? []).map((agent) => ({
    value: agent.publicId,
    label: `${agent.name} (${agent.email})`,
  }));
  const chosen =
    value && label && !options.some((option) => option.value === value) ? [{ value, label }] : [];

  return (
    <Select
      label={t`Agency`}
      description={t`The listings are imported as this agency's own.`}
      placeholder={t`Find an agency by name or email`}
      data={[...chosen, ...options]}
      value={value ?? null}
      onChange={(next, option) => {
        setLabel(next ? option.label : null);
        onChange(next ?? undefined);
      }}
      searchable
      searchValue={search}
      onSearchChange={(text) => setSearch(text.slice(0, AGENT_SEARCH_MAX))}
      filter={({ options: all }) => all}
      nothingFoundMessage={agents.isFetching ? t`Searching…` : t`No agency found`}
      clearable
      required
      maw={420}
      data-testid="import-agency"
    />
  );
}
