const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_ATTRIBUTION = '&copy; OpenStreetMap contributors';

/** The server hands its tile settings over in meta tags (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
function metaContent(name: string): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
}

/** Where every map of the app takes its tiles from, and whose work they are. */
export function mapTiles(): { url: string; attribution: string } {
  return {
    url: metaContent('propdesk-map-tile-url') ?? DEFAULT_TILE_URL,
    attribution: metaContent('propdesk-map-tile-attribution') ?? DEFAULT_ATTRIBUTION,
  };
}
