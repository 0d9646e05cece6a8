import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { Anchor, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LoadMoreButton } from '../../../components/load-more-button';
import { errorMessage } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant';
import { useAuditLog } from '../api/audit-log';
import { readAuditFilters, writeAuditFilters } from '../audit-filters';
import { AuditFilterBar } from '../components/audit-filter-bar';
import { AuditCards, AuditTable } from '../components/audit-entries';

/** `/{tenant}/dashboard/moderation/audit`: every recorded write of the site, for its staff. */
export function AuditLogPage() {
  const { site } = useTenant();
  const [search, setSearch] = useSearchParams();
  const filters = readAuditFilters(search);
  const query = useAuditLog(filters);
  const phone = useMediaQuery('(max-width: 767.98px)');
  const entries = query.data?.pages.flatMap((page) => page.content) ?? [];
  const Entries = phone ? AuditCards : AuditTable;
  const update = (next: typeof filters) => setSearch(writeAuditFilters(next), { replace: true });
  // Filtered by a user, every row is theirs: the first one names them.
  const userName = filters.userId
    ? entries.find((entry) => entry.user?.id === filters.userId)?.user?.name
    : undefined;

  let body: React.ReactNode;
  if (query.isPending) body = <Skeleton height={240} radius="md" aria-hidden />;
  else if (query.isError && !entries.length) {
    body = (
      <Text size="sm" c="red" role="alert" data-testid="audit-failed">
        {errorMessage(query.error)}{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Anchor>
      </Text>
    );
  } else if (!entries.length) {
    body = (
      <Card withBorder radius="md" padding="xl" data-testid="audit-empty">
        <Text ta="center" c="dimmed">
          <Trans>No recorded changes match these filters.</Trans>
        </Text>
      </Card>
    );
  } else {
    body = (
      <>
        <Entries
          entries={entries}
          timeZone={site.timeZone}
          onUser={(userId) => update({ ...filters, userId })}
        />
        <LoadMoreButton query={query} />
      </>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <Trans>Audit log</Trans>
      </Title>
      <AuditFilterBar filters={filters} userName={userName} onChange={update} />
      {body}
    </Stack>
  );
}
