import { t } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { AppError } from '@propdesk/shared';
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

/** A decision on the listing as the moderator sees it: `version` is its updatedAt (If-Match). */
type Decision = { id: string; version: string } & (
  { action: 'approve' } | { action: 'reject'; reason: string }
);

/**
 * The listing changed since the moderator opened it (another moderator decided, its agent saved):
 * the decision was not made, and `current` is the listing as it is now.
 */
export class StaleDecision extends AppError {
  constructor(
    message: string,
    readonly current: Schemas['Property'],
  ) {
    super('CONFLICT', message);
  }
}

async function sendDecision(api: ApiClient, decision: Decision) {
  const params = {
    path: { id: decision.id },
    header: { 'if-match': `"${decision.version}"` },
  };
  const call =
    decision.action === 'approve'
      ? api.POST('/properties/ids/{id}/approve', { params })
      : api.POST('/properties/ids/{id}/reject', { params, body: { reason: decision.reason } });
  const answer = await call;
  if (answer.response.status === 409 && answer.error && 'current' in answer.error) {
    throw new StaleDecision(answer.error.message, answer.error.current);
  }
  return unwrap(call);
}

/**
 * Approve or send back the version the moderator sees; every moderation read and the listing
 * itself are read again after. When it changed meanwhile (409), nothing was decided: the page
 * shows the listing as it is now and says why.
 */
export function useDecide() {
  const { api, slug } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => sendDecision(api, decision),
    onSuccess: async (listing, decision) => {
      notifications.show({
        color: 'teal',
        message: decision.action === 'approve' ? t`Listing approved` : t`Listing sent back`,
      });
      queryClient.setQueryData(queryKeys.property(slug, listing.publicId), listing);
      await queryClient.invalidateQueries({ queryKey: queryKeys.moderation(slug) });
    },
    onError: async (error, decision) => {
      if (!(error instanceof StaleDecision)) return notifyError(error);
      notifications.show({
        id: `stale-decision:${decision.id}:${error.message}`,
        color: 'yellow',
        title: t`Nothing was decided: the page now shows the listing as it is`,
        message: error.message,
      });
      queryClient.setQueryData(queryKeys.property(slug, decision.id), error.current);
      await queryClient.invalidateQueries({ queryKey: queryKeys.moderation(slug) });
    },
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
