import { useCurrentUser, type User } from './current-user';

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
