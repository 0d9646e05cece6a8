import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { UNIT_PAGE_SIZE, type UnitFields } from '@propdesk/shared';
import { unwrap, type Schemas } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';
import { uploadFiles } from '../../../lib/upload';

export type Unit = Schemas['Unit'];

/** GET /properties/{id}/units: oldest first, 10 a page, pages from 1 (spec section 7). */
export function useUnits(propertyId: string) {
  const { api, slug } = useTenant();
  return useInfiniteQuery({
    queryKey: queryKeys.propertyUnits(slug, propertyId),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/properties/{id}/units', {
          params: {
            path: { id: propertyId },
            query: {
              page: pageParam,
              elementPerPage: UNIT_PAGE_SIZE,
              key: 'createdAt',
              direction: 'asc',
            },
          },
        }),
      ),
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

function useRefreshUnits(propertyId: string) {
  const { slug } = useTenant();
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.propertyUnits(slug, propertyId) });
}

/**
 * POST /api/v2/properties/ids/{id}/units for a new unit (no id), else PUT /units/{id}, which
 * replaces every editable field.
 */
export function useSaveUnit(propertyId: string) {
  const { api } = useTenant();
  const refresh = useRefreshUnits(propertyId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: UnitFields }) =>
      id
        ? unwrap(api.PUT('/units/{id}', { params: { path: { id } }, body }))
        : unwrap(
            api.POST('/api/v2/properties/ids/{id}/units', {
              params: { path: { id: propertyId } },
              body,
            }),
          ),
    onSuccess: () => refresh(),
  });
}

/** DELETE /units/{id} */
export function useDeleteUnit(propertyId: string) {
  const { api } = useTenant();
  const refresh = useRefreshUnits(propertyId);
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/units/{id}', { params: { path: { id } } })),
    onSuccess: () => refresh(),
  });
}

/** POST /units/{id}/files/upload: up to 10 photos, checked as a listing's are. */
export function useUploadUnitImages(propertyId: string) {
  const { slug, session } = useTenant();
  const refresh = useRefreshUnits(propertyId);
  return useMutation({
    mutationFn: ({ unitId, files }: { unitId: string; files: File[] }) =>
      uploadFiles<Unit>({
        path: `/units/${encodeURIComponent(unitId)}/files/upload`,
        files,
        field: 'files',
        tenant: slug,
        getToken: session.getToken,
        refresh: () => session.refresh(),
      }),
    onSuccess: () => refresh(),
  });
}

/** DELETE /units/{id}/images/delete?Filename= */
export function useDeleteUnitImage(propertyId: string) {
  const { api } = useTenant();
  const refresh = useRefreshUnits(propertyId);
  return useMutation({
    mutationFn: ({ unitId, name }: { unitId: string; name: string }) =>
      unwrap(
        api.DELETE('/units/{id}/images/delete', {
          params: { path: { id: unitId }, query: { Filename: name } },
        }),
      ),
    onSuccess: () => refresh(),
  });
}
