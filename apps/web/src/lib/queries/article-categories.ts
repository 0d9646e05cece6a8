import { useQuery } from '@tanstack/react-query';
import { CATEGORIES_PAGE_SIZE } from '@propdesk/shared';
import { unwrap, type Schemas } from '../api-client';
import { queryKeys } from '../query-keys';
import { inLanguage } from '../i18n/reading-language';
import { useLanguage } from '../i18n/use-language';
import { useTenant } from '../tenant';

type ArticleCategory = Schemas['ArticleCategory'];

/** A blog has a handful of categories; more pages than this would not fit the filter anyway. */
const MAX_CATEGORY_PAGES = 10;

/** GET /api/v2/articles/categories: every category of the site, by name (pages from 0, 20 each). */
export function useArticleCategories() {
  const { api, slug } = useTenant();
  const { language } = useLanguage();
  const { queryKey, headers } = inLanguage(queryKeys.articleCategories(slug), language);
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const all: ArticleCategory[] = [];
      for (let page = 0; page < MAX_CATEGORY_PAGES; page += 1) {
        const result = await unwrap(
          api.GET('/api/v2/articles/categories', {
            params: { query: { page, size: CATEGORIES_PAGE_SIZE } },
            headers,
            signal,
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
