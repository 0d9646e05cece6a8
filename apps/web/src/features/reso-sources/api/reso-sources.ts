import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Schemas } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

export type ResoSource = Schemas['ResoSource'];
export type ResoSourceBody = Schemas['ResoSourceFieldsInput'];
export type ResoSourceChanges = Schemas['ResoSourceChangesInput'];
export type ResoRemoteAgents = Schemas['ResoRemoteAgents'];
export type ResoMapping = Schemas['ResoMappingInput'];
export type ResoRun = Schemas['ResoRun'];
export type ResoRunDetail = Schemas['ResoRunDetail'];

/** How often a screen asks again while a run is waiting or going on. */
const POLL_MS = 2000;

const busy = (source: ResoSource) => source.running || source.runRequested;

/** GET /api/v2/reso-sources: the site's sources, asked again while one of them runs. */
export function useResoSources() {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.resoSources(slug),
    queryFn: () => unwrap(api.GET('/api/v2/reso-sources')),
    refetchInterval: (query) => (query.state.data?.items.some(busy) ? POLL_MS : false),
  });
}

/** GET /api/v2/reso-sources/{id}, asked again while it runs. */
export function useResoSource(id: string) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: [...queryKeys.resoSources(slug), id],
    queryFn: () => unwrap(api.GET('/api/v2/reso-sources/{id}', { params: { path: { id } } })),
    refetchInterval: (query) => (query.state.data && busy(query.state.data) ? POLL_MS : false),
  });
}

/** Everything the site's sources screens read again after a change (sources, runs, members). */
function useRefreshSources() {
  const { slug } = useTenant();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.resoSources(slug) });
}

/** POST /api/v2/reso-sources */
export function useCreateResoSource() {
  const { api } = useTenant();
  const refresh = useRefreshSources();
  return useMutation({
    mutationFn: (body: ResoSourceBody) => unwrap(api.POST('/api/v2/reso-sources', { body })),
    onSuccess: () => refresh(),
  });
}

/** PATCH /api/v2/reso-sources/{id}: fields, or pause and resume through `status`. */
export function useUpdateResoSource() {
  const { api } = useTenant();
  const refresh = useRefreshSources();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ResoSourceChanges }) =>
      unwrap(api.PATCH('/api/v2/reso-sources/{id}', { params: { path: { id } }, body })),
    onSuccess: () => refresh(),
  });
}

/** DELETE /api/v2/reso-sources/{id} */
export function useDeleteResoSource() {
  const { api, slug } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/v2/reso-sources/{id}', { params: { path: { id } } })),
    onSuccess: (_answer, id) => {
      // The deleted source's own queries would only answer 404 now.
      queryClient.removeQueries({ queryKey: [...queryKeys.resoSources(slug), id] });
      return queryClient.invalidateQueries({ queryKey: queryKeys.resoSources(slug) });
    },
  });
}

/** POST /api/v2/reso-sources/{id}/test: the remote's resources and counts, or its error. */
export function useTestResoSource() {
  const { api } = useTenant();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/api/v2/reso-sources/{id}/test', { params: { path: { id } } })),
  });
}

/** POST /api/v2/reso-sources/{id}/run: a run in the background (202). */
export function useRunResoSource() {
  const { api } = useTenant();
  const refresh = useRefreshSources();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/api/v2/reso-sources/{id}/run', { params: { path: { id } } })),
    onSuccess: () => refresh(),
  });
}

/** GET /api/v2/reso-sources/{id}/members: the remote's members and offices with their agent. */
export function useRemoteAgents(id: string) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.resoSourceAgents(slug, id),
    queryFn: () =>
      unwrap(api.GET('/api/v2/reso-sources/{id}/members', { params: { path: { id } } })),
    // Each read calls the remote server: once is enough until the mapping changes.
    staleTime: Infinity,
    retry: false,
  });
}

/** PUT /api/v2/reso-sources/{id}/mapping: the whole mapping. */
export function useSaveMapping() {
  const { api } = useTenant();
  const refresh = useRefreshSources();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ResoMapping }) =>
      unwrap(api.PUT('/api/v2/reso-sources/{id}/mapping', { params: { path: { id } }, body })),
    onSuccess: () => refresh(),
  });
}

/**
 * GET /api/v2/reso-sources/{id}/runs: the last runs, newest first, asked again while one runs or
 * `waiting` (a run asked for that has not started).
 */
export function useResoRuns(id: string, waiting = false) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.resoRuns(slug, id),
    queryFn: () => unwrap(api.GET('/api/v2/reso-sources/{id}/runs', { params: { path: { id } } })),
    refetchInterval: (query) =>
      waiting || query.state.data?.items.some((run) => run.status === 'running') ? POLL_MS : false,
  });
}

/** GET /api/v2/reso-sources/{id}/runs/{runId}: each remote listing's outcome, while it runs too. */
export function useResoRun(id: string, runId: string | null) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.resoRun(slug, id, runId ?? ''),
    queryFn: () =>
      unwrap(
        api.GET('/api/v2/reso-sources/{id}/runs/{runId}', {
          params: { path: { id, runId: runId! } },
        }),
      ),
    enabled: runId !== null,
    refetchInterval: (query) => (query.state.data?.run.status === 'running' ? POLL_MS : false),
  });
}
