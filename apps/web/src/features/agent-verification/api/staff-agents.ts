import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { AgentVerificationInput } from '@propdesk/shared';
import { unwrap, type Schemas } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

export type StaffAgent = Schemas['StaffAgent'];
type StaffAgentPage = { content: StaffAgent[]; totalElements: number };

/** The list's filter: every agency, the ones to verify, or the verified ones. */
export type AgentFilter = 'all' | 'unverified' | 'verified';

const VERIFIED: Record<AgentFilter, 'true' | 'false' | undefined> = {
  all: undefined,
  unverified: 'false',
  verified: 'true',
};

const PAGE_SIZE = 20;

/** GET /api/v2/moderation/agents/all: unverified first, then newest joined, a page at a time. */
export function useStaffAgents(filter: AgentFilter, search: string) {
  const { api, slug } = useTenant();
  const query = useInfiniteQuery({
    queryKey: queryKeys.staffAgents(slug, filter, search),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => {
      const verified = VERIFIED[filter];
      return unwrap(
        api.GET('/api/v2/moderation/agents/all', {
          params: {
            query: {
              page: pageParam,
              size: PAGE_SIZE,
              ...(verified && { verified }),
              ...(search && { q: search }),
            },
          },
          signal,
        }),
      );
    },
    getNextPageParam: (last) => (last.page + 1 < last.totalPages ? last.page + 1 : undefined),
  });
  return {
    ...query,
    agents: query.data?.pages.flatMap((page) => page.content) ?? [],
    total: query.data?.pages[0]?.totalElements,
  };
}

/**
 * POST /api/v2/moderation/agents/ids/{id}/verification. The answer replaces the row where it
 * is shown, so it stays in place while the moderator works down the list; the other lists
 * and the agency's public profile reload when next shown.
 */
export function useSetVerification() {
  const { api, slug } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AgentVerificationInput }) =>
      unwrap(
        api.POST('/api/v2/moderation/agents/ids/{id}/verification', {
          params: { path: { id } },
          body,
        }),
      ),
    onSuccess: (agent) => {
      queryClient.setQueriesData<InfiniteData<StaffAgentPage>>(
        { queryKey: queryKeys.allStaffAgents(slug) },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              content: page.content.map((row) => (row.publicId === agent.publicId ? agent : row)),
            })),
          },
      );
      void queryClient.invalidateQueries({
        queryKey: queryKeys.allStaffAgents(slug),
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.agent(slug, agent.publicId) });
    },
  });
}
