import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select } from '@mantine/core';
import { IconBellPlus } from '@tabler/icons-react';
import { SEARCH_SORTS, type SearchSort } from '../home-search';

interface SearchActionsProps {
  sort: SearchSort;
  onSort: (sort: SearchSort) => void;
  onSave: () => void;
  /** Beside the save button: how the results show (list or map). */
  children?: ReactNode;
}

/** Above the results, in the list and on the map: their order, how they show, and "Save this search". */
export function SearchActions({ sort, onSort, onSave, children }: SearchActionsProps) {
  const { t } = useLingui();
  const labels: Record<SearchSort, string> = {
    newest: t`Newest first`,
    'price-asc': t`Lowest price first`,
    'price-desc': t`Highest price first`,
  };
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t`Sort by`}
        data={SEARCH_SORTS.map((value) => ({ value, label: labels[value] }))}
        value={sort}
        onChange={(value) => value && onSort(value)}
        allowDeselect={false}
        w={220}
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        {children}
        <Button variant="light" leftSection={<IconBellPlus size={18} />} onClick={onSave}>
          <Trans>Save this search</Trans>
        </Button>
      </Group>
    </Group>
  );
}
