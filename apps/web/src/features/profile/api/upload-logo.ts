import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Agent } from '../../../lib/queries/agent';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';
import { uploadFiles } from '../../../lib/upload';

/** POST /api/v2/agents/ids/{id}/profile/set: a square logo, already cropped. */
export function useUploadLogo(id: string) {
  const { slug, session } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (logo: Blob) =>
      uploadFiles<Agent>({
        path: `/api/v2/agents/ids/${encodeURIComponent(id)}/profile/set`,
        files: [logo],
        field: 'file',
        tenant: slug,
        getToken: session.getToken,
        refresh: () => session.refresh(),
      }),
    onSuccess: (agent) => {
      queryClient.setQueryData(queryKeys.agent(slug, id), agent);
      void queryClient.invalidateQueries({ queryKey: queryKeys.users(slug) });
    },
  });
}
