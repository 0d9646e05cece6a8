import { Badge, CloseButton, Select, SimpleGrid, Text } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction } from '@propdesk/shared';
import { DatePickerField } from '../../../components/date-time-picker';
import { entityLabel } from '../../../lib/audit-format';
import type { AuditFilterValues } from '../audit-filters';

interface AuditFilterBarProps {
  filters: AuditFilterValues;
  /** The filtered user's name, once a row has shown it. */
  userName: string | undefined;
  onChange: (next: AuditFilterValues) => void;
}

const ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  create: msg`Create`,
  update: msg`Update`,
  delete: msg`Delete`,
  archive: msg`Archive`,
  unarchive: msg`Unarchive`,
  publish: msg`Publish`,
  unpublish: msg`Unpublish`,
  add: msg`Add`,
  remove: msg`Remove`,
  upload: msg`Upload`,
  profile: msg`Set the profile photo`,
  reorder: msg`Reorder the photos`,
  image: msg`Change a banner image`,
  cover: msg`Change an article cover`,
  approve: msg`Approve`,
  reject: msg`Send back`,
  submit: msg`Send for review`,
  verify: msg`Verify`,
  unverify: msg`Remove verification`,
  revoke: msg`Revoke`,
  dismiss: msg`Mark not a duplicate`,
  export: msg`Export personal data`,
  erase: msg`Erase an account`,
};

/**
 * Entity, action, a date range, and the user chosen by selecting a name in the log; every
 * change goes to the address.
 */
export function AuditFilterBar({ filters, userName, onChange }: AuditFilterBarProps) {
  const { t, i18n } = useLingui();
  const set = (key: keyof AuditFilterValues, value: string | null) =>
    onChange({ ...filters, [key]: value || undefined });
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Select
          label={t`Entity`}
          placeholder={t`All`}
          data={AUDIT_ENTITIES.map((value) => ({ value, label: entityLabel(value) }))}
          value={filters.entity ?? null}
          onChange={(value) => set('entity', value)}
          clearable
          clearButtonProps={{ 'aria-label': t`Clear entity` }}
        />
        <Select
          label={t`Action`}
          placeholder={t`All`}
          data={AUDIT_ACTIONS.map((value) => ({ value, label: i18n._(ACTION_LABELS[value]) }))}
          value={filters.action ?? null}
          onChange={(value) => set('action', value)}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t`Clear action` }}
        />
        <DatePickerField
          label={t`From`}
          value={filters.from ?? null}
          onChange={(value) => set('from', value)}
          clearable
          clearButtonProps={{ 'aria-label': t`Clear the start date` }}
        />
        <DatePickerField
          label={t`To`}
          value={filters.to ?? null}
          onChange={(value) => set('to', value)}
          clearable
          clearButtonProps={{ 'aria-label': t`Clear the end date` }}
        />
      </SimpleGrid>
      {filters.userId ? (
        <Badge
          size="lg"
          variant="light"
          tt="none"
          data-testid="audit-user-filter"
          rightSection={
            <CloseButton size="xs" aria-label={t`Any user`} onClick={() => set('userId', null)} />
          }
        >
          {userName ? <Trans>By {userName}</Trans> : <Trans>By the chosen user</Trans>}
        </Badge>
      ) : (
        <Text size="xs" c="dimmed">
          <Trans>Select a name in the log to see only that person&apos;s changes.</Trans>
        </Text>
      )}
    </>
  );
}
