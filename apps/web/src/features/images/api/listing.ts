import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LISTING_PAGE_SIZE } from '@propdesk/shared';
import { agentListingsOptions } from '../../../lib/queries/agent-listings';
import { listingOptions } from '../../../lib/queries/listing';
import { useTenant } from '../../../lib/tenant';

/** The listing whose images are managed. */
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
