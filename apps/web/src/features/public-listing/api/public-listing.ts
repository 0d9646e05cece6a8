import { queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '@propdesk/shared';
import { unwrap, type ApiClient, type Schemas } from '../../../lib/api-client';
import { agentOptions } from '../../../lib/queries/agent';
import { listingAmenitiesOptions } from '../../../lib/queries/amenities';
import { propertyTypesOptions } from '../../../lib/queries/property-types';
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
/**
 * The source the listing page's address names (`?from=search`, `map` or `alert`: the link that
 * led here says so), sent with its read so the listing's figures know where the visit came from.
 * On the server the API reads it from the page's own address.
 */
function visitHeaders(): Record<string, string> {
  if (typeof window === 'undefined') return {};
  const from = new URLSearchParams(window.location.search).get('from');
  return from ? { 'X-Visit-Source': from.slice(0, 20) } : {};
}

const publicListingOptions = (
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
          headers: { 'Accept-Language': language, ...visitHeaders() },
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

const similarListingsOptions = (api: ApiClient, slug: string, propertyId: string) =>
  queryOptions({
    queryKey: queryKeys.similarListings(slug, propertyId),
    queryFn: () =>
      unwrap(
        api.GET('/properties/ids/{id}/similar', {
          params: { path: { id: propertyId }, query: { limit: SIMILAR_LIMIT } },
        }),
      ),
    staleTime: 5 * 60_000,
  });

/** GET /properties/ids/{id}/similar: live listings like this one, closest in price first. */
export function useSimilarListings(propertyId: string, enabled: boolean) {
  const { api, slug } = useTenant();
  return useQuery({
    ...similarListingsOptions(api, slug, propertyId),
    select: (page) => page.content.filter((listing) => listing.publicId !== propertyId),
    enabled,
  });
}

/**
 * Starts every read a listing's page makes, side by side: the listing, its amenities and similar
 * listings, the site's type names, and its agency once the listing names it. The server's render
 * then finds them all in its first pass instead of learning of them from it. (For a listing that
 * is not live the three extra reads are refused and never shown: rare, and cheaper than waiting
 * for the listing before starting them.)
 */
export function prefetchListingPage(
  queryClient: QueryClient,
  api: ApiClient,
  slug: string,
  propertyId: string,
  language: LanguageCode,
) {
  void queryClient.fetchQuery(publicListingOptions(api, slug, propertyId, language)).then(
    (listing) => {
      if (isLive(listing))
        void queryClient.prefetchQuery(agentOptions(api, slug, listing.agent.publicId));
    },
    // The page reads it again and shows why it failed.
    () => undefined,
  );
  void queryClient.prefetchQuery(listingAmenitiesOptions(api, slug, propertyId));
  void queryClient.prefetchQuery(similarListingsOptions(api, slug, propertyId));
  void queryClient.prefetchQuery(propertyTypesOptions(api, slug, language));
}

/**
 * POST /properties/ids/{id}/photo-views: a photo opened, for the listing's figures. Nothing is
 * shown either way: a count that fails is left out.
 */
export function useCountPhotoView(propertyId: string) {
  const { api } = useTenant();
  return useMutation({
    mutationFn: () =>
      api.POST('/properties/ids/{id}/photo-views', { params: { path: { id: propertyId } } }),
    onError: () => undefined,
  });
}
