import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@propdesk/shared';
import { unwrap, type ApiClient, type Schemas } from '../../../lib/api-client';
import { listingAmenitiesOptions } from '../../../lib/queries/amenities';
import { useLanguage } from '../../../lib/i18n/use-language';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

const SIMILAR_LIMIT = 6;

/** Live: approved and not archived, the only listings the public page shows. */
export const isLive = (listing: Pick<Schemas['Property'], 'published' | 'archived'>) =>
  listing.published === 'APPROVED' && !listing.archived;

/**
 * GET /properties/ids/{id}/get in a language: the API answers with the listing's translation in
 * it when it has one (negotiated against the site's languages), else its original text. Keyed by
 * the language, so the page's first read, started before the site is known, is the one it uses.
 */
export const publicListingOptions = (
  api: ApiClient,
  slug: string,
  propertyId: string,
  language: LanguageCode,
) =>
  queryOptions({
    queryKey: [...queryKeys.property(slug, propertyId), 'in', language] as const,
    queryFn: () =>
      unwrap(
        api.GET('/properties/ids/{id}/get', {
          params: { path: { id: propertyId } },
          headers: { 'Accept-Language': language },
        }),
      ),
    retry: false,
  });

/** The public page's listing in the active language. */
export function usePublicListing(propertyId: string) {
  const { api, slug } = useTenant();
  const { language } = useLanguage();
  return useQuery(publicListingOptions(api, slug, propertyId, language));
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
