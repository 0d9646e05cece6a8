import { matchPath } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { parseEventTab } from '../features/events/event-tab';
import { filtersFromSearch, searchRequest } from '../features/my-listings/listing-filters';
import { paths } from '../lib/paths';
import { openingLanguage } from '../lib/i18n';
import { agentEventsOptions } from '../lib/queries/agent-events';
import { currentUserOptions } from '../lib/queries/current-user';
import { listingOptions } from '../lib/queries/listing';
import { myListingsOptions } from '../lib/queries/listing-search';
import { countriesOptions } from '../lib/queries/locations';
import { propertyTypesOptions } from '../lib/queries/property-types';
import { siteApiClient, type sessionFor } from '../lib/tenant';

/** Pages that open on one listing: its read can start before the dashboard has rendered. */
const LISTING_PAGES = [paths.propertyDetails.pattern, paths.draftListing.pattern];

/** The saved listing a dashboard address opens on, if any ('draft/new' opens none). */
export function listingOnPage(pathname: string): string | undefined {
  return LISTING_PAGES.map((pattern) => matchPath(pattern, pathname)).find(
    (match) => match && match.params.propertyId !== 'new',
  )?.params.propertyId;
}

/**
 * A signed-in dashboard address's first reads (startFirstReads): the user, and the page's own
 * data. Loaded apart from the entry, so the public pages never carry the dashboard's rules.
 */
export function startDashboardReads(
  queryClient: QueryClient,
  location: Location,
  slug: string,
  session: ReturnType<typeof sessionFor>,
) {
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
