import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LISTING_PAGE_SIZE } from '@propdesk/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { agentListingsOptions } from '../../../lib/queries/agent-listings';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

/** GET /properties/ids/{id}/get: the listing whose images are managed. */
const listingOptions = (api: ApiClient, tenant: string, propertyId: string) =>
  queryOptions({
    queryKey: queryKeys.property(tenant, propertyId),
    queryFn: () =>
      unwrap(api.GET('/properties/ids/{id}/get', { params: { path: { id: propertyId } } })),
  });

export function useListing(propertyId: string) {
  const { api, slug } = useTenant();
  return useQuery(listingOptions(api, slug, propertyId));
}

/** The listings the picker offers: the agent's first page, every state, newest first. */
export function useListingChoices(agentId: string) {
  const { api, slug } = useTenant();
  return useInfiniteQuery({
    ...agentListingsOptions(api, slug, agentId, LISTING_PAGE_SIZE),
    select: (data) => data.pages[0],
  });
}
