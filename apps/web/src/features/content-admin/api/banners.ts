import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@propdesk/shared';
import { unwrap, type Schemas } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';
import { uploadFiles } from '../../../lib/upload';

export type Banner = Schemas['Banner'];
export type BannerBody = Schemas['BannerFieldsInput'];

/** A site keeps a handful of banners; this many pages is far more than the carousel shows. */
const MAX_BANNER_PAGES = 20;

/** GET /banners/all: every banner of the site (scheduled, ended, imageless), by position. */
export function useAllBanners() {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.staffBanners(slug),
    queryFn: async ({ signal }) => {
      const all: Banner[] = [];
      for (let page = 0; page < MAX_BANNER_PAGES; page += 1) {
        const result = await unwrap(
          api.GET('/banners/all', { params: { query: { page, size: MAX_PAGE_SIZE } }, signal }),
        );
        all.push(...result.content);
        if (page + 1 >= result.totalPages) break;
      }
      return all;
    },
  });
}

/** Every banner write refreshes the staff's list and the site home's carousel. */
function useRefreshBanners() {
  const { slug } = useTenant();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.banners(slug) });
}

/** POST /banners/create without an id, else PUT /banners/ids/{id}/update. */
export function useSaveBanner() {
  const { api } = useTenant();
  const refresh = useRefreshBanners();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: BannerBody }) =>
      id
        ? unwrap(api.PUT('/banners/ids/{id}/update', { params: { path: { id } }, body }))
        : unwrap(api.POST('/banners/create', { body })),
    onSuccess: () => refresh(),
  });
}

/**
 * PUT /banners/order: the carousel's new order in one request, so a move is saved whole or not
 * at all. Either way the list is read again, so a refusal (409: another moderator added or
 * deleted a banner meanwhile) shows the order the site really has.
 */
export function useReorderBanners() {
  const { api } = useTenant();
  const refresh = useRefreshBanners();
  return useMutation({
    mutationFn: (ordered: Banner[]) =>
      unwrap(
        api.PUT('/banners/order', {
          body: { type: 'LANDING', ids: ordered.map((banner) => banner.publicId) },
        }),
      ),
    onSettled: () => refresh(),
  });
}

/** POST /banners/ids/{id}/image/upload: one cropped image in field `file`. */
export function useUploadBannerImage() {
  const { slug, session } = useTenant();
  const refresh = useRefreshBanners();
  return useMutation({
    mutationFn: ({ id, image }: { id: string; image: Blob }) =>
      uploadFiles<Banner>({
        path: `/banners/ids/${encodeURIComponent(id)}/image/upload`,
        files: [image],
        field: 'file',
        tenant: slug,
        getToken: session.getToken,
        refresh: () => session.refresh(),
      }),
    onSuccess: () => refresh(),
  });
}

/** DELETE /banners/ids/{id}/delete: the banner and its image files. */
export function useDeleteBanner() {
  const { api } = useTenant();
  const refresh = useRefreshBanners();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/banners/ids/{id}/delete', { params: { path: { id } } })),
    onSuccess: () => refresh(),
  });
}
