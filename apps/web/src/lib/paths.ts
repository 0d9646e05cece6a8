import { generatePath } from 'react-router';

/** A pattern's parameter values, in the order the parameters appear. */
type Values<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...Values<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [string]
    : [];

/**
 * A dashboard address: calling it builds a link, `pattern` is the route the router matches, so
 * a link and its route cannot drift apart.
 */
type Address<A extends unknown[]> = ((...args: A) => string) & {
  readonly pattern: string;
  /** The issue that builds the page: until it lands, links point here but no route does. */
  readonly pendingIssue?: number;
};

/** The page at `pattern`: its link takes the parameters' values in order. */
function address<P extends string>(pattern: P): Address<Values<P>> {
  const names = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const link = (...values: string[]) =>
    generatePath<string>(pattern, Object.fromEntries(names.map((name, i) => [name, values[i]])));
  return Object.assign(link, { pattern });
}

/** A link to `page` with a query string, which keeps the page's pattern and mark. */
const withQuery = <A extends unknown[]>(
  page: Address<never>,
  link: (...args: A) => string,
): Address<A> => Object.assign(link, page);

const login = address('/:tenant/user/login');
const registerCustomer = address('/:tenant/user/register');
const propertyImages = address('/:tenant/dashboard/property/images/:propertyId');
const newListing = address('/:tenant/dashboard/property/draft/new');
const draftListing = address('/:tenant/dashboard/property/draft/:propertyId');
const propertyImagesPicker = address('/:tenant/dashboard/property/images');
const propertyDetails = address('/:tenant/dashboard/property/details/:propertyId');
const listingImports = address('/:tenant/dashboard/property/import');
const staffListingImports = address('/:tenant/dashboard/moderation/listing-imports');
const events = address('/:tenant/dashboard/events');
const articles = address('/:tenant/articles');
const leads = address('/:tenant/dashboard/leads');
const reviewQueue = address('/:tenant/dashboard/moderation/listings');

/** What the Leads address can carry: the open lead and the list's filters. */
interface LeadsQuery {
  lead?: string;
  kind?: string;
  status?: string;
  property?: string;
}

