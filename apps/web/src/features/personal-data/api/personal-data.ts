import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/download';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

/** GET /api/v2/privacy/people?q=: accounts whose address or name has the text, from 2 letters. */
export function usePeople(text: string) {
  const { api, slug } = useTenant();
  const q = text.trim();
  return useQuery({
    queryKey: queryKeys.people(slug, q),
    queryFn: () => unwrap(api.GET('/api/v2/privacy/people', { params: { query: { q } } })),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v2/privacy/people/{id}: the person, whether they are the last admin, their heirs. */
export function usePerson(id: string | null) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.person(slug, id ?? ''),
    queryFn: () =>
      unwrap(api.GET('/api/v2/privacy/people/{id}', { params: { path: { id: id! } } })),
    enabled: !!id,
  });
}

/** POST /api/v2/privacy/people/{id}/export, with the request as the reason. */
export function useExportPerson() {
  const { api } = useTenant();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) => {
      const call = api.POST('/api/v2/privacy/people/{id}/export', {
        params: { path: { id } },
        body: { reason },
        parseAs: 'blob',
      });
      const { response } = await call;
      saveDownload(await unwrap(call), response, `personal-data-${id}.zip`);
    },
  });
}

/** POST /api/v2/privacy/people/{id}/erase; the searches are read again after it. */
export function useErasePerson() {
  const { api, slug } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; reason: string; heirId: string | null }) =>
      unwrap(api.POST('/api/v2/privacy/people/{id}/erase', { params: { path: { id } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.allPeople(slug) }),
  });
}
