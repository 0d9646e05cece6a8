/** URLs one sitemap file may hold (sitemaps.org protocol). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
  /** The page's addresses in every language, this one included (`xhtml:link` alternates). */
  alternates?: { hreflang: string; href: string }[];
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
const XHTML = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

const alternateLinks = (alternates: SitemapEntry['alternates']) =>
  (alternates ?? [])
    .map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
    )
    .join('');

export function urlset(entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ loc, lastmod, alternates }) =>
      `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${alternateLinks(alternates)}</url>`,
  );
  const namespaces = entries.some((e) => e.alternates?.length)
    ? `${NAMESPACE} ${XHTML}`
    : NAMESPACE;
  return `${HEADER}<urlset ${namespaces}>\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(locs: string[]): string {
  const maps = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return `${HEADER}<sitemapindex ${NAMESPACE}>\n${maps.join('\n')}\n</sitemapindex>\n`;
}
