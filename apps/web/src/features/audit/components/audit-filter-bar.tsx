import { Badge, CloseButton, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction } from '@propdesk/shared';
import { entityLabel } from '../../../lib/audit-format';
import type { AuditFilterValues } from '../audit-filters';

interface AuditFilterBarProps {
  filters: AuditFilterValues;
  /** The filtered user's name, once a row has shown it. */
  userName: string | undefined;
  onChange: (next: AuditFilterValues) => void;
}

const ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  archive: 'Archive',
  unarchive: 'Unarchive',
  publish: 'Publish',
  unpublish: 'Unpublish',
  add: 'Add',
  remove: 'Remove',
  upload: 'Upload',
  profile: 'Set the profile photo',
  image: 'Change a banner image',
  cover: 'Change an article cover',
  approve: 'Approve',
  reject: 'Send back',
  submit: 'Send for review',
  verify: 'Verify',
  unverify: 'Remove verification',
};

const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] }));

/**
 * Entity, action, a date range, and the user chosen by selecting a name in the log; every
 * change goes to the address.
 */
export function AuditFilterBar({ filters, userName, onChange }: AuditFilterBarProps) {
  const set = (key: keyof AuditFilterValues, value: string | null) =>
    onChange({ ...filters, [key]: value || undefined });
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Select
          label="Entity"
          placeholder="All"
          data={AUDIT_ENTITIES.map((value) => ({ value, label: entityLabel(value) }))}
          value={filters.entity ?? null}
          onChange={(value) => set('entity', value)}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear entity' }}
        />
        <Select
          label="Action"
          placeholder="All"
          data={ACTION_OPTIONS}
          value={filters.action ?? null}
          onChange={(value) => set('action', value)}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': 'Clear action' }}
        />
        <TextInput
          label="From"
          type="date"
          value={filters.from ?? ''}
          onChange={(event) => set('from', event.currentTarget.value)}
        />
        <TextInput
          label="To"
          type="date"
          value={filters.to ?? ''}
          onChange={(event) => set('to', event.currentTarget.value)}
        />
      </SimpleGrid>
      {filters.userId ? (
        <Badge
          size="lg"
          variant="light"
          tt="none"
          data-testid="audit-user-filter"
          rightSection={
            <CloseButton size="xs" aria-label="Any user" onClick={() => set('userId', null)} />
          }
        >
          By {userName ?? 'the chosen user'}
        </Badge>
      ) : (
        <Text size="xs" c="dimmed">
          Select a name in the log to see only that person&apos;s changes.
        </Text>
      )}
    </>
  );
}
