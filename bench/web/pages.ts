import { paths } from '../../apps/web/src/lib/paths';

/** Who a page is measured as: signed out, or one of the demo accounts. */
export type Viewer = 'signed out' | 'agent' | 'moderator' | 'admin';

export interface PagePlan {
  label: string;
  address: string;
  as: Viewer;
  note?: string;
  /** A public page search engines index. */
  indexed?: boolean;
}

export interface BenchListings {
  /** The demo agent's listing, approved: its detail page and its public page. */
  live: string;
  /** A second listing of the demo agent, left waiting in review for the moderator. */
  waiting: string;
  /** The demo agent's public id: its agency's public page. */
  agent: string;
  /** A published article's slug, when the site has one: the blog's article page. */
  article?: string;
}

/**
 * The pages in the order they are measured: signed out, the agent's, the public ones, the staff's,
 * then the extra addresses (as the demo agent). `only` keeps the pages whose label has one of
 * its words.
 */
export function pagePlan(
  tenant: string,
  listings: BenchListings,
  options: { myListings: number; extra?: string[]; only?: string[] },
): PagePlan[] {
  const plan: PagePlan[] = [
    { label: 'sign-in', address: paths.login(tenant), as: 'signed out' },
    { label: 'dashboard home', address: paths.dashboard(tenant), as: 'agent' },
    { label: 'listing editor, details', address: paths.newListing(tenant), as: 'agent' },
    {
      label: 'listing detail, details',
      address: paths.propertyDetails(tenant, listings.live),
      as: 'agent',
    },
    {
      label: 'listing images',
      address: paths.propertyImages(tenant, listings.live),
      as: 'agent',
      note: 'the listing of the detail page: its three photos, which the agent can put in order',
    },
    {
      label: 'my listings',
      address: paths.myListings(tenant),
      as: 'agent',
      note: `the demo agent with ${options.myListings} listings made through the API before the runs`,
    },
    {
      label: 'listing import',
      address: paths.listingImports(tenant),
      as: 'agent',
      note: 'the first step of the CSV import wizard, with the past imports below it',
    },
    {
      label: 'events list',
      address: paths.events(tenant),
      as: 'agent',
      note: "the demo agent's seeded events, Upcoming tab",
    },
    { label: 'public site home', address: paths.siteRoot(tenant), as: 'signed out', indexed: true },
    {
      label: 'leads',
      address: paths.leads(tenant),
      as: 'agent',
      note: "the demo agent's seeded inquiries and viewing requests",
    },
    {
      label: 'public listing page',
      address: paths.publicListing(tenant, listings.live),
      as: 'signed out',
      indexed: true,
      note: 'the listing of the detail page, approved, with three photos',
    },
    {
      label: 'public agency page',
      address: paths.agent(tenant, listings.agent),
      as: 'signed out',
      indexed: true,
      note: "the demo agent's agency, with its live listing",
    },
    { label: 'public blog', address: paths.articles(tenant), as: 'signed out', indexed: true },
    ...(listings.article
      ? [
          {
            label: 'public article',
            address: paths.article(tenant, listings.article),
            as: 'signed out' as const,
            indexed: true,
            note: "the blog's newest article, as seeded",
          },
        ]
      : []),
    { label: 'staff home', address: paths.dashboard(tenant), as: 'moderator' },
    {
      label: 'review queue',
      address: paths.reviewQueue(tenant),
      as: 'moderator',
      note: 'the demo moderator; the listing the run sends for review waits in it',
    },
    {
      label: 'review page',
      address: paths.reviewListing(tenant, listings.waiting),
      as: 'moderator',
      note: 'a listing of the demo agent waiting for review; no photos',
    },
    { label: 'staff agents', address: paths.moderationAgents(tenant), as: 'moderator' },
    { label: 'staff audit log', address: paths.auditLog(tenant), as: 'moderator' },
    {
      label: 'staff listing imports',
      address: paths.staffListingImports(tenant),
      as: 'moderator',
      note: 'the import wizard on behalf of an agency',
    },
    // Only a site's admins keep its feed clients and RESO sources.
    { label: 'staff feed clients', address: paths.feedClients(tenant), as: 'admin' },
    {
      label: 'staff RESO sources',
      address: paths.resoSources(tenant),
      as: 'admin',
      note: 'no source connected: the explanation and the connect button',
    },
    ...(options.extra ?? []).map((address): PagePlan => ({ label: address, address, as: 'agent' })),
  ];
  const { only } = options;
  return only ? plan.filter((page) => only.some((word) => page.label.includes(word))) : plan;
}
