import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient, type Schemas } from '../api-client';
import { queryKeys } from '../query-keys';
import type { TokenClaims } from '../session/token';
import { useSession, useTenant } from '../tenant';

export type User = Schemas['User'];

/** The user fetch (spec section 4): the signed-in account, by the email in the token. */
export const currentUserOptions = (
  api: ApiClient,
  tenant: string,
  claims: Pick<TokenClaims, 'sub' | 'email'> | null,
) =>
  queryOptions({
    queryKey: queryKeys.user(tenant, claims?.sub ?? ''),
    queryFn: () =>
      unwrap(
        api.GET('/auth/users/names/{email}/get', {
          params: { path: { email: claims?.email ?? '' } },
        }),
      ),
    enabled: claims !== null,
    staleTime: 5 * 60_000,
  });

export function useCurrentUser() {
  const { api, slug } = useTenant();
  const session = useSession();
  return useQuery(
    currentUserOptions(api, slug, session.status === 'authenticated' ? session.claims : null),
  );
}
