/** URLs one sitemap file may hold (sitemaps.org protocol). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function urlset(entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `${HEADER}<urlset ${NAMESPACE}>\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(locs: string[]): string {
  const maps = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return `${HEADER}<sitemapindex ${NAMESPACE}>\n${maps.join('\n')}\n</sitemapindex>\n`;
}
