import { useQuery } from '@tanstack/react-query';
import { LISTING_PAGE_SIZE } from '@propdesk/shared';
import { unwrap } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant';

/** GET /properties/ids/{id}/get: the listing whose images are managed. */
export function useListing(propertyId: string) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: [slug, 'property', propertyId],
    queryFn: () =>
      unwrap(api.GET('/properties/ids/{id}/get', { params: { path: { id: propertyId } } })),
  });
}

/** GET /api/v2/agents/ids/{id}/properties: the agent's listings, newest first. */
export function useAgentListings(agentId: string) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: [slug, 'agent-listings', agentId],
    queryFn: () =>
      unwrap(
        api.GET('/api/v2/agents/ids/{id}/properties', {
          params: { path: { id: agentId }, query: { page: 1, size: LISTING_PAGE_SIZE } },
        }),
      ),
  });
}
