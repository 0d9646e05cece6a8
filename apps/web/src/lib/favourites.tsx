import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from './api-client';
import { notifyError } from './notify';
import { queryKeys } from './query-keys';
import { useSession, useTenant } from './tenant';

/**
 * A visitor's favourites, kept per site on the device until they sign in: listing ids, oldest
 * first. Signing in or registering merges them into the account and clears them here.
 */
const deviceKey = (tenant: string) => `propdesk:${tenant}:favourites`;
const listeners = new Set<() => void>();
const cache = new Map<string, string[]>();

function loadDeviceFavourites(tenant: string): string[] {
  const known = cache.get(tenant);
  if (known) return known;
  let ids: string[] = [];
  try {
    const value: unknown = JSON.parse(localStorage.getItem(deviceKey(tenant)) ?? '[]');
    if (Array.isArray(value)) ids = value.filter((id): id is string => typeof id === 'string');
  } catch {
    // Unreadable or disabled storage: no favourites on this device.
  }
  cache.set(tenant, ids);
  return ids;
}

function saveDeviceFavourites(tenant: string, ids: string[]): void {
  cache.set(tenant, ids);
  try {
    if (ids.length === 0) localStorage.removeItem(deviceKey(tenant));
    else localStorage.setItem(deviceKey(tenant), JSON.stringify(ids));
  } catch {
    // Storage full or disabled: the hearts still show for this page's life.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's change.
  const onStorage = (event: StorageEvent) => {
    if (event.key?.endsWith(':favourites')) {
      cache.clear();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The server knows no device's favourites: its pages, and their hydration, show none. */
const NONE: string[] = [];
const none = () => NONE;

function useDeviceFavourites(tenant: string): string[] {
  return useSyncExternalStore(subscribe, () => loadDeviceFavourites(tenant), none);
}

/** The account's favourite ids, for the hearts; only while signed in. */
function useAccountFavouriteIds(enabled: boolean) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.favouriteIds(slug),
    queryFn: () => unwrap(api.GET('/api/v2/favourites/ids')).then((r) => r.ids),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * Whether a listing is a favourite, and the heart's toggle: the account's list when signed in,
 * the device's otherwise.
 */
export function useFavourite(propertyId: string) {
  const { api, slug } = useTenant();
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const device = useDeviceFavourites(slug);
  const account = useAccountFavouriteIds(signedIn);
  const client = useQueryClient();
  const saved = signedIn ? (account.data ?? []).includes(propertyId) : device.includes(propertyId);

  const change = useMutation({
    mutationFn: (save: boolean) =>
      save
        ? unwrap(api.PUT('/api/v2/favourites/{propertyId}', { params: { path: { propertyId } } }))
        : unwrap(
            api.DELETE('/api/v2/favourites/{propertyId}', { params: { path: { propertyId } } }),
          ),
    onMutate: (save) => {
      client.setQueryData<string[]>(queryKeys.favouriteIds(slug), (ids = []) =>
        save
          ? [propertyId, ...ids.filter((id) => id !== propertyId)]
          : ids.filter((id) => id !== propertyId),
      );
    },
    onError: notifyError,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.favourites(slug) }),
  });

  const toggle = useCallback(() => {
    if (signedIn) {
      change.mutate(!saved);
      return;
    }
    const ids = loadDeviceFavourites(slug);
    saveDeviceFavourites(
      slug,
      saved ? ids.filter((id) => id !== propertyId) : [...ids, propertyId],
    );
  }, [signedIn, change, saved, slug, propertyId]);

  return { saved, toggle, pending: change.isPending };
}

/**
 * Rendered once per site: when someone signs in (or registers) with favourites kept on the
 * device, adds them to the account and clears the device's list.
 */
export function DeviceFavouritesMerge() {
  const { api, slug } = useTenant();
  const session = useSession();
  const device = useDeviceFavourites(slug);
  const client = useQueryClient();
  const signedIn = session.status === 'authenticated';
  useEffect(() => {
    if (!signedIn || device.length === 0) return;
    let cancelled = false;
    void unwrap(api.POST('/api/v2/favourites/merge', { body: { ids: device.slice(-200) } }))
      .then((merged) => {
        if (cancelled) return;
        saveDeviceFavourites(slug, []);
        client.setQueryData(queryKeys.favouriteIds(slug), merged.ids);
        void client.invalidateQueries({ queryKey: queryKeys.favourites(slug) });
      })
      .catch(() => {
        // Kept on the device: the next page load tries again.
      });
    return () => {
      cancelled = true;
    };
  }, [signedIn, device, api, slug, client]);
  return null;
}
