import { useInfiniteQuery } from '@tanstack/react-query';
import { agentEventsOptions, type EventTab } from '../../../lib/queries/agent-events';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useSignedInUser } from '../../../lib/queries/signed-in-user';
import { useTenant } from '../../../lib/tenant';

/** The signed-in agent's events in one tab, 10 a page, with the pages so far in one list. */
export function useAgentEvents(tab: EventTab) {
  const { api, slug } = useTenant();
  const user = useSignedInUser();
  const { language } = useLanguage();
  const query = useInfiniteQuery({
    ...agentEventsOptions(api, slug, user.publicId, tab, language),
    // A failed list shows a quiet line with 'Try again' instead of a retry storm.
    retry: 1,
  });
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    events: pages.flatMap((page) => page.content),
    total: pages[0]?.totalElements,
  };
}

export type AgentEventsList = ReturnType<typeof useAgentEvents>;
