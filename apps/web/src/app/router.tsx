import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { startFirstReads } from './first-reads';
import { preloadMatchedPages } from './lazy-page';
import { queryClient } from './query-client';
import { routes } from './routes';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * Starts the address's page code and, unless the server made them (`withReads` false), its first
 * reads, and makes the router; resolves once the page's code has loaded. Called once, before the
 * first render.
 */
export function startThisPage({ withReads }: { withReads: boolean }): Promise<unknown> {
  const loading = preloadMatchedPages(routes, window.location);
  if (withReads) startFirstReads(queryClient, window.location);
  router = createBrowserRouter(routes);
  return loading;
}

export function AppRouter() {
  if (!router) throw new Error('startThisPage() runs before the first render');
  return <RouterProvider router={router} />;
}

/** Calls `then` once, when the reader first moves to another page. */
export function onNextPage(then: () => void): void {
  if (!router) throw new Error('startThisPage() runs first');
  const first = router.state.location;
  const stop = router.subscribe((state) => {
    if (state.location.key === first.key) return;
    stop();
    then();
  });
}
