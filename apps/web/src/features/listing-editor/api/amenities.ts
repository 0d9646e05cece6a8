import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Schemas } from '../../../lib/api-client';
import { listingAmenitiesOptions } from '../../../lib/queries/amenities';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

export type Amenity = Schemas['Amenity'];
export type AmenityFields = Schemas['AmenityFieldsInput'];

export function useListingAmenities(propertyId: string) {
  const { api, slug } = useTenant();
  return useQuery(listingAmenitiesOptions(api, slug, propertyId));
}

function useRefreshAmenities(propertyId: string) {
  const { slug } = useTenant();
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.propertyAmenities(slug, propertyId) });
}

/**
 * POST /properties/ids/{id}/amenities/create for a new amenity (no id), else
 * PUT /amenities/ids/{id}/update, which replaces all of its fields.
 */
export function useSaveAmenity(propertyId: string) {
  const { api } = useTenant();
  const refresh = useRefreshAmenities(propertyId);
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: AmenityFields }) =>
      id
        ? unwrap(api.PUT('/amenities/ids/{id}/update', { params: { path: { id } }, body: fields }))
        : unwrap(
            api.POST('/properties/ids/{id}/amenities/create', {
              params: { path: { id: propertyId } },
              body: fields,
            }),
          ),
    onSuccess: refresh,
  });
}

/** DELETE /amenities/ids/{id}/delete, once per chosen amenity. */
export function useDeleteAmenities(propertyId: string) {
  const { api } = useTenant();
  const refresh = useRefreshAmenities(propertyId);
  return useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) {
        await unwrap(api.DELETE('/amenities/ids/{id}/delete', { params: { path: { id } } }));
      }
    },
    // Some may be gone before a failure: read back what is left either way.
    onSettled: refresh,
  });
}
