import { useMemo } from 'react';
import { notifications } from '@mantine/notifications';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { myListingsOptions, type FoundListing } from '../../../lib/queries/listing-search';
import { useSignedInUser } from '../../../lib/queries/signed-in-user';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';
import { searchRequest, type ListingFilters } from '../listing-filters';

/**
 * The agent's listings matching `filters`, page after page. A listing that moved between pages
 * while the agent scrolled (a write reorders the list) is shown once, where it first appeared.
 */
export function useMyListings(filters: ListingFilters) {
  const { api, slug } = useTenant();
  const user = useSignedInUser();
  const { body, order } = useMemo(() => searchRequest(filters), [filters]);
  const query = useInfiniteQuery({
    ...myListingsOptions(api, slug, user.publicId, body, order),
    // A failed search shows no cards and a quiet note instead of a retry storm.
    retry: 1,
  });
  const listings = useMemo(() => {
    const seen = new Set<string>();
    const unique: FoundListing[] = [];
    for (const page of query.data?.pages ?? []) {
      for (const listing of page.content) {
        if (seen.has(listing.publicId)) continue;
        seen.add(listing.publicId);
        unique.push(listing);
      }
    }
    return unique;
  }, [query.data]);
  return { ...query, listings };
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
      notifications.show({ color: 'teal', message: 'Property saved' });
      await queryClient.invalidateQueries({
        queryKey: queryKeys.allAgentListings(slug, user.publicId),
      });
    },
    onError: notifyError,
  });
}
