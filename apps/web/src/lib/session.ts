import { jwtDecode } from 'jwt-decode';
import { AppError, TOKEN_REFRESH_LEAD_SECONDS } from '@propdesk/shared';

/** Why a stored token could not be used (spec section 8). */
export type SessionErrorKind = 'not-a-user' | 'another-error';

export class SessionError extends Error {
  constructor(readonly kind: SessionErrorKind) {
    super(kind);
    this.name = 'SessionError';
  }
}

export interface TokenPair {
  token: string;
  refreshToken: string;
}

/** What the dashboard reads from the access token (spec section 3: agentId or customerId, roles, exp). */
export interface TokenClaims {
  sub: string;
  email: string;
  tenant: string;
  roles: string[];
  agentId?: string;
  customerId?: string;
  exp: number;
  iat?: number;
}

/** Reads an access token; throws SessionError('not-a-user' | 'another-error') when it cannot. */
export function readToken(token: string): TokenClaims {
  let payload: Record<string, unknown>;
  try {
    payload = jwtDecode<Record<string, unknown>>(token);
  } catch {
    throw new SessionError('another-error');
  }
  if (typeof payload.exp !== 'number') throw new SessionError('another-error');
  if (
    typeof payload.sub !== 'string' ||
    typeof payload.email !== 'string' ||
    !payload.email ||
    typeof payload.tenant !== 'string'
  ) {
    throw new SessionError('not-a-user');
  }
  return {
    sub: payload.sub,
    email: payload.email,
    tenant: payload.tenant,
    roles: Array.isArray(payload.roles) ? payload.roles.map(String) : [],
    ...(typeof payload.agentId === 'string' && { agentId: payload.agentId }),
    ...(typeof payload.customerId === 'string' && { customerId: payload.customerId }),
    exp: payload.exp,
    ...(typeof payload.iat === 'number' && { iat: payload.iat }),
  };
}

/** How a session ended, for the message on the sign-in page. */
export type EndReason =
  'signed-out' | 'expired' | 'locked-out' | 'reloaded-while-locked' | SessionErrorKind;

export type SessionSnapshot =
  | { status: 'anonymous'; endReason: EndReason | null }
  | { status: 'authenticated'; token: string; claims: TokenClaims; locked: boolean };

interface StoredSession extends TokenPair {
  /** Local time the pair arrived: the refresh is timed from it, so a skewed clock does no harm. */
  receivedAt: number;
}

export const storageKeys = (tenant: string) => ({
  session: `propdesk:${tenant}:session`,
  locked: `propdesk:${tenant}:locked`,
  activity: `propdesk:${tenant}:activity`,
});

/** Longest delay setTimeout accepts. */
const MAX_DELAY_MS = 2_147_483_647;
/** After a network failure the refresh is tried again this much later. */
const RETRY_AFTER_NETWORK_ERROR_MS = 30_000;
/** How long to wait for another tab's rotated pair before deciding a refresh really failed. */
const OTHER_TAB_WAIT_MS = 1_000;

/**
 * Milliseconds until a token received at `receivedAt` (local time) is refreshed: its lifetime
 * (exp − iat, from the server's clock) less TOKEN_REFRESH_LEAD_SECONDS, counted from arrival, so
 * a client clock that is off does not matter. Without iat, exp is read against the local clock.
 */
