import { useQuery } from '@tanstack/react-query';
import { MultiSelect, Select } from '@mantine/core';
import { propertyTypesOptions } from '../../../lib/queries/property-types';
import { useTenant } from '../../../lib/tenant';
import {
  ANY,
  SORT_LABELS,
  SORTS,
  type ArchivedChoice,
  type CategoryChoice,
  type ListingFilters,
  type StatusChoice,
} from '../listing-filters';
import { DebouncedTextInput } from './debounced-text-input';

const STATUS_OPTIONS: { value: StatusChoice; label: string }[] = [
  { value: 'APPROVED', label: 'Approved' },
  { value: 'REVIEW', label: 'Under review' },
  { value: ANY, label: 'Any status' },
];
const CATEGORY_OPTIONS: { value: CategoryChoice; label: string }[] = [
  { value: 'SALE', label: 'Sale' },
  { value: 'RENT', label: 'Rent' },
  { value: 'QUICK_RENT', label: 'Short stay' },
  { value: ANY, label: 'Any category' },
];
const ARCHIVED_OPTIONS: { value: ArchivedChoice; label: string }[] = [
  { value: 'all', label: 'Active and archived' },
  { value: 'active', label: 'Active only' },
  { value: 'archived', label: 'Archived only' },
];
const SORT_OPTIONS = SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

export type SetFilters = (patch: Partial<ListingFilters>, options?: { replace?: boolean }) => void;

/** A parent type, then its children indented: a parent includes its children in the search. */
function useTypeOptions() {
  const { api, slug } = useTenant();
  const types = useQuery(propertyTypesOptions(api, slug));
  return (types.data?.content ?? []).flatMap((type) => [
    { value: type.publicId, label: type.name },
    ...type.children.map((child) => ({
      value: child.publicId,
      label: `${type.name}: ${child.name}`,
    })),
  ]);
}

/** Every filter of My Listings: the bar on wide screens and the drawer on phones show these. */
export function ListingFilterFields({
  filters,
  setFilters,
}: {
  filters: ListingFilters;
  setFilters: SetFilters;
}) {
  const typeOptions = useTypeOptions();
  return (
    <>
      <DebouncedTextInput
        label="Title"
        placeholder="Words of the title or name"
        value={filters.title}
        onChange={(title, replace) => setFilters({ title }, { replace })}
      />
      <DebouncedTextInput
        label="Code"
        placeholder="PR-…"
        value={filters.code}
        onChange={(code, replace) => setFilters({ code }, { replace })}
      />
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={filters.status}
        onChange={(status) => setFilters({ status: status ?? ANY })}
        allowDeselect={false}
      />
      <Select
        label="Category"
        data={CATEGORY_OPTIONS}
        value={filters.category}
        onChange={(category) => setFilters({ category: category ?? ANY })}
        allowDeselect={false}
      />
      <MultiSelect
        label="Types"
        placeholder={filters.types.length ? undefined : 'Any type'}
        data={typeOptions}
        value={filters.types}
        onChange={(types) => setFilters({ types })}
        searchable
        clearable
        hidePickedOptions
      />
      <Select
        label="Archived"
        data={ARCHIVED_OPTIONS}
        value={filters.archived}
        onChange={(archived) => setFilters({ archived: archived ?? 'all' })}
        allowDeselect={false}
      />
      <Select
        label="Sort"
        data={SORT_OPTIONS}
        value={filters.sort}
        onChange={(sort) => setFilters({ sort: sort ?? 'newest' })}
        allowDeselect={false}
      />
    </>
  );
}
