import type { TokenPair } from '@propdesk/shared';

/**
 * One site's session in localStorage, shared by all its tabs. The pair sits under one key so the
 * other tabs never see half of it; they follow it through the `storage` event.
 */
export interface StoredSession extends TokenPair {
  /** Local time the pair arrived: the refresh is timed from it, so a skewed clock does no harm. */
  receivedAt: number;
}

export type SessionKeys = ReturnType<typeof storageKeys>;

export const storageKeys = (tenant: string) => ({
  session: `propdesk:${tenant}:session`,
  locked: `propdesk:${tenant}:locked`,
  activity: `propdesk:${tenant}:activity`,
});

/** The stored pair, or null when there is none or it cannot be read. */
export function readStoredSession(keys: SessionKeys): StoredSession | null {
  const raw = localStorage.getItem(keys.session);
  if (!raw) return null;
  try {
    const { token, refreshToken, receivedAt } = JSON.parse(raw) as Partial<StoredSession>;
    if (typeof token !== 'string' || typeof refreshToken !== 'string') return null;
    return {
      token,
      refreshToken,
      receivedAt: typeof receivedAt === 'number' ? receivedAt : Date.now(),
    };
  } catch {
    return null;
  }
}

export function writeStoredSession(keys: SessionKeys, stored: StoredSession): void {
  localStorage.setItem(keys.session, JSON.stringify(stored));
}

/** Forgets the pair, the lock and the activity time. */
export function clearStoredSession(keys: SessionKeys): void {
  localStorage.removeItem(keys.session);
  localStorage.removeItem(keys.locked);
  localStorage.removeItem(keys.activity);
}

export const isLocked = (keys: SessionKeys) => localStorage.getItem(keys.locked) !== null;

export function setLocked(keys: SessionKeys, locked: boolean): void {
  if (locked) localStorage.setItem(keys.locked, '1');
  else localStorage.removeItem(keys.locked);
}

/** The newest activity time of any tab of the site. */
export const readActivity = (keys: SessionKeys) => Number(localStorage.getItem(keys.activity)) || 0;

export function writeActivity(keys: SessionKeys, at: number): void {
  localStorage.setItem(keys.activity, String(at));
}
