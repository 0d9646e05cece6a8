import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { AUDIT_ENTITIES } from '@propdesk/shared';
import type { AuditFilterValues } from '../audit-filters';

interface AuditFilterBarProps {
  filters: AuditFilterValues;
  onChange: (next: AuditFilterValues) => void;
}

/** Entity, action, user and a date range; every change goes to the address. */
export function AuditFilterBar({ filters, onChange }: AuditFilterBarProps) {
  const set = (key: keyof AuditFilterValues, value: string | null) =>
    onChange({ ...filters, [key]: value ?? undefined });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
      <Select
        label="Entity"
        placeholder="All"
        data={[...AUDIT_ENTITIES]}
        value={filters.entity ?? null}
        onChange={(value) => set('entity', value)}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear entity' }}
      />
      <TextInput
        label="Action"
        placeholder="update"
        defaultValue={filters.action ?? ''}
        onBlur={(event) => set('action', event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') set('action', event.currentTarget.value);
        }}
      />
      <TextInput
        label="User"
        placeholder="User id"
        defaultValue={filters.userId ?? ''}
        onBlur={(event) => set('userId', event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') set('userId', event.currentTarget.value);
        }}
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
  );
}
