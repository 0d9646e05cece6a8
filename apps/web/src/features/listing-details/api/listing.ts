import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LISTING_PAGE_SIZE } from '@propdesk/shared';
import { agentListingsOptions } from '../../../lib/queries/agent-listings';
import { listingAmenitiesOptions } from '../../../lib/queries/amenities';
import { listingOptions } from '../../../lib/queries/listing';
import { useTenant } from '../../../lib/tenant';

export type { ListingDetail } from '../../../lib/queries/listing';

/** GET /properties/ids/{id}/get */
export function useDetailListing(publicId: string) {
  const { api, slug } = useTenant();
  return useQuery(listingOptions(api, slug, publicId));
}

/** The agent's listings for the drawer: every state, newest first, 20 at a time. */
export function useDrawerListings(agentId: string, enabled: boolean) {
  const { api, slug } = useTenant();
  return useInfiniteQuery({
    ...agentListingsOptions(api, slug, agentId, LISTING_PAGE_SIZE),
    enabled,
  });
}

export function useDetailAmenities(publicId: string) {
  const { api, slug } = useTenant();
  return useQuery(listingAmenitiesOptions(api, slug, publicId));
}
