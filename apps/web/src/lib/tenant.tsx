import {
  createContext,
  use,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createApiClient, unwrap, type ApiClient, type Schemas } from './api-client';
import { SessionManager, type SessionSnapshot } from './session/session-manager';

export type Site = Schemas['Site'];

export interface TenantContextValue {
  /** The site's slug, the first segment of every dashboard path. */
  slug: string;
  site: Site;
  api: ApiClient;
  session: SessionManager;
}

const TenantContext = createContext<TenantContextValue | null>(null);

/**
 * One session manager per site for the life of the page: every tab and component shares it
 * (and the page's first reads, started before React renders).
 */
const managers = new Map<string, SessionManager>();

export function sessionFor(slug: string): SessionManager {
  let manager = managers.get(slug);
  if (!manager) {
    const plain = createApiClient({ tenant: slug });
    manager = new SessionManager(
      slug,
      (refreshToken) => unwrap(plain.POST('/auth/refreshToken', { body: { token: refreshToken } })),
      (refreshToken) => unwrap(plain.POST('/auth/logout', { body: { token: refreshToken } })),
    );
    // The server renders every page signed out: sessions live in the browser's storage.
    managers.set(slug, typeof window === 'undefined' ? manager : manager.load());
  }
  return manager;
}

/** The site's API client: every call carries the site's header and the session's token. */
export const siteApiClient = (slug: string, session: SessionManager): ApiClient =>
  createApiClient({
    tenant: slug,
    getToken: session.getToken,
    onUnauthorized: () => session.refresh(),
  });

export function TenantProvider({ site, children }: { site: Site; children: ReactNode }) {
  const slug = site.slug;
  const session = sessionFor(slug);
  const api = useMemo(() => siteApiClient(slug, session), [slug, session]);
  useEffect(() => session.listen(), [session]);
  const value = useMemo(() => ({ slug, site, api, session }), [slug, site, api, session]);
  return <TenantContext value={value}>{children}</TenantContext>;
}

export function useTenant(): TenantContextValue {
  const value = use(TenantContext);
  if (!value) throw new Error('useTenant must be used inside TenantProvider');
  return value;
}

/** What the server renders, and what hydration starts from: nobody is signed in. */
const SIGNED_OUT: SessionSnapshot = { status: 'anonymous', endReason: null };
const signedOut = () => SIGNED_OUT;

export function useSession(): SessionSnapshot {
  const { session } = useTenant();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, signedOut);
}
