import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import { needsBrowser, useHydrated } from '../../../lib/rendering';
import type { SearchMapProps } from './search-map';

const SearchMap = lazy(async () => ({ default: (await import('./search-map')).SearchMap }));

/** The search's map, loaded with Leaflet and the clustering only when the map view opens. */
export function LazySearchMap(props: SearchMapProps) {
  const hydrated = useHydrated();
  const skeleton = <Skeleton height={props.height} radius="md" />;
  // Leaflet needs the browser: a page rendered on the server shows the map once hydrated.
  if (!hydrated) return <Skeleton height={props.height} radius="md" {...needsBrowser} />;
  return (
    <Suspense fallback={skeleton}>
      <SearchMap {...props} />
    </Suspense>
  );
}
