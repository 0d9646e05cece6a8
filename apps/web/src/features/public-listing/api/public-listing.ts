import { useQuery } from '@tanstack/react-query';
import { unwrap, type Schemas } from '../../../lib/api-client';
import { listingAmenitiesOptions } from '../../../lib/queries/amenities';
import { useLanguage } from '../../../lib/i18n/use-language';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

const SIMILAR_LIMIT = 6;

/** Live: approved and not archived, the only listings the public page shows. */
export const isLive = (listing: Pick<Schemas['Property'], 'published' | 'archived'>) =>
  listing.published === 'APPROVED' && !listing.archived;

/**
 * GET /properties/ids/{id}/get?lang=: the listing in the reader's language when it has a
 * translation in it (its own agent too, unlike the editor's read), else in its original one.
 */
export function usePublicListing(propertyId: string) {
  const { api, slug, site } = useTenant();
  const { language } = useLanguage();
  const lang = site.languages.includes(language) ? language : undefined;
  return useQuery({
    queryKey: [...queryKeys.property(slug, propertyId), 'in', lang ?? null] as const,
    queryFn: () =>
      unwrap(
        api.GET('/properties/ids/{id}/get', {
          params: { path: { id: propertyId }, query: { lang } },
        }),
      ),
    retry: false,
  });
}

/** GET /properties/ids/{id}/amenities/all, once the listing is known to be live. */
export function usePublicAmenities(propertyId: string, enabled: boolean) {
  const { api, slug } = useTenant();
  return useQuery({ ...listingAmenitiesOptions(api, slug, propertyId), enabled });
}

/** GET /properties/ids/{id}/similar: live listings like this one, closest in price first. */
export function useSimilarListings(propertyId: string, enabled: boolean) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.similarListings(slug, propertyId),
    queryFn: () =>
      unwrap(
        api.GET('/properties/ids/{id}/similar', {
          params: { path: { id: propertyId }, query: { limit: SIMILAR_LIMIT } },
        }),
      ),
    select: (page) => page.content.filter((listing) => listing.publicId !== propertyId),
    enabled,
    staleTime: 5 * 60_000,
  });
}
