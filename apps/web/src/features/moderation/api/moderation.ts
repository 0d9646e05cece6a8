import { t } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { unwrap, type ApiClient, type Schemas } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

export type ReviewQueueItem = Schemas['ReviewQueueItem'];
export type ReviewFlag = ReviewQueueItem['review']['flags'][number];
export type ListingChange = Schemas['ListingChanges'][number];

export const REVIEW_STATES = ['PENDING', 'IN_PROGRESS', 'REJECTED', 'ALL'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** The queue's tab and filters, as its address carries them; absent ones do not narrow. */
export interface ReviewQueueFilters {
  state: ReviewState;
  agent?: string;
  type?: string;
  suburb?: string;
}

const QUEUE_PAGE_SIZE = 20;

/** GET /api/v2/moderation/properties: longest waiting first, 20 a page. */
export const reviewQueueOptions = (api: ApiClient, tenant: string, filters: ReviewQueueFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.reviewQueue(tenant, filters),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/api/v2/moderation/properties', {
          params: {
            query: {
              page: pageParam,
              size: QUEUE_PAGE_SIZE,
              state: filters.state,
              ...(filters.agent && { agent: filters.agent }),
              ...(filters.type && { type: filters.type }),
              ...(filters.suburb && { suburb: filters.suburb }),
            },
          },
          signal,
        }),
      ),
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });

/** GET /api/v2/moderation/properties/ids/{id}/changes: [] when never approved before. */
export const listingChangesOptions = (api: ApiClient, tenant: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.listingChanges(tenant, id),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v2/moderation/properties/ids/{id}/changes', {
          params: { path: { id } },
          signal,
        }),
      ),
  });

type Decision =
  { id: string; action: 'approve' } | { id: string; action: 'reject'; reason: string };

/** Approve or send back; every moderation read and the listing itself are read again after. */
export function useDecide() {
  const { api, slug } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      unwrap(
        decision.action === 'approve'
          ? api.POST('/properties/ids/{id}/approve', { params: { path: { id: decision.id } } })
          : api.POST('/properties/ids/{id}/reject', {
              params: { path: { id: decision.id } },
              body: { reason: decision.reason },
            }),
      ),
    onSuccess: async (listing, decision) => {
      notifications.show({
        color: 'teal',
        message: decision.action === 'approve' ? t`Listing approved` : t`Listing sent back`,
      });
      queryClient.setQueryData(queryKeys.property(slug, listing.publicId), listing);
      await queryClient.invalidateQueries({ queryKey: queryKeys.moderation(slug) });
    },
    onError: notifyError,
  });
}

/**
 * POST /properties/ids/{id}/duplicates/{otherId}/dismiss: the other listing is not the same
 * home. Both listings' panels and the queue's flags read again.
 */
export function useDismissDuplicate(propertyId: string) {
  const { api, slug } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otherId: string) =>
      unwrap(
        api.POST('/properties/ids/{id}/duplicates/{otherId}/dismiss', {
          params: { path: { id: propertyId, otherId } },
        }),
      ),
    onSuccess: (_remaining, otherId) => {
      notifications.show({ color: 'teal', message: t`Marked as not a duplicate` });
      for (const id of [propertyId, otherId]) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.property(slug, id) });
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.moderation(slug) });
    },
    onError: notifyError,
  });
}
