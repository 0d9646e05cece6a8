/**
 * Every query key of the dashboard, so a query and the calls that update or refresh it cannot
 * disagree. Keys of one site start with its slug.
 */
export const queryKeys = {
  sites: () => ['sites'] as const,
  site: (slug: string) => ['site', slug] as const,
  /** Every user fetch of a site: what a profile save refreshes. */
  users: (tenant: string) => [tenant, 'user'] as const,
  user: (tenant: string, sub: string) => [tenant, 'user', sub] as const,
  agent: (tenant: string, id: string) => [tenant, 'agent', id] as const,
  agentListings: (tenant: string, agentId: string, pageSize: number) =>
    [tenant, 'agent', agentId, 'listings', pageSize] as const,
  customer: (tenant: string, id: string) => [tenant, 'customer', id] as const,
  property: (tenant: string, id: string) => [tenant, 'property', id] as const,
  propertyImages: (tenant: string, propertyId: string) =>
    [tenant, 'property-images', propertyId] as const,
  countries: (tenant: string) => [tenant, 'countries'] as const,
  cities: (tenant: string, countryId: string | null) => [tenant, 'cities', countryId] as const,
  suburbs: (tenant: string, cityId: string | null) => [tenant, 'suburbs', cityId] as const,
};
