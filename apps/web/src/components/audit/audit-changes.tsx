import { List, Text } from '@mantine/core';
import { changeLines, type AuditEntry } from '../../lib/audit-format';
import { useTypeNames } from '../../lib/queries/property-types';

interface AuditChangesProps {
  changes: AuditEntry['changes'];
  /** A create shows the values it was made with; anything else `before → after`. */
  action: string;
}

/** The changed fields as `Field: before → after` in readable names, long values cut short. */
export function AuditChanges({ changes, action }: AuditChangesProps) {
  const typeNames = useTypeNames(!!changes && 'typeId' in changes);
  const lines = changeLines(changes, { typeId: typeNames });
  if (!lines.length) return null;
  const created = action === 'create';
  return (
    <List size="sm" spacing={2} listStyleType="none" aria-label="Changes">
      {lines.map((line) => (
        <List.Item key={line.field}>
          <Text span size="sm" fw={600}>
            {line.label}:
          </Text>{' '}
          <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
            {created ? line.after : `${line.before} → ${line.after}`}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