/** Every dashboard address in one place (spec section 2). All sit under the site's slug. */
export const paths = {
  sites: address('/'),
  siteRoot: address('/:tenant'),
  login: withQuery(
    login,
    (tenant: string, from?: string) =>
      login(tenant) + (from ? `?from=${encodeURIComponent(from)}` : ''),
  ),
  /** The customers' sign-up; `from` is the page to return to once the account exists. */
  registerCustomer: withQuery(
    registerCustomer,
    (tenant: string, from?: string) =>
      registerCustomer(tenant) + (from ? `?from=${encodeURIComponent(from)}` : ''),
  ),
  registerAgent: address('/:tenant/user/register/agent'),
  forgotPassword: address('/:tenant/user/forgot-password'),
  resetPassword: address('/:tenant/user/reset-password'),
  /** Where the confirmation mail's link lands (`?token=`): works signed out. */
  confirmEmail: address('/:tenant/user/confirm-email'),
  agent: address('/:tenant/agents/:agentId'),
  /** The site's blog; `category` (a category's publicId) narrows it. */
  articles: withQuery(
    articles,
    (tenant: string, category?: string) =>
      articles(tenant) + (category ? `?${new URLSearchParams({ category }).toString()}` : ''),
  ),
  /** One article of the blog, by its slug (its publicId works too). */
  article: address('/:tenant/articles/:articleId'),
  /** A listing's public page: the editor shares this link once the listing is approved. */
  publicListing: address('/:tenant/listings/:propertyId'),
  dashboard: address('/:tenant/dashboard'),
  /** The review queue; the query keeps its tab (state) and filters (agent, type, suburb). */
  reviewQueue: withQuery(reviewQueue, (tenant: string, query?: Record<string, string>) => {
    const search = new URLSearchParams(query).toString();
    return reviewQueue(tenant) + (search ? `?${search}` : '');
  }),
  /** One listing under review. */
  reviewListing: address('/:tenant/dashboard/moderation/listings/:propertyId'),
  profile: address('/:tenant/dashboard/profile'),
  /** A customer's favourites: the listings they keep, with their price and state now. */
  favourites: address('/:tenant/dashboard/favourites'),
  newListing,
  /** The listing editor on one saved listing; `tab` opens a tab, `tour` a tutorial there. */
  draftListing: withQuery(
    draftListing,
    (tenant: string, propertyId: string, tab?: string, tour?: string) => {
      const query = new URLSearchParams({ ...(tab && { tab }), ...(tour && { tour }) }).toString();
      return draftListing(tenant, propertyId) + (query ? `?${query}` : '');
    },
  ),
  myListings: address('/:tenant/dashboard/property/list'),
  /** 'Import listings' from a CSV file; `importId` reopens one import (its step, its progress). */
  listingImports: withQuery(
    listingImports,
    (tenant: string, importId?: string) =>
      listingImports(tenant) + (importId ? `?${new URLSearchParams({ import: importId })}` : ''),
  ),
  /** The same page for site staff, who import on behalf of an agency. */
  staffListingImports: withQuery(
    staffListingImports,
    (tenant: string, importId?: string) =>
      staffListingImports(tenant) +
      (importId ? `?${new URLSearchParams({ import: importId })}` : ''),
  ),
  /** A listing's detail page; `tab` is Details, Images, Location, Units, History, Performance or Viewings. */
  propertyDetails: withQuery(
    propertyDetails,
    (tenant: string, propertyId: string, tab?: string) => {
      const query = tab ? `?${new URLSearchParams({ tab }).toString()}` : '';
      return propertyDetails(tenant, propertyId) + query;
    },
  ),
  /** 'Events List'; `tab` is upcoming (the default, left out), past or cancelled. */
  events: withQuery(
    events,
    (tenant: string, tab?: string) =>
      events(tenant) + (tab ? `?${new URLSearchParams({ tab }).toString()}` : ''),
  ),
  /**
   * Leads: an agent's inquiries and viewing requests, a customer's own requests; `lead` opens
   * one, `kind`, `status` and `property` filter the list.
   */
  leads: withQuery(leads, (tenant: string, query: LeadsQuery = {}) => {
    const search = new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
    ).toString();
    return leads(tenant) + (search ? `?${search}` : '');
  }),
  propertyImagesPicker,
  /** The images page of one listing; `tour` starts the 'Add Images' tutorial on arrival. */
  propertyImages: withQuery(
    propertyImages,
    (tenant: string, propertyId: string, tour = false) =>
      propertyImages(tenant, propertyId) + (tour ? '?tour=add-images' : ''),
  ),
  /** The site's audit log (MODERATOR and ADMIN), filtered by its address's query. */
  auditLog: address('/:tenant/dashboard/moderation/audit'),
  /** Staff content screens (MODERATOR and ADMIN): the site home's banners and the blog. */
  contentBanners: address('/:tenant/dashboard/moderation/content/banners'),
  contentArticles: address('/:tenant/dashboard/moderation/content/articles'),
  /** Staff (MODERATOR and ADMIN): the site's agencies, to verify them. */
  moderationAgents: address('/:tenant/dashboard/moderation/agents'),
  newArticle: address('/:tenant/dashboard/moderation/content/articles/new'),
  editArticle: address('/:tenant/dashboard/moderation/content/articles/:articleId'),
  /** The site's name, default currency and offices (ADMIN). */
  siteSettings: address('/:tenant/dashboard/moderation/site'),
  /** Who may read the site's RESO feed: its admins keep the feed clients. */
  feedClients: address('/:tenant/dashboard/moderation/feed-clients'),
  /** Requests about a person's data received by e-mail (MODERATOR and ADMIN): export, erase. */
  personalData: address('/:tenant/dashboard/moderation/personal-data'),
  /** The other RESO servers the site copies listings from (ADMIN); one source with its runs. */
  resoSources: address('/:tenant/dashboard/moderation/reso-sources'),
  resoSource: address('/:tenant/dashboard/moderation/reso-sources/:sourceId'),
  /** A customer's saved searches, with their alerts' frequency and new matches. */
  savedSearches: address('/:tenant/dashboard/saved-searches'),
  /** The saved-search mails' links (`?token=`): they work without signing in. */
  confirmSavedSearch: address('/:tenant/saved-searches/confirm'),
  unsubscribeSavedSearch: address('/:tenant/saved-searches/unsubscribe'),
  manageSavedSearch: address('/:tenant/saved-searches/manage'),
  /**
   * The public pages in one language (`/{tenant}/{lang}…`, see `language-addresses` in
   * @propdesk/shared); links keep the reader's address through `usePublicPath`.
   */
  siteInLanguage: address('/:tenant/:lang'),
  publicListingInLanguage: address('/:tenant/:lang/listings/:propertyId'),
  agentInLanguage: address('/:tenant/:lang/agents/:agentId'),
  articlesInLanguage: address('/:tenant/:lang/articles'),
  articleInLanguage: address('/:tenant/:lang/articles/:articleId'),
  /** Help menu tutorials: each opens the page where its tour runs. */
  tutorialCreateProperty: withQuery(
    newListing,
    (tenant: string) => `${newListing(tenant)}?tour=create-property`,
  ),
  tutorialAddImages: withQuery(
    propertyImagesPicker,
    (tenant: string) => `${propertyImagesPicker(tenant)}?tour=add-images`,
  ),
};

/**
 * The page to return to after signing in: only a path inside the same site, so the `from`
 * parameter cannot send anyone to another origin or another site.
 */
export function safeReturnPath(tenant: string, from: string | null): string {
  if (!from) return paths.dashboard(tenant);
  const ok =
    from.startsWith(`/${tenant}/`) &&
    !from.startsWith('//') &&
    !from.includes('\\') &&
    !from.startsWith(`/${tenant}/user/`);
  return ok ? from : paths.dashboard(tenant);
}
