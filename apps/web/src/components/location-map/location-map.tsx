import { useEffect, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useDirection } from '@mantine/core';
import {
  AttributionControl,
  MapContainer,
  Marker,
  TileLayer,
  Tooltip,
  useMap,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import classes from './location-map.module.css';
import { mapTiles } from './map-tiles';

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface MapPlace extends MapPoint {
  id: string;
  label: string;
}

export interface LocationMapProps {
  /** Where the map looks; it follows changes. Null: the whole region around the marker or Africa. */
  center: MapPoint | null;
  /** The listing's position. */
  marker: MapPoint | null;
  /** Clicking the map or dropping the marker picks a point; without it the map only shows. */
  onPick?: (point: MapPoint) => void;
  /** Other places shown with their label (amenities). */
  markers?: MapPlace[];
  height?: number;
  zoom?: number;
  /** What the marker stands for, for screen readers and on hover. */
  markerLabel?: string;
}

/** Southern Africa, where the demo sites are, when nothing is known yet. */
const FALLBACK_CENTER: MapPoint = { latitude: -17.83, longitude: 31.05 };

/** The icons' markup: a styled box each, nothing to read. */
const PIN_HTML = `<div class="${classes.pin}"></div>`;
const PLACE_HTML = `<div class="${classes.place}"></div>`;

const pinIcon = L.divIcon({
  className: '',
  html: PIN_HTML,
  iconSize: [28, 28],
  iconAnchor: [14, 30],
});

const placeIcon = L.divIcon({
  className: '',
  html: PLACE_HTML,
  iconSize: [16, 16],
  iconAnchor: [8, 8],
});

function FollowCenter({ center, zoom }: { center: MapPoint | null; zoom: number }) {
  const map = useMap();
  const latitude = center?.latitude;
  const longitude = center?.longitude;
  useEffect(() => {
    if (latitude === undefined || longitude === undefined) return;
    map.setView([latitude, longitude], Math.max(map.getZoom(), zoom));
  }, [map, latitude, longitude, zoom]);
  return null;
}

function PickOnClick({ onPick }: { onPick: (point: MapPoint) => void }) {
  useMapEvents({
    click: (event) => onPick({ latitude: event.latlng.lat, longitude: event.latlng.lng }),
  });
  return null;
}

/** A Leaflet map with the listing's marker; clicking or dragging sets the point when `onPick` is given. */
export function LocationMap({
  center,
  marker,
  onPick,
  markers = [],
  height = 320,
  zoom = 14,
  markerLabel,
}: LocationMapProps) {
  const { t, i18n } = useLingui();
  // Right to left, the controls stand on the other side: zoom top right, credits bottom left.
  const rtl = useDirection().dir === 'rtl';
  const pinLabel = markerLabel ?? t`The listing's position`;
  const tiles = useMemo(mapTiles, []);
  const start = center ?? marker ?? FALLBACK_CENTER;
  const handlers = useMemo(
    () => ({
      dragend: (event: L.LeafletEvent) => {
        const { lat, lng } = (event.target as L.Marker).getLatLng();
        onPick?.({ latitude: lat, longitude: lng });
      },
    }),
    [onPick],
  );

  return (
    <div data-testid="location-map">
      <MapContainer
        center={[start.latitude, start.longitude]}
        zoom={center || marker ? zoom : 5}
        scrollWheelZoom={false}
        zoomControl={false}
        attributionControl={false}
        className={classes.map}
        style={{ height }}
      >
        <ZoomControl
          key={i18n.locale}
          position={rtl ? 'topright' : 'topleft'}
          zoomInTitle={t`Zoom in`}
          zoomOutTitle={t`Zoom out`}
        />
        <AttributionControl position={rtl ? 'bottomleft' : 'bottomright'} />
        <TileLayer url={tiles.url} attribution={tiles.attribution} />
        <FollowCenter center={center} zoom={zoom} />
        {onPick && <PickOnClick onPick={onPick} />}
        {marker && (
          <Marker
            position={[marker.latitude, marker.longitude]}
            icon={pinIcon}
            draggable={!!onPick}
            eventHandlers={handlers}
            title={pinLabel}
            alt={pinLabel}
            keyboard={!!onPick}
          />
        )}
        {markers.map((place) => (
          <Marker
            key={place.id}
            position={[place.latitude, place.longitude]}
            icon={placeIcon}
            title={place.label}
            alt={place.label}
            keyboard={false}
          >
            <Tooltip direction="top" offset={[0, -6]}>
              {place.label}
            </Tooltip>
          </Marker>
        ))}
      </MapContainer>
    </div>
  );
}
