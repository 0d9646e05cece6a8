import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type ApiClient, type Schemas } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { inLanguage } from '../../../lib/i18n/reading-language';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useTenant } from '../../../lib/tenant';
import type { LanguageCode } from '@propdesk/shared';

export type ListingFeature = Schemas['PropertyFeature'];
type FeatureChoice = Schemas['PropertyFeaturesCreateInput']['bulk'][number];

/** GET properties/ids/{id}/features/all, labelled in the reader's language (keyed by it). */
const listingFeaturesOptions = (
  api: ApiClient,
  tenant: string,
  propertyId: string,
  language: LanguageCode,
) => {
  const { queryKey, headers } = inLanguage(
    queryKeys.propertyFeatures(tenant, propertyId),
    language,
  );
  return queryOptions({
    queryKey,
    queryFn: () =>
      unwrap(
        api.GET('/properties/ids/{id}/features/all', {
          params: { path: { id: propertyId } },
          headers,
        }),
      ),
  });
};

export function useListingFeatures(propertyId: string) {
  const { api, slug } = useTenant();
  const { language } = useLanguage();
  return useQuery(listingFeaturesOptions(api, slug, propertyId, language));
}

interface SaveFeaturesInput {
  /** The features the listing should have, with quantity and note. */
  chosen: FeatureChoice[];
  /** Features the listing had that are no longer chosen. */
  removed: string[];
}

/**
 * Spec section 7: POST /properties/ids/{id}/features/all/create {bulk} for the chosen ones (it
 * adds new ones and updates the others), then one remove call per feature taken off.
 */
export function useSaveFeatures(propertyId: string) {
  const { api, slug } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ chosen, removed }: SaveFeaturesInput) => {
      if (chosen.length > 0) {
        await unwrap(
          api.POST('/properties/ids/{id}/features/all/create', {
            params: { path: { id: propertyId } },
            body: { bulk: chosen },
          }),
        );
      }
      for (const featureId of removed) {
        await unwrap(
          api.POST('/api/v2/properties/ids/{id}/features/ids/{featureId}/remove', {
            params: { path: { id: propertyId, featureId } },
          }),
        );
      }
    },
    // A part may have gone through before a failure: read back what the server now holds.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.propertyFeatures(slug, propertyId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.property(slug, propertyId) }),
      ]),
  });
}
