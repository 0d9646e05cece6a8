import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Schemas } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

export type SaveSearchBody = Schemas['SavedSearchFieldsInput'];

/**
 * POST /api/v2/saved-searches: a signed-in customer's search is saved at once (201); a
 * visitor's waits for the e-mail address to be confirmed (202, confirmation-sent).
 */
export function useSaveSearch() {
  const { api, slug } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSearchBody) => unwrap(api.POST('/api/v2/saved-searches', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches(slug) }),
  });
}
