import { useInfiniteQuery } from '@tanstack/react-query';
import type { components } from '../../../lib/api-types';
import { unwrap } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant';

export type Listing = components['schemas']['Property'];

const PAGE_SIZE = 12;

/**
 * GET /api/v2/agents/ids/{id}/properties for the public agent page. The agent's own session
 * gets every listing back, so the page keeps the live ones: what a visitor sees.
 */
export function useAgentListings(agentId: string) {
  const { api, slug } = useTenant();
  return useInfiniteQuery({
    queryKey: [slug, 'agent', agentId, 'listings'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/v2/agents/ids/{id}/properties', {
          params: { path: { id: agentId }, query: { page: pageParam, size: PAGE_SIZE } },
        }),
      ),
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    select: (data) =>
      data.pages.flatMap((p) => p.content).filter((l) => l.published === 'APPROVED' && !l.archived),
  });
}

/** '$ 250,000' style price in the listing's currency; null when no price is set. */
export function formatPrice(price: number | null, currency: string): string | null {
  if (price === null) return null;
  try {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    }).format(price);
  } catch {
    return `${currency} ${price.toLocaleString('en')}`;
  }
}
