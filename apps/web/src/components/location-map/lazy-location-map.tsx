import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { LocationMapProps } from './location-map';

const LocationMap = lazy(async () => ({ default: (await import('./location-map')).LocationMap }));

/** The map, loaded with Leaflet on first use so only the tabs that show a map pay for it. */
export function LazyLocationMap(props: LocationMapProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? 320} radius="md" />}>
      <LocationMap {...props} />
    </Suspense>
  );
}
