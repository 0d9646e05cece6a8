import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient, type Schemas } from '../api-client';
import { queryKeys } from '../query-keys';
import { useTenant } from '../tenant';

export type Agent = Schemas['Agent'];

/** GET /api/v2/agents/ids/{id}: the agency, for its public page and its profile form. */
export const agentOptions = (api: ApiClient, tenant: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.agent(tenant, id),
    queryFn: () => unwrap(api.GET('/api/v2/agents/ids/{id}', { params: { path: { id } } })),
    // A page that learns the id from another read (a listing's agent) asks only once it has it.
    enabled: id !== '',
  });

export function useAgent(id: string) {
  const { api, slug } = useTenant();
  return useQuery(agentOptions(api, slug, id));
}
