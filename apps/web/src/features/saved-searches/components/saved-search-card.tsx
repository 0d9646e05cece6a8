import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import {
  IconBellPause,
  IconBellRinging,
  IconPencil,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react';
import { formatDate } from '../../../lib/format';
import { FREQUENCY_LABELS, type AlertFrequency } from '../../../lib/saved-search-frequency';
import { useTenant } from '../../../lib/tenant';
import type { SavedSearch } from '../api/saved-searches';
import { searchSummary } from '../search-summary';

interface SavedSearchCardProps {
  search: SavedSearch;
  typeName: (id: string) => string | undefined;
  busy: boolean;
  onFrequency: (frequency: AlertFrequency) => void;
  onRun: () => void;
  onRename: () => void;
  onDelete: () => void;
}

const FREQUENCIES: AlertFrequency[] = ['instant', 'daily', 'weekly', 'paused'];

/** One saved search: what it looks for, how often it alerts, what is new, and what to do. */
export function SavedSearchCard(props: SavedSearchCardProps) {
  const { search, typeName, busy, onFrequency, onRun, onRename, onDelete } = props;
  const { t, i18n } = useLingui();
  const { site } = useTenant();
  const paused = search.frequency === 'paused';
  const count = search.newMatches;
  const headingId = `saved-search-${search.id}`;
  const lastAlert = search.lastAlertAt ? formatDate(search.lastAlertAt, site.timeZone) : null;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-labelledby={headingId}
      data-testid="saved-search"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={4} miw={0}>
            <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              <bdi>{search.name}</bdi>
            </Title>
            <Text size="sm" c="dimmed" data-testid="saved-search-summary">
              {searchSummary(
                {
                  query: search.query,
                  filters: search.filters,
                  sort: search.sort,
                },
                typeName,
              )}
            </Text>
          </Stack>
          {count > 0 && (
            <Badge
              color="teal.9"
              variant="filled"
              style={{ flexShrink: 0 }}
              data-testid="new-matches"
            >
              {plural(count, { one: '# new listing', other: '# new listings' })}
            </Badge>
          )}
        </Group>
        {!search.confirmed && (
          <Badge color="yellow" variant="filled" autoContrast w="fit-content">
            <Trans>Waiting for e-mail confirmation</Trans>
          </Badge>
        )}
        <Group gap="md" align="flex-end" wrap="wrap">
          <Select
            label={t`How often`}
            data={FREQUENCIES.map((value) => ({ value, label: i18n._(FREQUENCY_LABELS[value]) }))}
            value={search.frequency}
            onChange={(value) => value && onFrequency(value)}
            allowDeselect={false}
            disabled={busy}
            w={160}
          />
          <Text size="sm" c="dimmed" pb={6}>
            {lastAlert ? t`Last alert on ${lastAlert}` : t`No alert sent yet`}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button size="sm" leftSection={<IconPlayerPlay size={16} />} onClick={onRun}>
            <Trans>Run</Trans>
          </Button>
          <Button
            size="sm"
            variant="default"
            leftSection={<IconPencil size={16} />}
            onClick={onRename}
          >
            <Trans>Rename</Trans>
          </Button>
          <Button
            size="sm"
            variant="default"
            leftSection={paused ? <IconBellRinging size={16} /> : <IconBellPause size={16} />}
            onClick={() => onFrequency(paused ? 'daily' : 'paused')}
            disabled={busy}
          >
            {paused ? <Trans>Resume</Trans> : <Trans>Pause</Trans>}
          </Button>
          <Button
            size="sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={onDelete}
          >
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
