import { NEEDS_BROWSER_ATTRIBUTE } from '@propdesk/shared';
import { useSyncExternalStore } from 'react';

/**
 * Whether this page was rendered on the server and is being hydrated, or is rendering on the
 * server itself: the first render must then match the server's HTML (no deferred first paint,
 * nothing that only the browser knows). Set once, before the first render (main.tsx and
 * entry-server.tsx).
 */
let fromServer = false;

export const renderedOnServer = (): boolean => fromServer;

export function markRenderedOnServer(): void {
  fromServer = true;
}

const subscribeNothing = () => () => undefined;

/**
 * False on the server and during hydration, true once the browser has taken over: what needs the
 * browser (a map, what the device remembers) shows after the server's HTML has been adopted.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * Marks what a page the server rendered shows only once the browser has its scripts (a map's
 * place): such a page loads its scripts at once instead of at the reader's first use (withBody
 * in the API's seo module).
 */
export const needsBrowser = { [NEEDS_BROWSER_ATTRIBUTE]: '' } as const;
