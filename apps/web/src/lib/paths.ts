import type { PathParam } from 'react-router';

type Fill<P extends string> = (
  params: Record<PathParam<P>, string>,
  search?: Record<string, string | undefined>,
) => string;

/**
 * A dashboard address: calling it builds a link, `pattern` is the route the router matches, so
 * a link and its route cannot drift apart.
 */
export type Address<A extends unknown[]> = ((...args: A) => string) & {
  readonly pattern: string;
  /** The issue that builds the page: until it lands, links point here but no route does. */
  readonly pendingIssue?: number;
};

function address<P extends string, A extends unknown[]>(
  pattern: P,
  link: (fill: Fill<P>, ...args: A) => string,
  options: { pendingIssue?: number } = {},
): Address<A> {
  const fill: Fill<P> = (params, search = {}) => {
    const query = Object.entries(search)
      .flatMap(([key, value]) => (value ? [`${key}=${encodeURIComponent(value)}`] : []))
      .join('&');
    const path = pattern.replace(/:(\w+)/g, (_, key: PathParam<P>) =>
      encodeURIComponent(params[key]),
    );
    return path + (query ? `?${query}` : '');
  };
  return Object.assign((...args: A) => link(fill, ...args), { pattern, ...options });
}

/** A help-menu tutorial: the page where its tour runs, opened with `?tour=`. */
function tutorial(page: Address<[tenant: string]>, tour: string): Address<[tenant: string]> {
  return Object.assign((tenant: string) => `${page(tenant)}?tour=${tour}`, {
    pattern: page.pattern,
    pendingIssue: page.pendingIssue,
  });
}

/** A page whose only parameter is the site. */
function sitePage(pattern: `/:tenant${string}`, options?: { pendingIssue?: number }) {
  return address(pattern, (to, tenant: string) => to({ tenant }), options);
}

const pages = {
  sites: address('/', (to) => to({})),
  siteRoot: sitePage('/:tenant'),
  login: address('/:tenant/user/login', (to, tenant: string, from?: string) =>
    to({ tenant }, { from }),
  ),
  registerCustomer: sitePage('/:tenant/user/register'),
  registerAgent: sitePage('/:tenant/user/register/agent'),
  forgotPassword: sitePage('/:tenant/user/forgot-password'),
  resetPassword: sitePage('/:tenant/user/reset-password'),
  agent: address('/:tenant/agents/:agentId', (to, tenant: string, agentId: string) =>
    to({ tenant, agentId }),
  ),
  dashboard: sitePage('/:tenant/dashboard'),
  profile: sitePage('/:tenant/dashboard/profile'),
  newListing: sitePage('/:tenant/dashboard/property/draft/new', { pendingIssue: 10 }),
  myListings: sitePage('/:tenant/dashboard/property/list', { pendingIssue: 11 }),
  events: sitePage('/:tenant/dashboard/events', { pendingIssue: 12 }),
  propertyImagesPicker: sitePage('/:tenant/dashboard/property/images'),
  /** The images page of one listing; `tour` starts the 'Add Images' tutorial on arrival. */
  propertyImages: address(
    '/:tenant/dashboard/property/images/:propertyId',
    (to, tenant: string, propertyId: string, tour = false) =>
      to({ tenant, propertyId }, { tour: tour ? 'add-images' : undefined }),
  ),
};

/** Every dashboard address in one place (spec section 2). All sit under the site's slug. */
export const paths = {
  ...pages,
  /** Help menu tutorials: each opens the page where its tour runs. */
  tutorialCreateProperty: tutorial(pages.newListing, 'create-property'),
  tutorialAddImages: tutorial(pages.propertyImagesPicker, 'add-images'),
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

/** Non-agents get the restricted view on these paths (spec section 2). */
export function isAgentOnlyPath(pathname: string): boolean {
  return /\/(property|leads)(\/|$)/.test(pathname);
}
