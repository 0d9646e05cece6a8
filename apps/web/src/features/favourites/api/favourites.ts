import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Schemas } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

export type Favourite = Schemas['Favourite'];

/** GET /api/v2/favourites: the signed-in account's favourites, newest first. */
export function useFavouriteList() {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.favouriteList(slug),
    queryFn: () => unwrap(api.GET('/api/v2/favourites')).then((r) => r.content),
  });
}

/** DELETE /api/v2/favourites/{propertyId}; the list and the hearts refresh. */
export function useRemoveFavourite() {
  const { api, slug } = useTenant();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: string) =>
      unwrap(api.DELETE('/api/v2/favourites/{propertyId}', { params: { path: { propertyId } } })),
    onSuccess: (_, propertyId) =>
      client.setQueryData<Favourite[]>(queryKeys.favouriteList(slug), (list) =>
        list?.filter((f) => f.propertyId !== propertyId),
      ),
    onError: notifyError,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.favourites(slug) }),
  });
}
