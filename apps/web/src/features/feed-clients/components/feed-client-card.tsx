import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { formatDate, timeAgo } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import type { FeedClient } from '../api/feed-clients';
import { FEED_SCOPE_LABELS } from '../feed-scopes';

interface FeedClientCardProps {
  client: FeedClient;
  onRevoke: () => void;
}

/** One feed client: its name, state, scopes, when it was made and last called the feed. */
export function FeedClientCard({ client, onRevoke }: FeedClientCardProps) {
  const { t, i18n } = useLingui();
  const now = useNow();
  const revoked = client.revokedAt !== null;
  const name = client.name;
  const created = formatDate(client.createdAt);
  const lastUsed = client.lastUsedAt && timeAgo(client.lastUsedAt, now);
  const revokedOn = client.revokedAt && formatDate(client.revokedAt);
  const titleId = `feed-client-${client.publicId}`;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={titleId}
      data-testid="feed-client"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Title order={3} size="h5" id={titleId} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          {revoked ? (
            <Badge variant="default" style={{ flexShrink: 0 }}>
              <Trans comment="A feed client that can no longer read the feed">Revoked</Trans>
            </Badge>
          ) : (
            <Badge color="brand" variant="light" style={{ flexShrink: 0 }}>
              <Trans comment="A feed client that can read the feed">In use</Trans>
            </Badge>
          )}
        </Group>
        <Group gap={6} aria-label={t`Scopes`}>
          {client.scopes.map((scope) => (
            <Badge key={scope} variant="outline" color="brand" tt="none">
              {i18n._(FEED_SCOPE_LABELS[scope])}{' '}
              <Code dir="ltr" fz="xs" bg="transparent" p={0}>
                ({scope})
              </Code>
            </Badge>
          ))}
        </Group>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            <Trans>Created {created}</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            {lastUsed ? <Trans>Last used {lastUsed}</Trans> : <Trans>Never used</Trans>}
          </Text>
          {revokedOn && (
            <Text size="sm" c="dimmed">
              <Trans>Revoked {revokedOn}</Trans>
            </Text>
          )}
        </Stack>
        {!revoked && (
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconBan size={16} />}
              onClick={onRevoke}
              aria-describedby={titleId}
            >
              <Trans>Revoke</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
