import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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

const STATUS_OPTIONS: { value: StatusChoice; label: MessageDescriptor }[] = [
  { value: 'APPROVED', label: msg`Approved` },
  { value: 'REVIEW', label: msg`Under review` },
  { value: ANY, label: msg`Any status` },
];
const CATEGORY_OPTIONS: { value: CategoryChoice; label: MessageDescriptor }[] = [
  { value: 'SALE', label: msg`Sale` },
  { value: 'RENT', label: msg`Rent` },
  { value: 'QUICK_RENT', label: msg`Short stay` },
  { value: ANY, label: msg`Any category` },
];
const ARCHIVED_OPTIONS: { value: ArchivedChoice; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`Active and archived` },
  { value: 'active', label: msg`Active only` },
  { value: 'archived', label: msg`Archived only` },
];
const SORT_OPTIONS = SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

/** Options whose labels are descriptors, in the active language. */
function translated<T extends string>(
  options: { value: T; label: MessageDescriptor }[],
  t: (descriptor: MessageDescriptor) => string,
) {
  return options.map((option) => ({ value: option.value, label: t(option.label) }));
}

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
  const { t } = useLingui();
  return (
    <>
      <DebouncedTextInput
        label={t`Title`}
        placeholder={t`Words of the title or name`}
        value={filters.title}
        onChange={(title, replace) => setFilters({ title }, { replace })}
      />
      <DebouncedTextInput
        label={t`Code`}
        placeholder={t`PR-…`}
        dir="ltr"
        value={filters.code}
        onChange={(code, replace) => setFilters({ code }, { replace })}
      />
      <Select
        label={t`Status`}
        data={translated(STATUS_OPTIONS, t)}
        value={filters.status}
        onChange={(status) => setFilters({ status: status ?? ANY })}
        allowDeselect={false}
      />
      <Select
        label={t`Category`}
        data={translated(CATEGORY_OPTIONS, t)}
        value={filters.category}
        onChange={(category) => setFilters({ category: category ?? ANY })}
        allowDeselect={false}
      />
      <MultiSelect
        label={t`Types`}
        placeholder={filters.types.length ? undefined : t`Any type`}
        data={typeOptions}
        value={filters.types}
        onChange={(types) => setFilters({ types })}
        searchable
        clearable
        hidePickedOptions
      />
      <Select
        label={t`Archived`}
        data={translated(ARCHIVED_OPTIONS, t)}
        value={filters.archived}
        onChange={(archived) => setFilters({ archived: archived ?? 'all' })}
        allowDeselect={false}
      />
      <Select
        label={t`Sort`}
        data={translated(SORT_OPTIONS, t)}
        value={filters.sort}
        onChange={(sort) => setFilters({ sort: sort ?? 'newest' })}
        allowDeselect={false}
      />
    </>
  );
}
