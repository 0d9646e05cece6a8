import { matchPath } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { TENANT_SLUG_PATTERN } from '@propdesk/shared';
import { parseEventTab } from '../features/events/event-tab';
import { liveListingsOptions } from '../features/site-home/api/search-live-listings';
import { readSearch, searchBody } from '../features/site-home/home-search';
import { filtersFromSearch, searchRequest } from '../features/my-listings/listing-filters';
import { paths } from '../lib/paths';
import { agentEventsOptions } from '../lib/queries/agent-events';
import { currentUserOptions } from '../lib/queries/current-user';
import { listingOptions } from '../lib/queries/listing';
import { publicListingOptions } from '../features/public-listing/api/public-listing';
import { openingLanguage } from '../lib/i18n';
import { myListingsOptions } from '../lib/queries/listing-search';
import { countriesOptions } from '../lib/queries/locations';
import { propertyTypesOptions } from '../lib/queries/property-types';
import { siteOptions } from '../lib/queries/site';
import { sessionFor, siteApiClient } from '../lib/tenant';

/** Pages that open on one listing: its read can start before the dashboard has rendered. */
const LISTING_PAGES = [paths.propertyDetails.pattern, paths.draftListing.pattern];

/** The saved listing a dashboard address opens on, if any ('draft/new' opens none). */
export function listingOnPage(pathname: string): string | undefined {
  return LISTING_PAGES.map((pattern) => matchPath(pattern, pathname)).find(
    (match) => match && match.params.propertyId !== 'new',
  )?.params.propertyId;
}

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
  const slug = location.pathname.split('/')[1] ?? '';
  if (!TENANT_SLUG_PATTERN.test(slug)) return;
  void queryClient.prefetchQuery(siteOptions(slug));
  const session = sessionFor(slug);
  startPublicReads(queryClient, location, slug, session);
  if (!matchPath({ path: paths.dashboard.pattern, end: false }, location.pathname)) return;

  const snapshot = session.getSnapshot();
  if (snapshot.status !== 'authenticated' || snapshot.locked) return;
  const api = siteApiClient(slug, session);
  void queryClient.prefetchQuery(currentUserOptions(api, slug, snapshot.claims));

  const propertyId = listingOnPage(location.pathname);
  if (propertyId) void queryClient.prefetchQuery(listingOptions(api, slug, propertyId));
  const inEditor = matchPath(paths.draftListing.pattern, location.pathname);
  if (propertyId || inEditor) void queryClient.prefetchQuery(propertyTypesOptions(api, slug));
  if (inEditor) void queryClient.prefetchQuery(countriesOptions(api, slug));
  const agentId = snapshot.claims.agentId;
  if (agentId && matchPath(paths.myListings.pattern, location.pathname)) {
    const { body, order } = searchRequest(filtersFromSearch(new URLSearchParams(location.search)));
    void queryClient.prefetchInfiniteQuery(myListingsOptions(api, slug, agentId, body, order));
  }
  if (agentId && matchPath(paths.events.pattern, location.pathname)) {
    const tab = parseEventTab(new URLSearchParams(location.search).get('tab'));
    void queryClient.prefetchInfiniteQuery(
      agentEventsOptions(api, slug, agentId, tab, openingLanguage()),
    );
  }
}

/**
 * The public pages' first reads: a listing page's listing, and the site home's first page of
 * listings when the address holds no sentence (a sentence's filters must come back first).
 */
function startPublicReads(
  queryClient: QueryClient,
  location: Location,
  slug: string,
  session: ReturnType<typeof sessionFor>,
) {
  const api = siteApiClient(slug, session);
  const listing =
    matchPath(paths.publicListing.pattern, location.pathname) ??
    matchPath(paths.publicListingInLanguage.pattern, location.pathname);
  if (listing?.params.propertyId) {
    void queryClient.prefetchQuery(
      publicListingOptions(api, slug, listing.params.propertyId, openingLanguage()),
    );
  }
  const home =
    matchPath(paths.siteRoot.pattern, location.pathname) ??
    matchPath(paths.siteInLanguage.pattern, location.pathname);
  if (home) {
    const search = readSearch(new URLSearchParams(location.search));
    if (search.q === '') {
      void queryClient.prefetchInfiniteQuery(
        liveListingsOptions(api, slug, searchBody(search, null), search.sort),
      );
    }
  }
}
