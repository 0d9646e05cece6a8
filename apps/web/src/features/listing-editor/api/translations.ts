import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '@propdesk/shared';
import { unwrap, type Schemas } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

/** One language's text of a listing, as GET …/translations lists it. */
export type ListingTranslation = Schemas['ListingTranslation'];
/** What PUT /properties/ids/{id}/translations/{language} takes. */
export type TranslationBody = Pick<ListingTranslation, 'title' | 'description' | 'metaTags'>;

const translationsKey = (tenant: string, propertyId: string) =>
  [tenant, 'property-translations', propertyId] as const;

/** GET /properties/ids/{id}/translations: the listing's original language and its other ones. */
export function useListingTranslations(propertyId: string) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: translationsKey(slug, propertyId),
    queryFn: () =>
      unwrap(
        api.GET('/properties/ids/{id}/translations', {
          params: { path: { id: propertyId } },
        }),
      ),
  });
}

/**
 * PUT (body) or DELETE (null) /properties/ids/{id}/translations/{language}. A write can send an
 * approved listing back to review, so the listing is read again too.
 */
export function useSaveTranslation(propertyId: string, language: LanguageCode) {
  const { api, slug } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TranslationBody | null) => {
      const path = { id: propertyId, language };
      if (body) {
        await unwrap(
          api.PUT('/properties/ids/{id}/translations/{language}', { params: { path }, body }),
        );
      } else {
        await unwrap(
          api.DELETE('/properties/ids/{id}/translations/{language}', { params: { path } }),
        );
      }
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: translationsKey(slug, propertyId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.property(slug, propertyId) }),
      ]),
  });
}
