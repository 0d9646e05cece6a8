import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, useDirection } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  AttributionControl,
  CircleMarker,
  MapContainer,
  Marker,
  Polygon,
  Polyline,
  TileLayer,
  useMap,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet';
import L from 'leaflet';
import Supercluster from 'supercluster';
import 'leaflet/dist/leaflet.css';
import { searchAreaProblem, type SearchArea } from '@propdesk/shared';
import { PublicListingCard } from '../../../components/listing-card/public-listing-card';
import { mapTiles } from '../../../components/location-map/map-tiles';
import { listingOptions } from '../../../lib/queries/listing';
import { useTenant } from '../../../lib/tenant';
import type { MapPoints } from '../api/search-map-points';
import { AREA_PROBLEMS } from './search-area-words';
import classes from './search-map.module.css';

type Point = MapPoints['points'][number];

export interface SearchMapProps {
  /** Every match of the search, as the map endpoint answers them. */
  points: Point[];
  /** The area searched in, drawn or taken from the map's bounds. */
  area: SearchArea | null;
  onArea: (area: SearchArea | null) => void;
  height: number | string;
}

/** Southern Africa, where the demo sites are, when there is nothing to show yet. */
const FALLBACK: L.LatLngTuple = [-17.83, 31.05];
const MAX_ZOOM = 18;
/** Inline, so Leaflet measures the map's size right when it makes it (its CSS may come later). */
const MAP_STYLE = { height: '100%' };

/** A marker's face: a styled box with its text (a count, a price), read left to right. */
function box(className: string, text: string): HTMLElement {
  const element = document.createElement('div');
  element.className = className;
  element.dir = 'ltr';
  element.textContent = text;
  // The marker's title names it (what the face says, and what a click does).
  element.setAttribute('aria-hidden', 'true');
  return element;
}

const latLngs = (area: SearchArea): L.LatLngTuple[] => area.map(([lng, lat]) => [lat, lng]);

/** The map's visible bounds as an area, kept within the world's edges. */
function boundsArea(bounds: L.LatLngBounds): SearchArea {
  const clamp = (v: number, max: number) => Math.max(-max, Math.min(max, v));
  const west = clamp(bounds.getWest(), 180);
  const east = clamp(bounds.getEast(), 180);
  const south = clamp(bounds.getSouth(), 90);
  const north = clamp(bounds.getNorth(), 90);
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
  ];
}

interface Viewport {
  bbox: [number, number, number, number];
  zoom: number;
}

function viewportOf(map: L.Map): Viewport {
  const b = map.getBounds();
  return {
    bbox: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
    zoom: Math.round(map.getZoom()),
  };
}

/** Fits the map to the area, else to the points, when they first come and when the area changes. */
function FitView({
  area,
  points,
  moving,
  onViewport,
}: {
  area: SearchArea | null;
  points: Point[];
  moving: { current: boolean };
  onViewport: (v: Viewport) => void;
}) {
  const map = useMap();
  const fitted = useRef<string | null>(null);
  const areaKey = area ? JSON.stringify(area) : null;
  const key = areaKey ?? (points.length ? 'points' : null);
  useEffect(() => {
    if (key === null || fitted.current === key) return;
    const target = area
      ? L.latLngBounds(latLngs(area))
      : L.latLngBounds(points.map((p) => [p.latitude, p.longitude] as L.LatLngTuple));
    fitted.current = key;
    moving.current = true;
    // The map may have been made before its styles gave it a size: measure it again first.
    map.invalidateSize();
    map.fitBounds(target, { padding: [24, 24], maxZoom: 15, animate: false });
    // Said here too: its moveend can fire while the events' listeners are being replaced.
    onViewport(viewportOf(map));
    // A fit that changed nothing fires no moveend: the next move is the visitor's again.
    setTimeout(() => (moving.current = false));
  }, [map, key, area, points, moving, onViewport]);
  return null;
}

/** Follows the map: where it looks (for the clusters), moves by the visitor, clicks when drawing. */
function MapEvents({
  onViewport,
  onMovedByVisitor,
  onClick,
  moving,
}: {
  onViewport: (v: Viewport) => void;
  onMovedByVisitor: () => void;
  onClick: (corner: [number, number]) => void;
  moving: { current: boolean };
}) {
  const map = useMapEvents({
    moveend: () => {
      onViewport(viewportOf(map));
      // A move the page made itself (fitting the results) is not the visitor's.
      if (moving.current) moving.current = false;
      else onMovedByVisitor();
    },
    click: (event) => onClick([event.latlng.lng, event.latlng.lat]),
  });
  useEffect(() => onViewport(viewportOf(map)), [map, onViewport]);
  return null;
}

const sameViewport = (a: Viewport | null, b: Viewport) =>
  a !== null && a.zoom === b.zoom && a.bbox.every((v, i) => v === b.bbox[i]);

