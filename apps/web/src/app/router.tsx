import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { startFirstReads } from './first-reads';
import { preloadMatchedPages } from './lazy-page';
import { queryClient } from './query-client';
import { routes } from './routes';

preloadMatchedPages(routes, window.location);
startFirstReads(queryClient, window.location);
const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
