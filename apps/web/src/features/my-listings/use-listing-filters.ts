import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_FILTERS,
  filtersFromSearch,
  searchFromFilters,
  type ListingFilters,
} from './listing-filters';

/**
 * My Listings' filters, read from and written to the query string, so reload, back and a shared
 * link keep them. `replace` rewrites the current history entry (typing) instead of adding one.
 */
export function useListingFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const setFilters = useCallback(
    (patch: Partial<ListingFilters>, options: { replace?: boolean } = {}) =>
      setSearch((current) => searchFromFilters({ ...filtersFromSearch(current), ...patch }), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      }),
    [setSearch],
  );
  const clearFilters = useCallback(
    () => setSearch(searchFromFilters(DEFAULT_FILTERS), { preventScrollReset: true }),
    [setSearch],
  );
  return { filters, setFilters, clearFilters };
}
