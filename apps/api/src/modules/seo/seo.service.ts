import {
  AppError,
  DEFAULT_LANGUAGE,
  hasLanguageAddresses,
  readLanguageAddress,
  RESERVED_TENANT_SLUGS,
  TENANT_SLUG_PATTERN,
  type LanguageCode,
} from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import type { Storage } from '../../infra/storage';
import type { Tenant } from '../../infra/tenant';
import { listingPreview } from '../images';
import { findLiveListingView, liveListingStamps, type PropertiesContext } from '../properties';
import { findTenant, listSites } from '../tenants';
import { withHead, withLanguage } from './seo.html';
import { listingHead, listingPage, notFoundHead, pageAddresses, siteHead } from './seo.listing';
import { previewInput, previewPath } from './seo.preview';
import { sitemapIndex, urlset, type SitemapEntry } from './seo.sitemap';

export interface SeoContext extends ModuleContext {
  properties: PropertiesContext;
  /** Where link previews are kept once made. */
  storage: Storage;
  /** Where the site is reached (PUBLIC_URL): every address in a page head or sitemap. */
  publicUrl: string;
  /** URLs per sitemap file: the protocol's limit; tests set a small one. */
  sitemapSize: number;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
  /** The language a public page is written in, for its body; none for a page without one. */
  language?: LanguageCode;
}

const RESERVED = new Set<string>(RESERVED_TENANT_SLUGS);
const SITE_NOT_FOUND = 'Site not found';
const SITES_PER_QUERY = 500;

async function siteBySlug(ctx: ModuleContext, slug: string): Promise<Tenant | undefined> {
  const lower = slug.toLowerCase();
  if (!TENANT_SLUG_PATTERN.test(lower) || RESERVED.has(lower)) return undefined;
  return findTenant(ctx, lower);
}

/**
 * The site a public address names, with the language it names (else the site's default), when
 * the site offers it; undefined for anything else. For the files beside a public page (its
 * preview picture, its brochure), which are no page when the page would not be.
 */
export async function publicSite(
  ctx: ModuleContext,
  slug: string,
  language?: string,
): Promise<{ tenant: Tenant; language: LanguageCode } | undefined> {
  const tenant = await siteBySlug(ctx, slug);
  const offered = tenant?.languages.find((code) => code === (language ?? tenant.defaultLanguage));
  return tenant && offered ? { tenant, language: offered } : undefined;
}

/**
 * The web app's page with a head made for link previews and crawlers, for the pages that have
 * one: a listing (`/{tenant}[/{language}]/listings/{id}`, live ones only, 404 otherwise) and a
 * site's home (`/{tenant}[/{language}]`), in the language the address names (a language the site
 * does not offer is no such page). Undefined for every other address: the web app's page as it is.
 */
export async function renderPage(
  ctx: SeoContext,
  _actor: Actor | null,
  path: string,
  indexHtml: string,
): Promise<RenderedPage | undefined> {
  const address = readLanguageAddress(path);
  if (!address) return undefined;
  const listing = /^\/listings\/([^/]+)$/.exec(address.page);
  if (!hasLanguageAddresses(address.page)) return undefined;
  const found = await siteBySlug(ctx, address.tenant);
  const tenant = found && offers(found, address.language) ? found : undefined;
  if (listing) {
    const view = tenant && (await findLiveListingView(ctx.properties, tenant, decode(listing[1]!)));
    if (!tenant || !view) {
      // In the language the address names, else the site's default (English without a site).
      const language = tenant
        ? (address.language ?? tenant.defaultLanguage)
        : (found?.defaultLanguage ?? address.language ?? DEFAULT_LANGUAGE);
      return { status: 404, html: withHead(indexHtml, notFoundHead(language)), language };
    }
    const head = listingHead(view, tenant, ctx.publicUrl, address.language);
    return { status: 200, html: withHead(indexHtml, head), language: head.language };
  }
  if (!tenant) return undefined;
  if (address.page !== '') {
    // The agencies' pages and the blog: their body in the address's language or the site's.
    const language = address.language ?? tenant.defaultLanguage;
    return { status: 200, html: withLanguage(indexHtml, language), language };
  }
  const head = siteHead(tenant, ctx.publicUrl, address.language);
  return { status: 200, html: withHead(indexHtml, head), language: head.language };
}

export type PreviewAnswer = { picture: Buffer } | { movedTo: string };

/**
 * A live listing's link preview in a language the site offers: the picture when `file` is its
 * current name (`{key}.jpg`), else where the current one is (a price or cover changed since the
 * page was read). 404 for a listing that is not live, a site or language that is not there.
 */
export async function listingPreviewPicture(
  ctx: SeoContext,
  _actor: Actor | null,
  slug: string,
  publicId: string,
  language: string,
  file: string,
): Promise<PreviewAnswer> {
  const site = await publicSite(ctx, slug, language);
  const view = site && (await findLiveListingView(ctx.properties, site.tenant, publicId));
  if (!site || !view) throw new AppError('NOT_FOUND', 'Property not found');
  const { tenant, language: offered } = site;
  const current = previewPath(view, tenant, offered);
  if (!current.endsWith(`/${file}`)) return { movedTo: current };
  return {
    picture: await listingPreview(ctx.storage, previewInput(view, tenant, offered), offered),
  };
}

const offers = (tenant: Tenant, language: LanguageCode | null) =>
  language === null || tenant.languages.includes(language);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The site's sitemap: its home, its articles and its live listings, each at every address it has
 * (one per language the site offers, with the others named as alternates, and the address without
 * a language). Past the protocol's limit of URLs per file, the sitemap without `page` is an index
 * of its pages (`?page=1`...).
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
  const sitePages = ['', '/articles'];
  // Each page is listed once per address; a file holds whole pages.
  const addressesPerPage = Math.max(1, pageAddresses('', tenant, null, '').alternates.length);
  const size = Math.max(1, Math.floor(ctx.sitemapSize / addressesPerPage));
  // The site's own pages come first, then the listings: file n holds pages [start, end).
  const first = page ?? 1;
  const start = (first - 1) * size;
  const end = start + size;
  const offset = Math.max(0, start - sitePages.length);
  const limit = end - Math.max(start, sitePages.length);
  const stamps = await liveListingStamps(ctx.properties, tenant, offset, Math.max(1, limit));
  const { total } = stamps;
  // A file the site's own pages fill holds no listing.
  const rows = stamps.rows.slice(0, Math.max(0, limit));
  const pages = Math.max(1, Math.ceil((total + sitePages.length) / size));
  if (first > pages) throw new AppError('NOT_FOUND', `This sitemap has ${pages} pages`);
  if (page === undefined && pages > 1) {
    return sitemapIndex(
      Array.from({ length: pages }, (_, i) => `${home}/sitemap.xml?page=${i + 1}`),
    );
  }
  const entries = (sitePage: string, lastmod?: Date): SitemapEntry[] => {
    const { url, alternates } = pageAddresses(ctx.publicUrl, tenant, null, sitePage);
    if (alternates.length === 0) return [{ loc: url, lastmod }];
    return alternates.map(({ href }) => ({ loc: href, lastmod, alternates }));
  };
  const own = sitePages.slice(start, end).flatMap((sitePage) => entries(sitePage));
  const listings = rows.flatMap((r) => entries(listingPage(r.publicId), r.updatedAt));
  return urlset([...own, ...listings]);
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
