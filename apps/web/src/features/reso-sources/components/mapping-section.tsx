import { useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { AGENT_SEARCH_MAX, MAX_PAGE_SIZE } from '@propdesk/shared';
import { errorMessage, unwrap } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';
import { useRemoteAgents, useSaveMapping, type ResoRemoteAgents } from '../api/reso-sources';
import classes from '../reso-sources.module.css';
import { importReasonMessage } from '../../../lib/i18n/validation';

type Kind = 'Member' | 'Office';
interface Row {
  kind: Kind;
  key: string;
  name: string | null;
}
const rowId = (row: { kind: Kind; key: string }) => `${row.kind}:${row.key}`;

/** The site's agencies, by name or email: the first page, or those the search finds. */
function useSiteAgents(q: string) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: [...queryKeys.allStaffAgents(slug), 'reso-mapping', q],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v2/moderation/agents/all', {
          params: { query: { page: 0, size: MAX_PAGE_SIZE, ...(q && { q }) } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/**
 * The remote's members and offices, each with a select of the site's agents, saved as the whole
 * mapping. A listing goes to its member's agent, else its office's; with neither it is skipped.
 */
export function MappingSection({ sourceId }: { sourceId: string }) {
  const { t, i18n } = useLingui();
  const remote = useRemoteAgents(sourceId);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="reso-mapping">
      <Stack gap="sm">
        <Title order={2} size="h4" id="reso-mapping">
          <Trans>Members and offices</Trans>
        </Title>
        <Text size="sm" c="dimmed" maw={720}>
          <Trans>
            Choose the site&apos;s agent each remote member and office&apos;s listings go to. A
            listing goes to its member&apos;s agent, else to its office&apos;s.
          </Trans>
        </Text>
        {remote.isPending && (
          <Skeleton height={140} aria-label={t`Loading the remote's members and offices`} />
        )}
        {remote.isError && (
          <Alert color="red" role="alert" title={t`The members could not be read`}>
            <Text size="sm" className={classes.address} dir="auto">
              {importReasonMessage(errorMessage(remote.error), i18n)}
            </Text>
          </Alert>
        )}
        {remote.data && <MappingForm sourceId={sourceId} remote={remote.data} />}
      </Stack>
    </Paper>
  );
}

function MappingForm({ sourceId, remote }: { sourceId: string; remote: ResoRemoteAgents }) {
  const { t } = useLingui();
  const save = useSaveMapping();
  const rows: Row[] = useMemo(
    () => [
      ...remote.members.map((m) => ({ kind: 'Member' as const, key: m.key, name: m.name })),
      ...remote.offices.map((o) => ({ kind: 'Office' as const, key: o.key, name: o.name })),
    ],
    [remote],
  );
  const saved = useMemo(
    () =>
      new Map(
        [
          ...remote.members.map((m) => ({ kind: 'Member' as const, ...m })),
          ...remote.offices.map((o) => ({ kind: 'Office' as const, ...o })),
        ].map((entry) => [rowId(entry), entry.agentId]),
      ),
    [remote],
  );
  const [chosen, setChosen] = useState(saved);
  useEffect(() => setChosen(saved), [saved]);
  const unmapped = rows.filter((row) => !chosen.get(rowId(row))).length;
  const changed = rows.some(
    (row) => (chosen.get(rowId(row)) ?? null) !== (saved.get(rowId(row)) ?? null),
  );

  const submit = () => {
    const entries = rows.flatMap((row) => {
      const agentId = chosen.get(rowId(row));
      return agentId ? [{ kind: row.kind, remoteKey: row.key, agentId }] : [];
    });
    save.mutate(
      { id: sourceId, body: { entries } },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t`Mapping saved` }),
        onError: notifyError,
      },
    );
  };

  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>The server lists no members or offices.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {unmapped > 0 && (
        <Alert color="yellow" icon={<IconInfoCircle size={20} />} data-testid="reso-unmapped">
          <Trans>
            Listings of members and offices mapped to no agent are skipped: the run&apos;s report
            names them, and they come in on the next run once mapped.
          </Trans>
        </Alert>
      )}
      {/* One row each, the select beside the names; on a phone the select goes under them. */}
      <Stack gap={0} component="ul" className={classes.rows} data-testid="reso-mapping">
        {rows.map((row) => {
          const id = rowId(row);
          const agentId = chosen.get(id) ?? null;
          return (
            <Group
              key={id}
              component="li"
              justify="space-between"
              align="center"
              gap="sm"
              py="xs"
              className={classes.row}
              data-testid="reso-remote"
            >
              <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
                <Text size="sm" fw={500} dir="auto" className={classes.address}>
                  {row.name ?? row.key}
                </Text>
                <Group gap={4}>
                  <Badge variant="default" size="sm" className={classes.badge}>
                    {row.kind === 'Member' ? (
                      <Trans comment="A remote RESO Member: an agent">Member</Trans>
                    ) : (
                      <Trans comment="A remote RESO Office: an agency">Office</Trans>
                    )}
                  </Badge>
                  <Code dir="ltr" fz="xs" className={classes.address}>
                    {row.key}
                  </Code>
                  {!agentId && (
                    <Badge
                      color="yellow.4"
                      variant="filled"
                      autoContrast
                      size="sm"
                      className={classes.badge}
                    >
                      <Trans comment="Its listings are skipped">Listings skipped</Trans>
                    </Badge>
                  )}
                </Group>
              </Stack>
              <div style={{ flex: '1 1 18rem', maxInlineSize: '26rem' }}>
                <AgentSelect
                  value={agentId}
                  remoteName={row.name ?? row.key}
                  onChange={(next) => setChosen(new Map(chosen).set(id, next))}
                />
              </div>
            </Group>
          );
        })}
      </Stack>
      <Group justify="flex-end">
        <Button
          leftSection={<IconDeviceFloppy size={18} />}
          onClick={submit}
          loading={save.isPending}
          disabled={!changed}
        >
          <Trans>Save mapping</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/** One of the site's agencies, found by name or email as the admin types. */
function AgentSelect({
  value,
  remoteName,
  onChange,
}: {
  value: string | null;
  remoteName: string;
  onChange: (agentId: string | null) => void;
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const [typed] = useDebouncedValue(search.trim(), 250);
  const first = useSiteAgents('');
  const q = typed === picked?.label ? '' : typed;
  const found = useSiteAgents(q);
  const label = (agent: { publicId: string; name: string; email: string }) => ({
    value: agent.publicId,
    label: `${agent.name} (${agent.email})`,
  });
  const options = (found.data?.content ?? []).map(label);
  // The chosen agency stays offered (and named) when the search no longer finds it.
  const known =
    value && !options.some((option) => option.value === value)
      ? [
          (first.data?.content ?? []).map(label).find((option) => option.value === value) ??
            (picked?.value === value ? picked : { value, label: value }),
        ]
      : [];
  return (
    <Select
      aria-label={t`Site agent for ${remoteName}`}
      placeholder={t`Not mapped: choose an agent`}
      data={[...known, ...options]}
      value={value}
      onChange={(next, option) => {
        setPicked(next ? option : null);
        onChange(next);
      }}
      searchable
      searchValue={search}
      onSearchChange={(text) => setSearch(text.slice(0, AGENT_SEARCH_MAX))}
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? t`Searching…` : t`No agent found`}
      clearable
      data-testid="reso-agent-select"
    />
  );
}
