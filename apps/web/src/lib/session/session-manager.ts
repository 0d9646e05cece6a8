import { AppError, type TokenPair } from '@propdesk/shared';
import type { EndReason } from './end-reasons';
import { withRefreshLock } from './refresh-lock';
import { OTHER_TAB_WAIT_MS, refreshDelay, RETRY_AFTER_NETWORK_ERROR_MS } from './refresh-timing';
import {
  clearStoredSession,
  isLocked,
  readActivity,
  readStoredSession,
  setLocked,
  storageKeys,
  writeActivity,
  writeStoredSession,
  type SessionKeys,
  type StoredSession,
} from './session-storage';
import { readToken, SessionError, type TokenClaims } from './token';

export type SessionSnapshot =
  | { status: 'anonymous'; endReason: EndReason | null }
  | { status: 'authenticated'; token: string; claims: TokenClaims; locked: boolean };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The signed-in state of one site in this browser. Tokens live in localStorage, so every tab of
 * the site shares the newest pair: a `storage` event re-evaluates the state, a sign-out in one
 * tab signs out all, and a refresh done by one tab is adopted by the others.
 */
export class SessionManager {
  #snapshot: SessionSnapshot = { status: 'anonymous', endReason: null };
  #listeners = new Set<() => void>();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #refreshing: Promise<string | null> | null = null;
  #loaded = false;
  readonly #keys: SessionKeys;
  readonly #exchange: (refreshToken: string) => Promise<TokenPair>;
  readonly #revoke: ((refreshToken: string) => Promise<unknown>) | undefined;

