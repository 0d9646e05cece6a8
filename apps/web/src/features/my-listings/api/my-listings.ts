import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/download';
import { notifyError } from '../../../lib/notify';
import { myListingsOptions, type FoundListing } from '../../../lib/queries/listing-search';
import { useSignedInUser } from '../../../lib/queries/signed-in-user';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';
import { searchRequest, type ListingFilters } from '../listing-filters';

/**
 * The agent's listings matching `filters`, page after page. One page is fetched ahead of what is
 * shown, so reaching the bottom shows the next 20 at once instead of waiting for the server. A
 * listing that moved between pages while the agent scrolled (a write reorders the list) is shown
 * once, where it first appeared.
 */
export function useMyListings(filters: ListingFilters) {
  const { api, slug } = useTenant();
  const user = useSignedInUser();
  const { body, order } = useMemo(() => searchRequest(filters), [filters]);
  const options = myListingsOptions(api, slug, user.publicId, body, order);
  const query = useInfiniteQuery({
    ...options,
    // A failed search shows no cards and a quiet note instead of a retry storm.
    retry: 1,
  });
  const key = JSON.stringify(options.queryKey);
  const [reveal, setReveal] = useState({ key, pages: 1 });
  const shownPages = reveal.key === key ? reveal.pages : 1;
  const pages = query.data?.pages;
  const fetched = pages?.length ?? 0;
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;

  useEffect(() => {
    if (fetched && fetched <= shownPages && hasNextPage && !isFetchingNextPage && !isError) {
      void fetchNextPage();
    }
  }, [fetched, shownPages, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const hasMore = fetched > shownPages || hasNextPage;
  const showMore = useCallback(() => {
    if (!hasMore) return;
    if (shownPages <= fetched) setReveal({ key, pages: shownPages + 1 });
    // After a failed page, asking again (the 'Load more' button) retries it.
    if (isError) void fetchNextPage();
  }, [hasMore, shownPages, fetched, key, isError, fetchNextPage]);

  const listings = useMemo(() => {
    const seen = new Set<string>();
    const unique: FoundListing[] = [];
    for (const page of (pages ?? []).slice(0, shownPages)) {
      for (const listing of page.content) {
        if (seen.has(listing.publicId)) continue;
        seen.add(listing.publicId);
        unique.push(listing);
      }
    }
    return unique;
  }, [pages, shownPages]);
  return {
    ...query,
    listings,
    hasMore,
    showMore,
    /** The agent asked for a page that has not arrived yet. */
    loadingMore: shownPages > fetched && fetched > 0 && !isError,
  };
}

/** Archives or unarchives one listing (PUT /properties/ids/{id}/update), then refreshes lists. */
export function useSetArchived() {
  const { api, slug } = useTenant();
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ publicId, archived }: { publicId: string; archived: boolean }) =>
      unwrap(
        api.PUT('/properties/ids/{id}/update', {
          params: { path: { id: publicId } },
          body: { archived },
        }),
      ),
    onSuccess: async (listing) => {
      queryClient.setQueryData(queryKeys.property(slug, listing.publicId), listing);
      notifications.show({ color: 'teal', message: i18n._(msg`Property saved`) });
      await queryClient.invalidateQueries({
        queryKey: queryKeys.allAgentListings(slug, user.publicId),
      });
    },
    onError: notifyError,
  });
}

/**
 * Downloads the agent's listings as the listing CSV (GET /api/v2/properties/export): those in
 * `ids`, or all of them when it is empty. A failure shows the error toast.
 */
export function useExportListings() {
  const { api, slug } = useTenant();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      const query = ids.length ? { ids: ids.join(',') } : {};
      const call = api.GET('/api/v2/properties/export', {
        params: { query },
        parseAs: 'blob',
      });
      const { response } = await call;
      const blob = await unwrap(call);
      saveDownload(blob, response, `listings-${slug}.csv`);
    },
    onError: notifyError,
  });
}

/**
 * 'Select all matching': the ids of the agent's listings the filters find, newest first, at
 * most MAX_BULK_LISTINGS (POST /api/v2/properties/selection).
 */
export function useSelectMatching() {
  const { api } = useTenant();
  return useMutation({
    mutationFn: (filters: ListingFilters) =>
      unwrap(api.POST('/api/v2/properties/selection', { body: searchRequest(filters).body })),
    onError: notifyError,
  });
}

export type BulkAction = 'archive' | 'restore' | 'delete';
export type BulkResult = Awaited<ReturnType<ReturnType<typeof useBulkAction>['mutateAsync']>>;

/**
 * Archives, restores or deletes the selected listings in one call; the answer says per listing
 * what happened. The lists and each changed listing are read again after.
 */
export function useBulkAction() {
  const { api, slug } = useTenant();
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    // A delete sends the number the agent typed: the server refuses one that is not ids' count.
    mutationFn: ({
      action,
      ids,
      confirm,
    }: {
      action: BulkAction;
      ids: string[];
      confirm?: number;
    }) =>
      unwrap(
        action === 'delete'
          ? api.POST('/api/v2/properties/bulk/delete', { body: { ids, confirm: confirm ?? 0 } })
          : api.POST(`/api/v2/properties/bulk/${action}`, { body: { ids } }),
      ),
    onSuccess: async (result) => {
      for (const item of result.results) {
        if (item.outcome === 'DONE') {
          void queryClient.invalidateQueries({ queryKey: queryKeys.property(slug, item.publicId) });
        }
      }
      await queryClient.invalidateQueries({
        queryKey: queryKeys.allAgentListings(slug, user.publicId),
      });
    },
    onError: notifyError,
  });
}
