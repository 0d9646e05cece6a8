import { Trans } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import { fieldLabel } from '../../../lib/audit-format';
import { useTypeNames } from '../../../lib/queries/property-types';
import type { ListingChange } from '../api/moderation';

/** What the agent changed since the listing was last approved, in readable names. */
export function ChangesTable({ changes }: { changes: ListingChange[] }) {
  const typeNames = useTypeNames(changes.some((change) => change.field === 'typeId'));
  const shown = (change: ListingChange, value: ListingChange['before']) =>
    (change.field === 'typeId' && typeof value === 'string' && typeNames(value)) || (value ?? '—');
  if (!changes.length) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No changes since the last approval, or never approved before.</Trans>
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped withTableBorder data-testid="changes-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Field</Trans>
            </Table.Th>
            <Table.Th>
              <Trans context="The value a moderator last approved">Approved</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Now</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.field}>
              <Table.Td>{fieldLabel(change.field)}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>
                {shown(change, change.before)}
              </Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{shown(change, change.after)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
