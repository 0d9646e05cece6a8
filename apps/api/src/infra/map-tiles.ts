import type { Config } from '../config';

/**
 * The CSP source that admits the tile server's images: its origin, with a `{s}` subdomain
 * placeholder widened to a wildcard (`https://{s}.tile.example.org` → `https://*.tile.example.org`).
 */
export function tileImageSource(url: string): string {
  const wildcard = url.replace('{s}', 'subdomain');
  const { protocol, host } = new URL(wildcard);
  return `${protocol}//${host.replace('subdomain', '*')}`;
}

const escapeAttribute = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/**
 * The dashboard reads its tile settings from a meta tag in the page it is served with: no extra
 * request, and the policy allows no inline script to carry them.
 */
export function withMapTilesMeta(indexHtml: string, tiles: Config['mapTiles']): string {
  const meta =
    `<meta name="propdesk-map-tile-url" content="${escapeAttribute(tiles.url)}">` +
    `<meta name="propdesk-map-tile-attribution" content="${escapeAttribute(tiles.attribution)}">`;
  return indexHtml.replace('</head>', `${meta}</head>`);
}
