import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AppError, ARTICLE_LIMITS } from '@propdesk/shared';
import { unwrap, type Schemas } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';
import { uploadFiles } from '../../../lib/upload';

type Article = Schemas['Article'];
export type ArticleBody = Schemas['ArticleFieldsInput'];

/** The list's filter: published articles, drafts, or both. */
export type ArticleFilter = 'all' | 'published' | 'drafts';

const PUBLISHED: Record<ArticleFilter, 'true' | 'false' | undefined> = {
  all: undefined,
  published: 'true',
  drafts: 'false',
};

/** GET /api/v2/articles/all: drafts too, last changed first, a page at a time. */
export function useStaffArticles(filter: ArticleFilter) {
  const { api, slug } = useTenant();
  const query = useInfiniteQuery({
    queryKey: queryKeys.staffArticles(slug, filter),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => {
      const published = PUBLISHED[filter];
      return unwrap(
        api.GET('/api/v2/articles/all', {
          params: {
            query: {
              page: pageParam,
              size: ARTICLE_LIMITS.pageSize,
              ...(published && { published }),
            },
          },
          signal,
        }),
      );
    },
    getNextPageParam: (last) => (last.page + 1 < last.totalPages ? last.page + 1 : undefined),
  });
  return { ...query, articles: query.data?.pages.flatMap((page) => page.content) ?? [] };
}

/** GET /articles/ids/{id}/get: a draft too, for staff. */
export function useStaffArticle(id: string | null) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.article(slug, id ?? ''),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/articles/ids/{id}/get', { params: { path: { id: id ?? '' } }, signal })),
    enabled: id !== null,
    retry: (count, error) => !(error instanceof AppError && error.statusCode < 500) && count < 2,
  });
}

/** Every article write refreshes every blog read of the site: the staff's lists and the blog. */
function useRefreshArticles() {
  const { slug } = useTenant();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.articles(slug) });
}

/** POST /api/v2/articles/create without an id, else PUT /api/v2/articles/ids/{id}/update. */
export function useSaveArticle() {
  const { api } = useTenant();
  const refresh = useRefreshArticles();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ArticleBody }) =>
      id
        ? unwrap(api.PUT('/api/v2/articles/ids/{id}/update', { params: { path: { id } }, body }))
        : unwrap(api.POST('/api/v2/articles/create', { body })),
    onSuccess: () => refresh(),
  });
}

/** POST /api/v2/articles/ids/{id}/cover/upload: one cropped image in field `file`. */
export function useUploadArticleCover() {
  const { slug, session } = useTenant();
  const refresh = useRefreshArticles();
  return useMutation({
    mutationFn: ({ id, cover }: { id: string; cover: Blob }) =>
      uploadFiles<Article>({
        path: `/api/v2/articles/ids/${encodeURIComponent(id)}/cover/upload`,
        files: [cover],
        field: 'file',
        tenant: slug,
        getToken: session.getToken,
        refresh: () => session.refresh(),
      }),
    onSuccess: () => refresh(),
  });
}

/** DELETE /api/v2/articles/ids/{id}/cover/delete */
export function useDeleteArticleCover() {
  const { api } = useTenant();
  const refresh = useRefreshArticles();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/v2/articles/ids/{id}/cover/delete', { params: { path: { id } } })),
    onSuccess: () => refresh(),
  });
}

/** DELETE /api/v2/articles/ids/{id}/delete: the article and its cover files. */
export function useDeleteArticle() {
  const { api } = useTenant();
  const refresh = useRefreshArticles();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/v2/articles/ids/{id}/delete', { params: { path: { id } } })),
    onSuccess: () => refresh(),
  });
}
