import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type ApiClient, type Schemas } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

export type PropertyImages = Schemas['PropertyImages'];
export type PropertyImage = Schemas['PropertyImage'];
export type ImageLocation = PropertyImage['location'];

/** GET /properties/ids/{id}/images/all */
const propertyImagesOptions = (api: ApiClient, tenant: string, propertyId: string) =>
  queryOptions({
    queryKey: queryKeys.propertyImages(tenant, propertyId),
    queryFn: () =>
      unwrap(api.GET('/properties/ids/{id}/images/all', { params: { path: { id: propertyId } } })),
  });

export function usePropertyImages(propertyId: string) {
  const { api, slug } = useTenant();
  return useQuery(propertyImagesOptions(api, slug, propertyId));
}

/** Refreshes the image list and the listing (its profile photo and completion change too). */
export function useRefreshImages(propertyId: string) {
  const { slug } = useTenant();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.propertyImages(slug, propertyId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.property(slug, propertyId) }),
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

export type PhotoOrder = Schemas['PhotoOrderInput'];

/**
 * PUT /properties/ids/{id}/images/order: the answer replaces the cached images, so the screen
 * shows what the server keeps; the listing is refreshed too (its cover may have changed).
 */
export function useReorderImages(propertyId: string) {
  const { api, slug } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: PhotoOrder) =>
      unwrap(
        api.PUT('/properties/ids/{id}/images/order', {
          params: { path: { id: propertyId } },
          body: order,
        }),
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.propertyImages(slug, propertyId), answer);
      return queryClient.invalidateQueries({ queryKey: queryKeys.property(slug, propertyId) });
    },
  });
}
