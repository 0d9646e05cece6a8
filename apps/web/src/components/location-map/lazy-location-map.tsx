import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import { needsBrowser, useHydrated } from '../../lib/rendering';
import type { LocationMapProps } from './location-map';

const LocationMap = lazy(async () => ({ default: (await import('./location-map')).LocationMap }));

/** The map, loaded with Leaflet on first use so only the tabs that show a map pay for it. */
export function LazyLocationMap(props: LocationMapProps) {
  const hydrated = useHydrated();
  const skeleton = <Skeleton height={props.height ?? 320} radius="md" />;
  // Leaflet needs the browser: a page rendered on the server shows the map once hydrated.
  if (!hydrated) return <Skeleton height={props.height ?? 320} radius="md" {...needsBrowser} />;
  return (
    <Suspense fallback={skeleton}>
      <LocationMap {...props} />
    </Suspense>
  );
}
