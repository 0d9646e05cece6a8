import { useQuery } from '@tanstack/react-query';
import { unwrap, type Schemas } from '../api-client';
import { useSession, useTenant } from '../tenant';

export type User = Schemas['User'];

export const currentUserKey = (tenant: string, sub: string) => [tenant, 'user', sub] as const;

/** The user fetch (spec section 4): the signed-in account, by the email in the token. */
export function useCurrentUser() {
  const { api, slug } = useTenant();
  const session = useSession();
  const claims = session.status === 'authenticated' ? session.claims : null;
  return useQuery({
    queryKey: currentUserKey(slug, claims?.sub ?? ''),
    queryFn: () =>
      unwrap(
        api.GET('/auth/users/names/{email}/get', {
          params: { path: { email: claims?.email ?? '' } },
        }),
      ),
    enabled: claims !== null,
    staleTime: 5 * 60_000,
  });
}

/** The name the dashboard greets with: the first name, else the agent's or user's name. */
export function displayName(user: Pick<User, 'firstName' | 'name'>): string {
  return user.firstName.trim() || user.name.trim();
}

/** The signed-in user inside the dashboard, where RequireAuth has already loaded it. */
export function useSignedInUser(): User {
  const { data } = useCurrentUser();
  if (!data) throw new Error('useSignedInUser must be used below RequireAuth');
  return data;
}
