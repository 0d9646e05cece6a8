import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { AppError, ARTICLES_PAGE_SIZE } from '@propdesk/shared';
import { unwrap, type ApiClient, type Schemas } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

export type Article = Schemas['Article'];

/** GET /articles/get/all: the blog's pages from 0, 12 a page, newest first. */
const articleListOptions = (api: ApiClient, tenant: string, category: string | null) =>
  infiniteQueryOptions({
    queryKey: queryKeys.articleList(tenant, category),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/articles/get/all', {
          params: {
            query: { page: pageParam, size: ARTICLES_PAGE_SIZE, ...(category && { category }) },
          },
          signal,
        }),
      ),
    getNextPageParam: (last) => (last.page + 1 < last.totalPages ? last.page + 1 : undefined),
  });

/** The blog so far, its pages in one list. */
export function useArticleList(category: string | null) {
  const { api, slug } = useTenant();
  const query = useInfiniteQuery({ ...articleListOptions(api, slug, category), retry: 1 });
  const pages = query.data?.pages ?? [];
  return { ...query, articles: pages.flatMap((page) => page.content) };
}

/** GET /articles/ids/{id}/get: one article by the slug or publicId in its address. */
const articleOptions = (api: ApiClient, tenant: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.article(tenant, id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/articles/ids/{id}/get', { params: { path: { id } }, signal })),
    // A missing article (404) is the answer; only a failure is worth another try.
    // A missing article (404) is the answer; only a failure is worth another try.
    retry: (count, error) => !(error instanceof AppError && error.statusCode < 500) && count < 2,
  });

export function useArticle(id: string) {
  const { api, slug } = useTenant();
  return useQuery(articleOptions(api, slug, id));
}
