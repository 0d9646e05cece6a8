import { List, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { changeLines, type AuditEntry } from '../../lib/audit-format';
import { enumValueNames } from '../../lib/i18n/labels';
import { useTypeNames } from '../../lib/queries/property-types';

interface AuditChangesProps {
  changes: AuditEntry['changes'];
  /** A create shows the values it was made with; anything else `before → after`. */
  action: string;
}

/** The changed fields as `Field: before → after` in readable names, long values cut short. */
export function AuditChanges({ changes, action }: AuditChangesProps) {
  const { t, i18n } = useLingui();
  const typeNames = useTypeNames(!!changes && 'typeId' in changes);
  const lines = changeLines(changes, { ...enumValueNames(i18n), typeId: typeNames });
  if (!lines.length) return null;
  const created = action === 'create';
  return (
    <List size="sm" spacing={2} listStyleType="none" aria-label={t`Changes`}>
      {lines.map(({ field, label, ...values }) => {
        // Each value in its own direction, so '-3' or 'PR-12' keeps its order by an Arabic arrow.
        const before = <bdi>{values.before}</bdi>;
        const after = <bdi>{values.after}</bdi>;
        return (
          <List.Item key={field}>
            <Text span size="sm" fw={600}>
              {t({ message: `${label}:`, comment: 'label: a changed field, before its values' })}
            </Text>{' '}
            <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
              {created ? (
                after
              ) : (
                <Trans comment="A value changed; in right-to-left languages the arrow points left">
                  {before} → {after}
                </Trans>
              )}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
