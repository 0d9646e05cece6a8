import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { SearchMapProps } from './search-map';

const SearchMap = lazy(async () => ({ default: (await import('./search-map')).SearchMap }));

/** The search's map, loaded with Leaflet and the clustering only when the map view opens. */
export function LazySearchMap(props: SearchMapProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height} radius="md" />}>
      <SearchMap {...props} />
    </Suspense>
  );
}