export function refreshDelay(
  receivedAt: number,
  claims: Pick<TokenClaims, 'exp' | 'iat'>,
  now: number,
): number {
  const dueAt =
    claims.iat !== undefined
      ? receivedAt + (claims.exp - claims.iat - TOKEN_REFRESH_LEAD_SECONDS) * 1000
      : (claims.exp - TOKEN_REFRESH_LEAD_SECONDS) * 1000;
  return Math.min(Math.max(0, dueAt - now), MAX_DELAY_MS);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The signed-in state of one site in this browser. Tokens live in localStorage, so every tab of
 * the site shares the newest pair: a `storage` event re-evaluates the state, a sign-out in one
 * tab signs out all, and a refresh done by one tab is adopted by the others.
 */
export class SessionManager {
  private snapshot: SessionSnapshot = { status: 'anonymous', endReason: null };
  private listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private refreshing: Promise<string | null> | null = null;
  private loaded = false;
  private readonly keys: ReturnType<typeof storageKeys>;

  constructor(
    readonly tenant: string,
    private readonly exchange: (refreshToken: string) => Promise<TokenPair>,
  ) {
    this.keys = storageKeys(tenant);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SessionSnapshot => this.snapshot;

  getToken = (): string | null =>
    this.snapshot.status === 'authenticated' ? this.snapshot.token : null;

  /** Reads the stored session, once per page load, before anything renders. */
  load(): this {
    if (this.loaded) return this;
    this.loaded = true;
    if (localStorage.getItem(this.keys.locked)) {
      // Reloading while locked ends the session (spec section 4).
      this.clearStorage();
      this.set({ status: 'anonymous', endReason: 'reloaded-while-locked' });
    } else {
      this.adopt(this.read(), null);
    }
    return this;
  }

  /** Follows the other tabs of the site; returns the function that stops. */
  listen(): () => void {
    window.addEventListener('storage', this.onStorage);
    document.addEventListener('visibilitychange', this.onVisible);
    return () => {
      window.removeEventListener('storage', this.onStorage);
      document.removeEventListener('visibilitychange', this.onVisible);
    };
  }

  /** A fresh sign-in (the sign-in page, the lock screen): also clears the lock. */
  signIn(pair: TokenPair): void {
    localStorage.removeItem(this.keys.locked);
    this.markActivity(Date.now());
    this.store(pair);
  }

  /** Keeps a new pair; a refresh does not unlock a locked screen. */
  private store(pair: TokenPair): void {
    const stored: StoredSession = { ...pair, receivedAt: Date.now() };
    let claims: TokenClaims;
    try {
      claims = readToken(pair.token);
    } catch (error) {
      this.end(error instanceof SessionError ? error.kind : 'another-error');
      return;
    }
    localStorage.setItem(this.keys.session, JSON.stringify(stored));
    const locked = localStorage.getItem(this.keys.locked) !== null;
    this.set({ status: 'authenticated', token: pair.token, claims, locked });
    this.schedule(stored, claims);
  }

  signOut(reason: EndReason = 'signed-out'): void {
    this.end(reason);
  }

  lock(): void {
    if (this.snapshot.status !== 'authenticated' || this.snapshot.locked) return;
    localStorage.setItem(this.keys.locked, '1');
    this.set({ ...this.snapshot, locked: true });
  }

  /** The newest activity time of any tab of this site. */
  lastActivity(): number {
    return Number(localStorage.getItem(this.keys.activity)) || 0;
  }

  markActivity(at: number): void {
    localStorage.setItem(this.keys.activity, String(at));
  }

  /**
   * Trades the stored refresh token for a new pair. One refresh at a time across tabs (Web Locks
   * where the browser has them); a pair already rotated by another tab is adopted instead.
   * Resolves to the new access token, or null when the session has ended.
   */
  refresh(): Promise<string | null> {
    // The token this tab has now: if another tab replaces it while this one waits for the lock,
    // the replacement is adopted rather than refreshed again.
    const presented = this.getToken();
    this.refreshing ??= this.withLock(() => this.doRefresh(presented)).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async withLock<T>(run: () => Promise<T>): Promise<T> {
    if (typeof navigator !== 'undefined' && navigator.locks) {
      return navigator.locks.request(`propdesk-refresh-${this.tenant}`, run);
    }
    return run();
  }

  private async doRefresh(presented: string | null): Promise<string | null> {
    const current = this.read();
    if (!current) {
      this.end('expired');
      return null;
    }
    if (presented && current.token !== presented) {
      // Another tab refreshed while this one waited.
      this.adopt(current, null);
      return current.token;
    }
    try {
      const pair = await this.exchange(current.refreshToken);
      const latest = this.read();
      if (!latest || latest.refreshToken !== current.refreshToken) {
        // Signed out, or signed in again, while the call was on its way.
        this.adopt(latest, null);
        return latest?.token ?? null;
      }
      this.store(pair);
      return pair.token;
    } catch (error) {
      if (error instanceof AppError && error.code === 'UNAVAILABLE') {
        this.timer = setTimeout(() => void this.refresh(), RETRY_AFTER_NETWORK_ERROR_MS);
        return null;
      }
      // A tab that lost the race gets a refusal: the winner's pair may still be on its way.
      let latest = this.read();
      if (latest?.refreshToken === current.refreshToken) {
        await sleep(OTHER_TAB_WAIT_MS);
        latest = this.read();
      }
      if (latest && latest.refreshToken !== current.refreshToken) {
        this.adopt(latest, null);
        return latest.token;
      }
      this.end('expired');
      return null;
    }
  }

  private onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage) return;
    if (event.key === null) {
      this.adopt(this.read(), 'signed-out');
    } else if (event.key === this.keys.session) {
      this.adopt(this.read(), 'signed-out');
    } else if (event.key === this.keys.locked && this.snapshot.status === 'authenticated') {
      this.set({ ...this.snapshot, locked: event.newValue !== null });
    }
  };

  /** A tab that slept past its timer refreshes as soon as it is visible again. */
  private onVisible = () => {
    if (document.visibilityState !== 'visible' || this.snapshot.status !== 'authenticated') return;
    const stored = this.read();
    if (stored) this.schedule(stored, this.snapshot.claims);
  };

  /** Takes the stored state as the truth: signed in with it, or signed out when there is none. */
  private adopt(stored: StoredSession | null, goneReason: EndReason | null): void {
    if (!stored) {
      if (this.snapshot.status === 'authenticated') this.end(goneReason ?? 'signed-out');
      return;
    }
    let claims: TokenClaims;
    try {
      claims = readToken(stored.token);
    } catch (error) {
      this.end(error instanceof SessionError ? error.kind : 'another-error');
      return;
    }
    const locked = localStorage.getItem(this.keys.locked) !== null;
    if (
      this.snapshot.status !== 'authenticated' ||
      this.snapshot.token !== stored.token ||
      this.snapshot.locked !== locked
    ) {
      this.set({ status: 'authenticated', token: stored.token, claims, locked });
    }
    this.schedule(stored, claims);
  }

  private schedule(stored: StoredSession, claims: TokenClaims): void {
    clearTimeout(this.timer);
    const delay = refreshDelay(stored.receivedAt, claims, Date.now());
    this.timer = setTimeout(() => void this.refresh(), delay);
  }

  private end(reason: EndReason): void {
    clearTimeout(this.timer);
    this.clearStorage();
    this.set({ status: 'anonymous', endReason: reason });
  }

  private clearStorage(): void {
    localStorage.removeItem(this.keys.session);
    localStorage.removeItem(this.keys.locked);
    localStorage.removeItem(this.keys.activity);
  }

  private read(): StoredSession | null {
    const raw = localStorage.getItem(this.keys.session);
    if (!raw) return null;
    try {
      const value = JSON.parse(raw) as Partial<StoredSession>;
      if (typeof value.token !== 'string' || typeof value.refreshToken !== 'string') return null;
      return {
        token: value.token,
        refreshToken: value.refreshToken,
        receivedAt: typeof value.receivedAt === 'number' ? value.receivedAt : Date.now(),
      };
    } catch {
      return null;
    }
  }

  private set(next: SessionSnapshot): void {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

/** What the sign-in page says about how the last session ended. */
export const END_REASON_MESSAGES: Record<EndReason, string | null> = {
  'signed-out': null,
  expired: 'Your session has ended. Please sign in again.',
  'locked-out': 'You were signed out after three wrong passwords on the lock screen.',
  'reloaded-while-locked': 'You were signed out because the page was reloaded while it was locked.',
  'not-a-user': 'We could not read your session. Please sign in again.',
  'another-error': 'We could not read your session. Please sign in again.',
};
