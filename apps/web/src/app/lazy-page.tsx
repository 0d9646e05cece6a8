import { isValidElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';

type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/** Loads a named page component on first use, keeping the sign-in page's download small. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let loading: Promise<M> | undefined;
  const preload = () => (loading ??= load());
  const Page = lazy(async () => ({ default: pick(await preload()) }));
  function LazyPage() {
    return (
      <Suspense fallback={<FullPageLoader />}>
        <Page />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload });
}

function preloadIn(node: ReactNode) {
  if (!isValidElement<{ children?: ReactNode }>(node)) return;
  const { preload } = node.type as Partial<LazyPage>;
  if (typeof preload === 'function') preload().catch(() => undefined); // the render reports it
  if (Array.isArray(node.props.children)) node.props.children.forEach(preloadIn);
  else preloadIn(node.props.children);
}

/**
 * Starts the download of every page the address shows at once: a dashboard page and the shell
 * around it load side by side, instead of the page's only once the shell has rendered.
 */
export function preloadMatchedPages(routes: RouteObject[], location: Location) {
  for (const match of matchRoutes(routes, location) ?? []) preloadIn(match.route.element);
}
