import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { AppError, ARTICLES_PAGE_SIZE } from '@propdesk/shared';
import { unwrap, type ApiClient, type Schemas } from '../../../lib/api-client';
import { inLanguage } from '../../../lib/i18n/reading-language';
import { useLanguage } from '../../../lib/i18n/use-language';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';
import type { LanguageCode } from '@propdesk/shared';

export type Article = Schemas['Article'];

/**
 * GET /articles/get/all: the blog's pages from 0, 12 a page, newest first. Their categories are
 * named in the reader's language, so each language is its own read.
 */
const articleListOptions = (
  api: ApiClient,
  tenant: string,
  category: string | null,
  language: LanguageCode,
) => {
  const { queryKey, headers } = inLanguage(queryKeys.articleList(tenant, category), language);
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/articles/get/all', {
          params: {
            query: { page: pageParam, size: ARTICLES_PAGE_SIZE, ...(category && { category }) },
          },
          headers,
          signal,
        }),
      ),
    getNextPageParam: (last) => (last.page + 1 < last.totalPages ? last.page + 1 : undefined),
  });
};

/** The blog so far, its pages in one list. */
export function useArticleList(category: string | null) {
  const { api, slug } = useTenant();
  const { language } = useLanguage();
  const query = useInfiniteQuery({
    ...articleListOptions(api, slug, category, language),
    retry: 1,
  });
  const pages = query.data?.pages ?? [];
  return { ...query, articles: pages.flatMap((page) => page.content) };
}

/** GET /articles/ids/{id}/get: one article by the slug or publicId in its address. */
const articleOptions = (api: ApiClient, tenant: string, id: string, language: LanguageCode) => {
  const { queryKey, headers } = inLanguage(queryKeys.article(tenant, id), language);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/articles/ids/{id}/get', { params: { path: { id } }, headers, signal })),
    // A missing article (404) is the answer; only a failure is worth another try.
    retry: (count, error) => !(error instanceof AppError && error.statusCode < 500) && count < 2,
  });
};

export function useArticle(id: string) {
  const { api, slug } = useTenant();
  const { language } = useLanguage();
  return useQuery(articleOptions(api, slug, id, language));
}
