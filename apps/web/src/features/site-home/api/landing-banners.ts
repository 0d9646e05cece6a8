import { useQuery } from '@tanstack/react-query';
import { BANNERS_PAGE_SIZE } from '@propdesk/shared';
import { unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

/** GET /banners/type/LANDING/get/all: the first page (10) of banners live now, in order. */
export function useLandingBanners() {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.landingBanners(slug),
    queryFn: () =>
      unwrap(
        api.GET('/banners/type/{type}/get/all', {
          params: { path: { type: 'LANDING' }, query: { page: 0, size: BANNERS_PAGE_SIZE } },
        }),
      ),
    select: (page) => page.content.filter((banner) => banner.image_url),
    staleTime: 5 * 60_000,
  });
}
