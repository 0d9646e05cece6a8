import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient, type Schemas } from '../api-client';
import { queryKeys } from '../query-keys';

export type PossibleDuplicate = Schemas['PossibleDuplicates'][number];

/**
 * GET /properties/ids/{id}/duplicates: other listings that may be the same home (all of them
 * for staff, the agent's own for its agent). `version` is the listing's updatedAt: a save reads
 * them again.
 */
export const duplicatesOptions = (
  api: ApiClient,
  tenant: string,
  propertyId: string,
  version: string,
) =>
  queryOptions({
    queryKey: queryKeys.propertyDuplicates(tenant, propertyId, version),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/properties/ids/{id}/duplicates', {
          params: { path: { id: propertyId } },
          signal,
        }),
      ),
  });
