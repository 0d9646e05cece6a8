import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/queries/signed-in-user';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

/**
 * DELETE /properties/ids/{id}/delete. A 503 'Could not delete image' leaves the listing in
 * place (the server stops before deleting it), so nothing is dropped from the cache then.
 */
export function useDeleteListing(propertyId: string) {
  const { api, slug } = useTenant();
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.DELETE('/properties/ids/{id}/delete', { params: { path: { id: propertyId } } })),
    onSuccess: () => {
      for (const key of [
        queryKeys.property(slug, propertyId),
        queryKeys.propertyImages(slug, propertyId),
        queryKeys.propertyFeatures(slug, propertyId),
        queryKeys.propertyAmenities(slug, propertyId),
      ]) {
        queryClient.removeQueries({ queryKey: key });
      }
      return queryClient.invalidateQueries({
        queryKey: queryKeys.allAgentListings(slug, user.publicId),
      });
    },
  });
}
