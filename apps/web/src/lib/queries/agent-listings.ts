import { infiniteQueryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient, type Schemas } from '../api-client';
import { queryKeys } from '../query-keys';

export type Listing = Schemas['Property'];

/**
 * GET /api/v2/agents/ids/{id}/properties, newest first, `pageSize` at a time. The agent and
 * moderators get every listing back, anyone else the live ones.
 */
export const agentListingsOptions = (
  api: ApiClient,
  tenant: string,
  agentId: string,
  pageSize: number,
) =>
  infiniteQueryOptions({
    queryKey: queryKeys.agentListings(tenant, agentId, pageSize),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/v2/agents/ids/{id}/properties', {
          params: { path: { id: agentId }, query: { page: pageParam, size: pageSize } },
        }),
      ),
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
