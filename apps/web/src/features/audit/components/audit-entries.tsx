import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { AuditChanges } from '../../../components/audit/audit-changes';
import { AuditWhen } from '../../../components/audit/audit-when';
import {
  auditWho,
  changesSummary,
  describeAuditAction,
  entityLabel,
  type AuditEntry,
} from '../../../lib/audit-format';

interface AuditEntriesProps {
  entries: AuditEntry[];
  timeZone: string;
  /** Narrows the log to one user's changes. */
  onUser: (userPublicId: string) => void;
}

/** The writer's name, a button that shows only their changes; the system's is plain text. */
function WhoButton({ entry, onUser }: { entry: AuditEntry; onUser: (id: string) => void }) {
  const { t } = useLingui();
  const who = auditWho(entry.user);
  const name = who.name;
  if (!entry.user) return <Text size="sm">{who.name}</Text>;
  const userId = entry.user.id;
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      c="inherit"
      td="underline"
      title={t`Only ${name}'s changes`}
      dir="auto"
      onClick={() => onUser(userId)}
    >
      {who.name}
    </Anchor>
  );
}

/** Desktop: one row per write with its changes summed up in a line. */
export function AuditTable({ entries, timeZone, onUser }: AuditEntriesProps) {
  const { t } = useLingui();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="xs" aria-label={t`Audit log`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>When</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Who</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Role</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Entity</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Id</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Action</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Changes</Trans>
            </Table.Th>
            <Table.Th>
              <Trans context="The network address a change came from">Address</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const who = auditWho(entry.user);
            return (
              <Table.Tr key={entry.id} data-testid="audit-row">
                <Table.Td>
                  <AuditWhen at={entry.at} timeZone={timeZone} />
                </Table.Td>
                <Table.Td>
                  <WhoButton entry={entry} onUser={onUser} />
                </Table.Td>
                <Table.Td>{who.role || '—'}</Table.Td>
                <Table.Td>{entityLabel(entry.entity)}</Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {entry.entityId}
                  </Text>
                </Table.Td>
                <Table.Td>{describeAuditAction(entry)}</Table.Td>
                <Table.Td>{changesSummary(entry.changes)}</Table.Td>
                <Table.Td>{entry.ip ?? '—'}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one card per write, its changes written out. */
export function AuditCards({ entries, timeZone, onUser }: AuditEntriesProps) {
  const { t } = useLingui();
  return (
    <Stack gap="sm" aria-label={t`Audit log`} role="list">
      {entries.map((entry) => {
        const who = auditWho(entry.user);
        return (
          <Card key={entry.id} withBorder radius="md" role="listitem" data-testid="audit-card">
            <Stack gap={6}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {describeAuditAction(entry)}
              </Text>
              <Group gap="xs" wrap="wrap">
                <WhoButton entry={entry} onUser={onUser} />
                {who.role && (
                  <Badge size="sm" variant="light" color="gray">
                    {who.role}
                  </Badge>
                )}
                <AuditWhen at={entry.at} timeZone={timeZone} />
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {entityLabel(entry.entity)} <bdi>{entry.entityId}</bdi>
                {entry.ip ? ' · ' : ''}
                {entry.ip ? <bdi>{entry.ip}</bdi> : null}
              </Text>
              <AuditChanges changes={entry.changes} action={entry.action} />
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
