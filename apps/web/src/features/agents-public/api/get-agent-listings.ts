import { useInfiniteQuery } from '@tanstack/react-query';
import { agentListingsOptions, type Listing } from '../../../lib/queries/agent-listings';
import { useTenant } from '../../../lib/tenant';

const PAGE_SIZE = 12;

const isLive = (listing: Listing) => listing.published === 'APPROVED' && !listing.archived;

/**
 * The agent's listings on the public agent page, twelve at a time. The agent's own session gets
 * every listing back, so the page keeps the live ones: what a visitor sees.
 */
export function useLiveAgentListings(agentId: string) {
  const { api, slug } = useTenant();
  return useInfiniteQuery({
    ...agentListingsOptions(api, slug, agentId, PAGE_SIZE),
    select: (data) => data.pages.flatMap((page) => page.content).filter(isLive),
  });
}
