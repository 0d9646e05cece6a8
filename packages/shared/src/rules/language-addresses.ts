import { isLanguageCode, type LanguageCode } from './languages';

/**
 * A public page in one language has its own address, `/{tenant}/{language}/…`, that search
 * engines index and people share; the address without a language (`/{tenant}/…`) is the page in
 * the reader's language, named `x-default` among the alternates. Dashboards and sign-in pages
 * have no language in their address: they follow the account.
 */

/** The public pages that have an address per language, after `/{tenant}`. */
const LOCALISED_PAGES = [
  /^$/,
  /^\/listings\/[^/]+$/,
  /^\/agents\/[^/]+$/,
  /^\/articles(\/[^/]+)?$/,
];

export interface LanguageAddress {
  tenant: string;
  /** The language the address names, or null for an address without one. */
  language: LanguageCode | null;
  /** The page's path after the tenant and the language: '' for the home, '/listings/ab12'… */
  page: string;
}

/** Reads `/{tenant}[/{language}]{page}`; undefined when the path is no site's page. */
export function readLanguageAddress(path: string): LanguageAddress | undefined {
  const match = /^\/([^/?#]+)(\/[^?#]*)?$/.exec(path);
  if (!match) return undefined;
  const tenant = match[1]!;
  const rest = (match[2] ?? '').replace(/\/$/, '');
  const language = /^\/([^/]+)/.exec(rest)?.[1];
  if (isLanguageCode(language)) {
    return { tenant, language, page: rest.slice(language.length + 1) };
  }
  return { tenant, language: null, page: rest };
}

/** Whether a page (as `readLanguageAddress` gives it) has an address per language. */
export function hasLanguageAddresses(page: string): boolean {
  return LOCALISED_PAGES.some((pattern) => pattern.test(page));
}

/** The page's address in a language, or without one (null). */
export function languageAddress(
  tenant: string,
  language: LanguageCode | null,
  page: string,
): string {
  return `/${tenant}${language ? `/${language}` : ''}${page}`;
}

/**
 * Every address of a public page, for `hreflang` links and sitemaps: one per language the site
 * offers, then `x-default`, the address without a language. None for a site of one language.
 */
export function languageAlternates(
  site: { slug: string; languages: readonly LanguageCode[] },
  page: string,
): { hreflang: LanguageCode | 'x-default'; path: string }[] {
  if (site.languages.length < 2) return [];
  return [
    ...site.languages.map((language) => ({
      hreflang: language,
      path: languageAddress(site.slug, language, page),
    })),
    { hreflang: 'x-default' as const, path: languageAddress(site.slug, null, page) },
  ];
}
