import {
  isValidElement,
  lazy,
  Suspense,
  useEffect,
  type ComponentType,
  type ReactNode,
} from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';

type LazyPage = ComponentType & {
  preload: () => Promise<unknown>;
  /** The page's source file, which the build names (vite-plugins/page-assets.ts). */
  source?: string;
};

/**
 * Tells first-paint.js that a page the server rendered has been adopted, so the clicks it held on
 * the server's buttons are replayed. From inside the page's boundary: hydration adopts a boundary
 * in a pass of its own after the root's, and a click replayed before that does nothing.
 */
function PageAdopted() {
  useEffect(() => {
    (window as { propdeskHydrated?: () => void }).propdeskHydrated?.();
  }, []);
  return null;
}

/** Loads a named page component on first use, keeping the sign-in page's download small. */
export function lazyPage<M>(
  load: (() => Promise<M>) & { source?: string },
  pick: (module: M) => ComponentType,
): LazyPage {
  let loading: Promise<M> | undefined;
  let loaded: M | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  // A page whose code has arrived renders at once (React reads a thenable that calls back at
  // once as resolved): a page rendered on the server hydrates in one pass, without a fallback.
  const Page = lazy(() =>
    loaded === undefined
      ? preload().then((module) => ({ default: pick(module) }))
      : ({
          then: (resolve: (value: { default: ComponentType }) => void) =>
            resolve({ default: pick(loaded!) }),
        } as Promise<{ default: ComponentType }>),
  );
  function LazyPage() {
    return (
      <Suspense fallback={<FullPageLoader />}>
        <Page />
        <PageAdopted />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload, source: load.source });
}

/** The lazy pages an element holds, itself and its children included. */
function lazyPagesIn(node: ReactNode, into: LazyPage[] = []): LazyPage[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) return into;
  const page = node.type as Partial<LazyPage>;
  if (typeof page.preload === 'function') into.push(page as LazyPage);
  const children = node.props.children;
  if (Array.isArray(children))
    for (const child of children as ReactNode[]) lazyPagesIn(child, into);
  else lazyPagesIn(children, into);
  return into;
}

const matchedPages = (routes: RouteObject[], location: Location | string) =>
  (matchRoutes(routes, location) ?? []).flatMap((match) => lazyPagesIn(match.route.element));

/**
 * Starts the download of every page the address shows at once: a dashboard page and the shell
 * around it load side by side, instead of the page's only once the shell has rendered. Resolves
 * when they have loaded (or failed: their render reports it).
 */
export function preloadMatchedPages(routes: RouteObject[], location: Location): Promise<unknown> {
  return Promise.all(
    matchedPages(routes, location).map((page) => page.preload().catch(() => undefined)),
  );
}

/** The source files of the pages an address shows (named by the build), for their assets. */
export function matchedPageSources(routes: RouteObject[], pathname: string): string[] {
  return matchedPages(routes, pathname).flatMap((page) => page.source ?? []);
}