/** Keeps the last viewport unless it changed, so a repeated moveend renders nothing new. */
function useViewport() {
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const update = useCallback(
    (next: Viewport) => setViewport((last) => (sameViewport(last, next) ? last : next)),
    [],
  );
  return [viewport, update] as const;
}

/**
 * Leaflet's keyboard markers take the focus (a button each) but do nothing on Enter or Space:
 * a key on one clicks it, so a cluster zooms in and a listing opens its card.
 */
function pressMarker(event: React.KeyboardEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  if (
    (event.key === 'Enter' || event.key === ' ') &&
    target.classList.contains('leaflet-marker-icon')
  ) {
    event.preventDefault();
    target.click();
  }
}

/** The card of the marker chosen: the listing's photo, price, place and link. */
function ChosenListing({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useLingui();
  const { api, slug } = useTenant();
  const listing = useQuery(listingOptions(api, slug, id));
  return (
    <Paper className={classes.card} shadow="md" p={4} radius="md" data-testid="map-listing-card">
      <ActionIcon
        className={classes.close}
        variant="default"
        radius="xl"
        onClick={onClose}
        aria-label={t`Close the listing's card`}
      >
        <IconX size={16} aria-hidden />
      </ActionIcon>
      {listing.data ? (
        <PublicListingCard listing={listing.data} tenant={slug} eager source="map" />
      ) : (
        <Text p="md" size="sm" c="dimmed">
          {listing.isError ? (
            <Trans>This listing could not be loaded.</Trans>
          ) : (
            <Trans>Loading…</Trans>
          )}
        </Text>
      )}
    </Paper>
  );
}

/**
 * The search's matches on a map, clustered (supercluster) so thousands stay readable: a
 * cluster zooms in, a listing's marker opens its card. "Search this area" after the visitor
 * moves the map; "Draw an area" by placing corners with clicks or taps (no dragging).
 */
export function SearchMap({ points, area, onArea, height }: SearchMapProps) {
  const { t, i18n } = useLingui();
  const rtl = useDirection().dir === 'rtl';
  const tiles = useMemo(mapTiles, []);
  const mapRef = useRef<L.Map | null>(null);
  const moving = useRef(true);
  const [viewport, setViewport] = useViewport();
  const [moved, setMoved] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [corners, setCorners] = useState<[number, number][] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const drawing = corners !== null;

  const index = useMemo(() => {
    const cluster = new Supercluster<{ id: string }>({ radius: 60, maxZoom: 16 });
    cluster.load(
      points.map((p) => ({
        type: 'Feature' as const,
        properties: { id: p.id },
        geometry: { type: 'Point' as const, coordinates: [p.longitude, p.latitude] },
      })),
    );
    return cluster;
  }, [points]);
  const byId = useMemo(() => new Map(points.map((p) => [p.id, p])), [points]);
  const clusters = viewport ? index.getClusters(viewport.bbox, viewport.zoom) : [];

  const price = useMemo(
    () => new Intl.NumberFormat(i18n.locale, { notation: 'compact', maximumFractionDigits: 1 }),
    [i18n.locale],
  );
  const onRequest = t`On request`;
  // One icon object per face: a new one each render would rebuild the marker and lose its focus.
  const icons = useRef(new Map<string, L.DivIcon>()).current;
  const icon = (face: string, make: () => L.DivIcon) => {
    const key = `${i18n.locale} ${face}`;
    let found = icons.get(key);
    if (!found) icons.set(key, (found = make()));
    return found;
  };
  const clusterIcon = (count: number) =>
    icon(`c${count}`, () =>
      L.divIcon({
        className: '',
        html: box(classes.cluster!, price.format(count)),
        iconSize: [40, 40],
        iconAnchor: [20, 20],
      }),
    );
  const pointIcon = (p: Point, active: boolean) =>
    icon(`p${p.id}${active}`, () =>
      L.divIcon({
        className: '',
        html: box(
          active ? `${classes.price} ${classes.active}` : classes.price!,
          p.price === null ? onRequest : [price.format(p.price), p.currency].join(' '),
        ),
        iconSize: [104, 26],
        iconAnchor: [52, 26],
      }),
    );

  const searchHere = () => {
    if (!mapRef.current) return;
    setMoved(false);
    setChosen(null);
    onArea(boundsArea(mapRef.current.getBounds()));
  };
  const startDrawing = () => {
    setCorners([]);
    setProblem(null);
    setChosen(null);
  };
  const addCorner = (corner: [number, number]) => {
    if (!drawing) return;
    setProblem(null);
    setCorners([...corners, corner]);
  };
  const finish = () => {
    if (!corners) return;
    const found = searchAreaProblem(corners);
    if (found) {
      setProblem(i18n._(AREA_PROBLEMS[found]));
      return;
    }
    setCorners(null);
    setMoved(false);
    onArea(corners);
  };
  const addCentre = () => {
    const c = mapRef.current?.getCenter();
    if (c) addCorner([c.lng, c.lat]);
  };

  return (
    <Stack gap="xs" data-testid="search-map">
      <Group gap="xs" wrap="wrap">
        {drawing ? (
          <>
            <Button size="xs" onClick={finish} disabled={corners.length < 3}>
              <Trans>Finish area</Trans>
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => setCorners(corners.slice(0, -1))}
              disabled={corners.length === 0}
            >
              <Trans>Undo last corner</Trans>
            </Button>
            <Button size="xs" variant="default" onClick={addCentre}>
              <Trans>Add a corner at the centre</Trans>
            </Button>
            <Button
              size="xs"
              variant="subtle"
              onClick={() => {
                setCorners(null);
                setProblem(null);
              }}
            >
              <Trans>Stop drawing</Trans>
            </Button>
          </>
        ) : (
          <>
            <Button size="xs" variant="default" onClick={startDrawing}>
              <Trans>Draw an area</Trans>
            </Button>
            {area && (
              <Button size="xs" variant="default" onClick={() => onArea(null)}>
                <Trans>Clear area</Trans>
              </Button>
            )}
          </>
        )}
      </Group>
      {drawing && (
        <Text size="sm" c="dimmed" role="status">
          {corners.length === 0 ? (
            <Trans>Click or tap the map at each corner of the area, then finish it.</Trans>
          ) : (
            plural(corners.length, { one: '# corner placed.', other: '# corners placed.' })
          )}
        </Text>
      )}
      {problem && (
        <Alert color="red" role="alert" data-testid="area-problem">
          {problem}
        </Alert>
      )}
      <div
        className={`${classes.frame}${drawing ? ` ${classes.drawing}` : ''}`}
        style={{ height }}
        onKeyDown={pressMarker}
      >
        <MapContainer
          ref={mapRef}
          center={FALLBACK}
          zoom={11}
          maxZoom={MAX_ZOOM}
          scrollWheelZoom
          zoomControl={false}
          attributionControl={false}
          className={classes.map}
          style={MAP_STYLE}
          aria-label={t`Map of the listings found`}
        >
          <ZoomControl
            key={i18n.locale}
            position={rtl ? 'topright' : 'topleft'}
            zoomInTitle={t`Zoom in`}
            zoomOutTitle={t`Zoom out`}
          />
          <AttributionControl position={rtl ? 'bottomleft' : 'bottomright'} />
          <TileLayer url={tiles.url} attribution={tiles.attribution} />
          <FitView area={area} points={points} moving={moving} onViewport={setViewport} />
          <MapEvents
            onViewport={setViewport}
            onMovedByVisitor={() => setMoved(true)}
            onClick={addCorner}
            moving={moving}
          />
          {area && !drawing && (
            <Polygon
              positions={latLngs(area)}
              pathOptions={{ className: classes.area }}
              interactive={false}
            />
          )}
          {corners && corners.length > 0 && (
            <>
              <Polyline
                positions={latLngs(corners)}
                pathOptions={{ className: classes.sketch }}
                interactive={false}
              />
              {corners.map(([lng, lat], i) => (
                <CircleMarker
                  key={i}
                  center={[lat, lng]}
                  radius={5}
                  pathOptions={{ className: classes.corner }}
                  interactive={false}
                />
              ))}
            </>
          )}
          {clusters.map((feature) => {
            const [lng, lat] = feature.geometry.coordinates as [number, number];
            const props = feature.properties as {
              cluster?: boolean;
              point_count?: number;
              id?: string;
            };
            if (props.cluster) {
              const count = props.point_count ?? 0;
              const label = t`${count} listings here: zoom in`;
              return (
                <Marker
                  key={`c${String(feature.id)}`}
                  position={[lat, lng]}
                  icon={clusterIcon(count)}
                  title={label}
                  alt={label}
                  eventHandlers={{
                    click: () => {
                      if (drawing) return;
                      const zoom = index.getClusterExpansionZoom(Number(feature.id));
                      mapRef.current?.setView([lat, lng], Math.min(zoom, MAX_ZOOM));
                    },
                  }}
                />
              );
            }
            const point = byId.get(props.id!);
            if (!point) return null;
            const amount = point.price === null ? '' : price.format(point.price);
            const currency = point.currency;
            const label =
              point.price === null
                ? t`A listing, price on request`
                : t`A listing at ${amount} ${currency}`;
            return (
              <Marker
                key={point.id}
                position={[lat, lng]}
                icon={pointIcon(point, chosen === point.id)}
                title={label}
                alt={label}
                eventHandlers={{ click: () => !drawing && setChosen(point.id) }}
              />
            );
          })}
        </MapContainer>
        {moved && !drawing && (
          <Button
            className={classes.searchHere}
            size="xs"
            radius="xl"
            onClick={searchHere}
            data-testid="search-this-area"
          >
            <Trans>Search this area</Trans>
          </Button>
        )}
        {chosen && !drawing && <ChosenListing id={chosen} onClose={() => setChosen(null)} />}
      </div>
    </Stack>
  );
}
