import { infiniteQueryOptions } from '@tanstack/react-query';
import { EVENTS_PAGE_SIZE, type LanguageCode } from '@propdesk/shared';
import { unwrap, type ApiClient } from '../api-client';
import { inLanguage } from '../i18n/reading-language';
import { queryKeys } from '../query-keys';

/** The 'Events List' tabs, in the order they are shown; the first is the default. */
export const EVENT_TABS = ['upcoming', 'past', 'cancelled'] as const;
export type EventTab = (typeof EVENT_TABS)[number];

/**
 * What each tab asks the list for: what is on or to come soonest first, the rest most recent
 * first. Cancelled events appear only when asked for by status.
 */
const EVENT_TAB_QUERIES: Record<EventTab, { status: string; direction: 'asc' | 'desc' }> = {
  upcoming: { status: ['UPCOMING', 'ONGOING'].join(','), direction: 'asc' },
  past: { status: 'COMPLETED', direction: 'desc' },
  cancelled: { status: 'CANCELLED', direction: 'desc' },
};

/**
 * GET /api/v2/agents/ids/{id}/events/all for one tab, ordered by start, 10 a page, pages from 1.
 * The dashboard and the agent's public page share the upcoming tab's pages; each language is its
 * own read, the events' categories being named in the reader's language.
 */
export const agentEventsOptions = (
  api: ApiClient,
  tenant: string,
  agentId: string,
  tab: EventTab,
  language: LanguageCode,
) => {
  const { queryKey, headers } = inLanguage(queryKeys.agentEvents(tenant, agentId, tab), language);
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/api/v2/agents/ids/{id}/events/all', {
          params: {
            path: { id: agentId },
            query: {
              page: pageParam,
              elementPerPage: EVENTS_PAGE_SIZE,
              key: 'start',
              ...EVENT_TAB_QUERIES[tab],
            },
          },
          headers,
          signal,
        }),
      ),
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
};
