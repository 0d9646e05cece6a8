import { z } from 'zod';

/**
 * What My Listings leaves in router state when it opens a listing (`{ from: location }`): the
 * list as it was, filters and all.
 */
const fromListState = z.object({
  from: z.object({ pathname: z.string(), search: z.string().default('') }),
});

/**
 * Where the back button goes: the list address the agent came from; without one (a shared link,
 * a new tab) My Listings as it opens by default. Only a path inside the same site is followed.
 */
export function backTarget(state: unknown, myListings: string, tenant: string): string {
  const parsed = fromListState.safeParse(state);
  if (!parsed.success) return myListings;
  const { pathname, search } = parsed.data.from;
  return pathname.startsWith(`/${tenant}/`) ? pathname + search : myListings;
}
