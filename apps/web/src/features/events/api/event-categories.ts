import { useQuery } from '@tanstack/react-query';
import { CATEGORIES_PAGE_SIZE } from '@propdesk/shared';
import { unwrap, type Schemas } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { inLanguage } from '../../../lib/i18n/reading-language';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useTenant } from '../../../lib/tenant';

type EventCategory = Schemas['EventCategory'];

/** A site has a handful of categories; more pages than this would not fit a picker anyway. */
const MAX_PAGES = 10;

/** GET /api/v2/events/categories: every category of the site, by name (pages from 0, 20 each). */
export function useEventCategories() {
  const { api, slug } = useTenant();
  const { language } = useLanguage();
  const { queryKey, headers } = inLanguage(queryKeys.eventCategories(slug), language);
  return useQuery({
    queryKey,
    queryFn: async () => {
      const all: EventCategory[] = [];
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const result = await unwrap(
          api.GET('/api/v2/events/categories', {
            params: { query: { page, size: CATEGORIES_PAGE_SIZE } },
            headers,
          }),
        );
        all.push(...result.content);
        if (page + 1 >= result.totalPages) break;
      }
      return all;
    },
    staleTime: 30 * 60_000,
  });
}
