import { matchPath } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { TENANT_SLUG_PATTERN, type LanguageCode } from '@propdesk/shared';
import { liveListingsOptions } from '../features/site-home/api/search-live-listings';
import { readSearch, searchBody } from '../features/site-home/home-search';
import { paths } from '../lib/paths';
import { prefetchListingPage } from '../features/public-listing/api/public-listing';
import { openingLanguage } from '../lib/i18n';
import { siteOptions } from '../lib/queries/site';
import { siteOfficesOptions } from '../lib/queries/site-offices';
import { sessionFor, siteApiClient } from '../lib/tenant';

/**
 * Starts the reads the page opens with, before React renders: the site, a public listing page's
 * listing or the site home's first listings, and for a signed-in
 * dashboard address the user fetch and the page's own data (a listing page's listing and the
 * site's types, the editor's countries too, My Listings' first page for the filters in the
 * address, the Events List's first page of its tab). Rendered in order, each
 * waits for the one before (site, then user, then the shell, then the page); started here, they
 * travel side by side with the page's code. The components read the same queries, so nothing is
 * fetched twice.
 */
export function startFirstReads(queryClient: QueryClient, location: Location) {
  const site = startSiteReads(queryClient, location);
  if (!site || !matchPath({ path: paths.dashboard.pattern, end: false }, location.pathname)) return;
  // The dashboard's own reads come with their code, fetched beside the shell's.
  void import('./dashboard-first-reads').then(({ startDashboardReads }) =>
    startDashboardReads(queryClient, location, site.slug, site.session),
  );
}

/**
 * The reads an address names whoever renders it (the browser here, the server's render before
 * its first pass): the site, and a public page's own. Answers the site, or nothing for an
 * address that names none.
 */
export function startSiteReads(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
  language = openingLanguage(),
) {
  const slug = location.pathname.split('/')[1] ?? '';
  if (!TENANT_SLUG_PATTERN.test(slug)) return undefined;
  void queryClient.prefetchQuery(siteOptions(slug));
  const session = sessionFor(slug);
  startPublicReads(queryClient, location, slug, session, language);
  return { slug, session };
}

/**
 * The public pages' first reads: a listing page's (prefetchListingPage), the site home's first
 * page of listings when the address holds no sentence (a sentence's filters must come back
 * first), and the offices in both pages' footer.
 */
function startPublicReads(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
  slug: string,
  session: ReturnType<typeof sessionFor>,
  language: LanguageCode,
) {
  const api = siteApiClient(slug, session);
  const listing =
    matchPath(paths.publicListing.pattern, location.pathname) ??
    matchPath(paths.publicListingInLanguage.pattern, location.pathname);
  if (listing?.params.propertyId) {
    prefetchListingPage(queryClient, api, slug, listing.params.propertyId, language);
  }
  const home =
    matchPath(paths.siteRoot.pattern, location.pathname) ??
    matchPath(paths.siteInLanguage.pattern, location.pathname);
  // Both end with the site's offices in their footer.
  if (listing || home) void queryClient.prefetchQuery(siteOfficesOptions(slug));
  if (home) {
    const search = readSearch(new URLSearchParams(location.search));
    if (search.q === '') {
      void queryClient.prefetchInfiniteQuery(
        liveListingsOptions(api, slug, searchBody(search, null), search.sort),
      );
    }
  }
}
