import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Schemas } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant';

export type PropertyImages = Schemas['PropertyImages'];
export type PropertyImage = Schemas['PropertyImage'];
export type ImageLocation = PropertyImage['location'];

export const propertyImagesKey = (tenant: string, propertyId: string) =>
  [tenant, 'property-images', propertyId] as const;

/** GET /properties/ids/{id}/images/all */
export function usePropertyImages(propertyId: string) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: propertyImagesKey(slug, propertyId),
    queryFn: () =>
      unwrap(api.GET('/properties/ids/{id}/images/all', { params: { path: { id: propertyId } } })),
  });
}

/** Refreshes the image list and the listing (its profile photo and completion change too). */
export function useRefreshImages(propertyId: string) {
  const { slug } = useTenant();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: propertyImagesKey(slug, propertyId) }),
      queryClient.invalidateQueries({ queryKey: [slug, 'property', propertyId] }),
    ]);
}

/** POST /properties/profile?imageUrl=&propertyId= */
export function useSetProfilePhoto(propertyId: string) {
  const { api } = useTenant();
  const refresh = useRefreshImages(propertyId);
  return useMutation({
    mutationFn: (imageUrl: string) =>
      unwrap(api.POST('/properties/profile', { params: { query: { imageUrl, propertyId } } })),
    onSuccess: () => refresh(),
  });
}

/** DELETE /images/delete?Filename= */
export function useDeleteImage(propertyId: string) {
  const { api } = useTenant();
  const refresh = useRefreshImages(propertyId);
  return useMutation({
    mutationFn: (name: string) =>
      unwrap(api.DELETE('/images/delete', { params: { query: { Filename: name } } })),
    onSuccess: () => refresh(),
  });
}
