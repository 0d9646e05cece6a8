import { AppError, RESERVED_TENANT_SLUGS, TENANT_SLUG_PATTERN } from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { findLiveListingView, liveListingStamps, type PropertiesContext } from '../properties';
import { findTenant, listSites } from '../tenants';
import { withHead } from './seo.html';
import { listingHead, listingUrl, NOT_FOUND_HEAD, siteHead } from './seo.listing';
import { sitemapIndex, urlset, type SitemapEntry } from './seo.sitemap';

export interface SeoContext extends ModuleContext {
  properties: PropertiesContext;
  /** Where the site is reached (PUBLIC_URL): every address in a page head or sitemap. */
  publicUrl: string;
  /** URLs per sitemap file: the protocol's limit; tests set a small one. */
  sitemapSize: number;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

const RESERVED = new Set<string>(RESERVED_TENANT_SLUGS);
const SITE_NOT_FOUND = 'Site not found';
const SITES_PER_QUERY = 500;

async function siteBySlug(ctx: SeoContext, slug: string): Promise<Tenant | undefined> {
  const lower = slug.toLowerCase();
  if (!TENANT_SLUG_PATTERN.test(lower) || RESERVED.has(lower)) return undefined;
  return findTenant(ctx, lower);
}

/**
 * The web app's page with a head made for link previews and crawlers, for the pages that have
 * one: a listing (`/{tenant}/listings/{id}`, live ones only, 404 otherwise) and a site's home
 * (`/{tenant}`). Undefined for every other address: the web app's page as it is.
 */
export async function renderPage(
  ctx: SeoContext,
  _actor: Actor | null,
  path: string,
  indexHtml: string,
): Promise<RenderedPage | undefined> {
  const listing = /^\/([^/]+)\/listings\/([^/]+)\/?$/.exec(path);
  if (listing) {
    const tenant = await siteBySlug(ctx, listing[1]!);
    const view = tenant && (await findLiveListingView(ctx.properties, tenant, decode(listing[2]!)));
    if (!tenant || !view) return { status: 404, html: withHead(indexHtml, NOT_FOUND_HEAD) };
    return { status: 200, html: withHead(indexHtml, listingHead(view, tenant, ctx.publicUrl)) };
  }
  const home = /^\/([^/]+)\/?$/.exec(path);
  if (home) {
    const tenant = await siteBySlug(ctx, home[1]!);
    if (tenant) return { status: 200, html: withHead(indexHtml, siteHead(tenant, ctx.publicUrl)) };
  }
  return undefined;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The site's sitemap: its home, its articles and its live listings. Past the protocol's limit of
 * URLs per file, the sitemap without `page` is an index of its pages (`?page=1`...).
 */
export async function sitemap(
  ctx: SeoContext,
  _actor: Actor | null,
  slug: string,
  page?: number,
): Promise<string> {
  const tenant = await siteBySlug(ctx, slug);
  if (!tenant) throw new AppError('NOT_FOUND', SITE_NOT_FOUND);
  const home = `${ctx.publicUrl}/${tenant.slug}`;
  const sitePages: SitemapEntry[] = [{ loc: home }, { loc: `${home}/articles` }];
  const size = ctx.sitemapSize;
  // The first file holds the site's own pages, then listings; the next ones listings only.
  const first = page ?? 1;
  const offset = first === 1 ? 0 : size - sitePages.length + (first - 2) * size;
  const limit = first === 1 ? size - sitePages.length : size;
  const { rows, total } = await liveListingStamps(ctx.properties, tenant, offset, limit);
  const pages = Math.max(1, Math.ceil((total + sitePages.length) / size));
  if (first > pages) throw new AppError('NOT_FOUND', `This sitemap has ${pages} pages`);
  if (page === undefined && pages > 1) {
    return sitemapIndex(
      Array.from({ length: pages }, (_, i) => `${home}/sitemap.xml?page=${i + 1}`),
    );
  }
  const listings = rows.map((r) => ({
    loc: listingUrl(ctx.publicUrl, tenant.slug, r.publicId),
    lastmod: r.updatedAt,
  }));
  return urlset(first === 1 ? [...sitePages, ...listings] : listings);
}

/** Crawlers may read every public page, not the dashboards nor the API; each site's sitemap. */
export async function robots(ctx: SeoContext, _actor: Actor | null): Promise<string> {
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /*/dashboard', 'Disallow: /api/', ''];
  for (let page = 0; ; page++) {
    const sites = await listSites(ctx, null, {
      page,
      size: SITES_PER_QUERY,
      offset: page * SITES_PER_QUERY,
    });
    for (const site of sites.content)
      lines.push(`Sitemap: ${ctx.publicUrl}/${site.slug}/sitemap.xml`);
    if (page + 1 >= sites.totalPages) break;
  }
  return `${lines.join('\n')}\n`;
}
