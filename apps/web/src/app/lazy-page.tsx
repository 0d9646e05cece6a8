import { lazy, Suspense, type ComponentType } from 'react';
import { FullPageLoader } from '../components/full-page-loader';

/** Loads a named page component on first use, keeping the sign-in page's download small. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return function LazyPage() {
    return (
      <Suspense fallback={<FullPageLoader label="Loading" />}>
        <Page />
      </Suspense>
    );
  };
}
