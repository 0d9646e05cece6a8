import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { filtersFromSearch, searchRequest } from '../features/my-listings/listing-filters';
import { paths } from '../lib/paths';
import { listingOptions } from '../lib/queries/listing';
import { myListingsOptions } from '../lib/queries/listing-search';
import { propertyTypesOptions } from '../lib/queries/property-types';
import { useSession, useTenant } from '../lib/tenant';

/** Pages that open on one listing: its read can start before the dashboard has rendered. */
const LISTING_PAGES = [paths.propertyDetails.pattern, paths.draftListing.pattern];

/** The saved listing a dashboard address opens on, if any ('draft/new' opens none). */
export function listingOnPage(pathname: string): string | undefined {
  return LISTING_PAGES.map((pattern) => matchPath(pattern, pathname)).find(
    (match) => match && match.params.propertyId !== 'new',
  )?.params.propertyId;
}

/**
 * Starts the data a page opens with (a listing page's listing and the site's types, My Listings'
 * first page for the filters in the address) as soon as the site is known, side by side with the
 * user fetch and the page's code, instead of after the shell has rendered: the page's first paint
 * then waits for one round trip, not three. The page reads the same queries, so nothing is
 * fetched twice.
 */
export function PageDataPrefetch() {
  const { api, slug } = useTenant();
  const session = useSession();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const agentId =
    session.status === 'authenticated' && !session.locked ? session.claims.agentId : undefined;
  const signedIn = session.status === 'authenticated' && !session.locked;

  useEffect(() => {
    if (!agentId || !matchPath(paths.myListings.pattern, pathname)) return;
    const { body, order } = searchRequest(filtersFromSearch(new URLSearchParams(search)));
    void queryClient.prefetchInfiniteQuery(myListingsOptions(api, slug, agentId, body, order));
  }, [agentId, pathname, search, api, slug, queryClient]);

  useEffect(() => {
    if (!signedIn) return;
    const propertyId = listingOnPage(pathname);
    if (!propertyId) return;
    void queryClient.prefetchQuery(listingOptions(api, slug, propertyId));
    void queryClient.prefetchQuery(propertyTypesOptions(api, slug));
  }, [signedIn, pathname, api, slug, queryClient]);

  return null;
}
