import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AuditChanges } from '../../../components/audit/audit-changes';
import { AuditWhen } from '../../../components/audit/audit-when';
import { LoadMoreButton } from '../../../components/load-more-button';
import { auditWho, describeAuditAction } from '../../../lib/audit-format';
import { useTenant } from '../../../lib/tenant';
import { usePropertyHistory } from '../api/history';
import type { ListingDetail } from '../api/listing';

function NoHistory() {
  return (
    <Card withBorder radius="md" padding="xl" data-testid="history-empty">
      <Stack align="center" gap="sm" ta="center">
        <IconHistory size={40} stroke={1.4} aria-hidden />
        <Title order={2} size="h4">
          <Trans>No history yet</Trans>
        </Title>
        <Text c="dimmed" maw={420}>
          <Trans>
            Changes to this listing, its photos, features, amenities and units, and its reviews will
            show here.
          </Trans>
        </Text>
      </Stack>
    </Card>
  );
}

/** The listing's recorded writes, newest first: who, what, when and the fields they changed. */
export function HistoryTab({ listing }: { listing: ListingDetail }) {
  const { site } = useTenant();
  const { t } = useLingui();
  const query = usePropertyHistory(listing.publicId);
  const entries = query.data?.pages.flatMap((page) => page.content) ?? [];

  if (query.isPending) return <Skeleton height={160} radius="md" aria-hidden />;
  if (query.isError && !entries.length) {
    return (
      <Text size="sm" c="dimmed" data-testid="history-failed">
        <Trans>
          The history could not be loaded just now.{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Anchor>
        </Trans>
      </Text>
    );
  }
  if (!entries.length) return <NoHistory />;
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        <Trans>History</Trans>
      </Title>
      <Timeline bulletSize={14} lineWidth={2} aria-label={t`History`} data-testid="history">
        {entries.map((entry) => {
          const who = auditWho(entry.user);
          return (
            <Timeline.Item
              key={entry.id}
              title={
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {describeAuditAction(entry)}
                </Text>
              }
              data-testid="history-entry"
            >
              <Stack gap={4}>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" dir="auto">
                    {who.name}
                  </Text>
                  {who.role && (
                    <Badge size="sm" variant="light" color="gray">
                      {who.role}
                    </Badge>
                  )}
                  <AuditWhen at={entry.at} timeZone={site.timeZone} />
                </Group>
                <AuditChanges changes={entry.changes} action={entry.action} />
              </Stack>
            </Timeline.Item>
          );
        })}
      </Timeline>
      <LoadMoreButton query={query} />
    </Stack>
  );
}
