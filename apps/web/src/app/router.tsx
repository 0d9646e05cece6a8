import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { preloadMatchedPages } from './lazy-page';
import { routes } from './routes';

preloadMatchedPages(routes, window.location);
const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