  /** `revoke` ends a session on the server (POST /auth/logout) when this browser signs out. */
  constructor(
    readonly tenant: string,
    exchange: (refreshToken: string) => Promise<TokenPair>,
    revoke?: (refreshToken: string) => Promise<unknown>,
  ) {
    this.#keys = storageKeys(tenant);
    this.#exchange = exchange;
    this.#revoke = revoke;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): SessionSnapshot => this.#snapshot;

  getToken = (): string | null =>
    this.#snapshot.status === 'authenticated' ? this.#snapshot.token : null;

  /** Reads the stored session, once per page load, before anything renders. */
  load(): this {
    if (this.#loaded) return this;
    this.#loaded = true;
    if (isLocked(this.#keys)) {
      // Reloading while locked ends the session (spec section 4).
      this.#revokeStored();
      clearStoredSession(this.#keys);
      this.#set({ status: 'anonymous', endReason: 'reloaded-while-locked' });
    } else {
      this.#adopt(readStoredSession(this.#keys), null);
    }
    return this;
  }

  /** Follows the other tabs of the site; returns the function that stops. */
  listen(): () => void {
    window.addEventListener('storage', this.#onStorage);
    document.addEventListener('visibilitychange', this.#onVisible);
    return () => {
      window.removeEventListener('storage', this.#onStorage);
      document.removeEventListener('visibilitychange', this.#onVisible);
    };
  }

  /** A fresh sign-in (the sign-in page, the lock screen): also clears the lock. */
  signIn(pair: TokenPair): void {
    setLocked(this.#keys, false);
    this.markActivity(Date.now());
    this.#store(pair);
  }

  /** Keeps a new pair; a refresh does not unlock a locked screen. */
  #store(pair: TokenPair): void {
    const stored: StoredSession = { ...pair, receivedAt: Date.now() };
    let claims: TokenClaims;
    try {
      claims = readToken(pair.token);
    } catch (error) {
      this.#end(error instanceof SessionError ? error.kind : 'another-error');
      return;
    }
    writeStoredSession(this.#keys, stored);
    this.#set({ status: 'authenticated', token: pair.token, claims, locked: isLocked(this.#keys) });
    this.#schedule(stored, claims);
  }

  /** Ends the session here and on the server, so a copy of its refresh token stops working. */
  signOut(reason: EndReason = 'signed-out'): void {
    this.#revokeStored();
    this.#end(reason);
  }

  /** Asks the server to end the stored session; the browser forgets it whatever the answer. */
  #revokeStored(): void {
    const stored = readStoredSession(this.#keys);
    if (stored && this.#revoke) this.#revoke(stored.refreshToken).catch(() => undefined);
  }

  lock(): void {
    if (this.#snapshot.status !== 'authenticated' || this.#snapshot.locked) return;
    setLocked(this.#keys, true);
    this.#set({ ...this.#snapshot, locked: true });
  }

  /** The newest activity time of any tab of this site. */
  lastActivity(): number {
    return readActivity(this.#keys);
  }

  markActivity(at: number): void {
    writeActivity(this.#keys, at);
  }

  /**
   * Trades the stored refresh token for a new pair. One refresh at a time across tabs; a pair
   * already rotated by another tab is adopted instead. Resolves to the new access token, or null
   * when the session has ended.
   */
  refresh(): Promise<string | null> {
    // The token this tab has now: if another tab replaces it while this one waits for the lock,
    // the replacement is adopted rather than refreshed again.
    const presented = this.getToken();
    this.#refreshing ??= withRefreshLock(this.tenant, () => this.#doRefresh(presented)).finally(
      () => {
        this.#refreshing = null;
      },
    );
    return this.#refreshing;
  }

  async #doRefresh(presented: string | null): Promise<string | null> {
    const current = readStoredSession(this.#keys);
    if (!current) {
      this.#end('expired');
      return null;
    }
    if (presented && current.token !== presented) {
      // Another tab refreshed while this one waited.
      this.#adopt(current, null);
      return current.token;
    }
    try {
      const pair = await this.#exchange(current.refreshToken);
      const latest = readStoredSession(this.#keys);
      if (!latest || latest.refreshToken !== current.refreshToken) {
        // Signed out, or signed in again, while the call was on its way.
        this.#adopt(latest, null);
        return latest?.token ?? null;
      }
      this.#store(pair);
      return pair.token;
    } catch (error) {
      if (error instanceof AppError && error.code === 'UNAVAILABLE') {
        this.#timer = setTimeout(() => void this.refresh(), RETRY_AFTER_NETWORK_ERROR_MS);
        return null;
      }
      // A tab that lost the race gets a refusal: the winner's pair may still be on its way.
      let latest = readStoredSession(this.#keys);
      if (latest?.refreshToken === current.refreshToken) {
        await sleep(OTHER_TAB_WAIT_MS);
        latest = readStoredSession(this.#keys);
      }
      if (latest && latest.refreshToken !== current.refreshToken) {
        this.#adopt(latest, null);
        return latest.token;
      }
      this.#end('expired');
      return null;
    }
  }

  #onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage) return;
    // A null key is localStorage.clear() in another tab.
    if (event.key === null || event.key === this.#keys.session) {
      this.#adopt(readStoredSession(this.#keys), 'signed-out');
    } else if (event.key === this.#keys.locked && this.#snapshot.status === 'authenticated') {
      this.#set({ ...this.#snapshot, locked: event.newValue !== null });
    }
  };

  /** A tab that slept past its timer refreshes as soon as it is visible again. */
  #onVisible = () => {
    if (document.visibilityState !== 'visible' || this.#snapshot.status !== 'authenticated') return;
    const stored = readStoredSession(this.#keys);
    if (stored) this.#schedule(stored, this.#snapshot.claims);
  };

  /** Takes the stored state as the truth: signed in with it, or signed out when there is none. */
  #adopt(stored: StoredSession | null, goneReason: EndReason | null): void {
    if (!stored) {
      if (this.#snapshot.status === 'authenticated') this.#end(goneReason ?? 'signed-out');
      return;
    }
    let claims: TokenClaims;
    try {
      claims = readToken(stored.token);
    } catch (error) {
      this.#end(error instanceof SessionError ? error.kind : 'another-error');
      return;
    }
    const locked = isLocked(this.#keys);
    if (
      this.#snapshot.status !== 'authenticated' ||
      this.#snapshot.token !== stored.token ||
      this.#snapshot.locked !== locked
    ) {
      this.#set({ status: 'authenticated', token: stored.token, claims, locked });
    }
    this.#schedule(stored, claims);
  }

  #schedule(stored: StoredSession, claims: TokenClaims): void {
    clearTimeout(this.#timer);
    const delay = refreshDelay(stored.receivedAt, claims, Date.now());
    this.#timer = setTimeout(() => void this.refresh(), delay);
  }

  #end(reason: EndReason): void {
    clearTimeout(this.#timer);
    clearStoredSession(this.#keys);
    this.#set({ status: 'anonymous', endReason: reason });
  }

  #set(next: SessionSnapshot): void {
    this.#snapshot = next;
    for (const listener of this.#listeners) listener();
  }
}
