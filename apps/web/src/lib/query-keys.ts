/**
 * Every query key of the dashboard, so a query and the calls that update or refresh it cannot
 * disagree. Keys of one site start with its slug.
 */
export const queryKeys = {
  sites: () => ['sites'] as const,
  site: (slug: string) => ['site', slug] as const,
  /** The site's offices, as the public footer and the admin's Site page show them. */
  siteOffices: (slug: string) => ['site', slug, 'offices'] as const,
  /** The site's watermark and the progress of its photos' re-render (the admin's Site page). */
  siteWatermark: (slug: string) => ['site', slug, 'watermark'] as const,
  /** Every user fetch of a site: what a profile save refreshes. */
  users: (tenant: string) => [tenant, 'user'] as const,
  user: (tenant: string, sub: string) => [tenant, 'user', sub] as const,
  agent: (tenant: string, id: string) => [tenant, 'agent', id] as const,
  /** Every page size of an agent's listings: what a listing write refreshes. */
  allAgentListings: (tenant: string, agentId: string) =>
    [tenant, 'agent', agentId, 'listings'] as const,
  agentListings: (tenant: string, agentId: string, pageSize: number) =>
    [tenant, 'agent', agentId, 'listings', pageSize] as const,
  /** One search of the agent's listings (filters and order): under the agent's listings. */
  agentListingSearch: (tenant: string, agentId: string, request: object) =>
    [tenant, 'agent', agentId, 'listings', 'search', request] as const,
  customer: (tenant: string, id: string) => [tenant, 'customer', id] as const,
  property: (tenant: string, id: string) => [tenant, 'property', id] as const,
  propertyImages: (tenant: string, propertyId: string) =>
    [tenant, 'property-images', propertyId] as const,
  propertyFeatures: (tenant: string, propertyId: string) =>
    [tenant, 'property-features', propertyId] as const,
  propertyAmenities: (tenant: string, propertyId: string) =>
    [tenant, 'property-amenities', propertyId] as const,
  propertyUnits: (tenant: string, propertyId: string) =>
    [tenant, 'property-units', propertyId] as const,
  /**
   * A listing's possible duplicates, as of one version of it (its updatedAt): under the listing's
   * key, so a photo upload or delete (which refreshes the listing) reads them again.
   */
  propertyDuplicates: (tenant: string, propertyId: string, version: string) =>
    [tenant, 'property', propertyId, 'duplicates', version] as const,
  propertyHistory: (tenant: string, propertyId: string) =>
    [tenant, 'property-history', propertyId] as const,
  /** How a listing did over the last `days` days (its Performance tab). */
  listingPerformance: (tenant: string, propertyId: string, days: number) =>
    [tenant, 'listing-performance', propertyId, days] as const,
  /** The signed-in agent's live listings that need attention (the home page). */
  listingsNeedingAttention: (tenant: string) => [tenant, 'listings-attention'] as const,
  /** How many saved searches the listing matches (its agent's demand count). */
  listingDemand: (tenant: string, propertyId: string) =>
    [tenant, 'listing-demand', propertyId] as const,
  /** One filtered read of the staff's audit log. */
  auditLog: (tenant: string, filters: object) => [tenant, 'audit', filters] as const,
  /** The site's keyword tags starting with `prefix` ('' for the most used). */
  tags: (tenant: string, prefix: string) => [tenant, 'tags', prefix] as const,
  propertyTypes: (tenant: string) => [tenant, 'property-types'] as const,
  placeSearch: (tenant: string, q: string) => [tenant, 'place-search', q] as const,
  placeReverse: (tenant: string, latitude: number, longitude: number) =>
    [tenant, 'place-reverse', latitude, longitude] as const,
  countries: (tenant: string) => [tenant, 'countries'] as const,
  /** The site's cities and suburbs whose names contain the typed text. */
  placesNamed: (tenant: string, name: string) => [tenant, 'places-named', name] as const,
  /** The caller's country from their IP address, with the site's publicId for it. */
  callerLocation: (tenant: string) => [tenant, 'caller-location'] as const,
  cities: (tenant: string, countryId: string | null) => [tenant, 'cities', countryId] as const,
  suburbs: (tenant: string, cityId: string | null) => [tenant, 'suburbs', cityId] as const,
  suburb: (tenant: string, id: string) => [tenant, 'suburb', id] as const,
  /** Every event read of a site: what an event write refreshes. */
  events: (tenant: string) => [tenant, 'events'] as const,
  /** One agent's events in one tab (upcoming, past, cancelled) of the dashboard or their page. */
  agentEvents: (tenant: string, agentId: string, tab: string) =>
    [tenant, 'events', 'agent', agentId, tab] as const,
  event: (tenant: string, id: string) => [tenant, 'events', 'one', id] as const,
  eventCategories: (tenant: string) => [tenant, 'event-categories'] as const,
  /** The signed-in account's favourites: the ids (hearts) and the page's list. */
  favourites: (tenant: string) => [tenant, 'favourites'] as const,
  favouriteIds: (tenant: string) => [tenant, 'favourites', 'ids'] as const,
  favouriteList: (tenant: string) => [tenant, 'favourites', 'list'] as const,
  /** Every blog read of a site: what an article write refreshes. */
  articles: (tenant: string) => [tenant, 'articles'] as const,
  /** The blog's pages, of one category or all (null). */
  articleList: (tenant: string, category: string | null) =>
    [tenant, 'articles', 'list', category] as const,
  /** One article by the id or slug in its address. */
  article: (tenant: string, id: string) => [tenant, 'articles', 'one', id] as const,
  articleCategories: (tenant: string) => [tenant, 'article-categories'] as const,
  /** The site home: a sentence's filters, live listings matching a search, the banners. */
  sentenceSearch: (tenant: string, q: string) => [tenant, 'sentence-search', q] as const,
  liveListingSearch: (tenant: string, body: object) =>
    [tenant, 'live-listings', 'search', body] as const,
  landingBanners: (tenant: string) => [tenant, 'banners', 'LANDING'] as const,
  /** Every banner read of a site (the carousel, the staff's list): what a banner write refreshes. */
  banners: (tenant: string) => [tenant, 'banners'] as const,
  staffBanners: (tenant: string) => [tenant, 'banners', 'all'] as const,
  /** Every read of the staff's list of agents: what a verification refreshes. */
  allStaffAgents: (tenant: string) => [tenant, 'staff-agents'] as const,
  /** The staff's list of agents: all, verified or not verified, and a search. */
  staffAgents: (tenant: string, filter: string, search: string) =>
    [tenant, 'staff-agents', filter, search] as const,
  /** The staff's article list: published, drafts or all. */
  staffArticles: (tenant: string, filter: string) => [tenant, 'articles', 'staff', filter] as const,
  similarListings: (tenant: string, propertyId: string) =>
    [tenant, 'live-listings', 'similar', propertyId] as const,
  /** Every read of the agent's leads (lists, unread count, one lead): what a lead write refreshes. */
  leads: (tenant: string) => [tenant, 'leads'] as const,
  /** One filtered list of the agent's leads (the Leads page, a listing's Viewings tab). */
  leadList: (tenant: string, filters: object) => [tenant, 'leads', 'list', filters] as const,
  leadsUnread: (tenant: string) => [tenant, 'leads', 'unread'] as const,
  lead: (tenant: string, id: string) => [tenant, 'leads', 'one', id] as const,
  /**
   * The signed-in customer's own requests. The public listing page's forms refresh this exact
   * key, so its shape is fixed.
   */
  customerLeads: (tenant: string) => ['customerLeads', tenant] as const,
  /** Every moderation read (queue, summary, changes): what a decision refreshes. */
  moderation: (tenant: string) => [tenant, 'moderation'] as const,
  reviewQueue: (tenant: string, filters: object) =>
    [tenant, 'moderation', 'queue', filters] as const,
  moderationSummary: (tenant: string) => [tenant, 'moderation', 'summary'] as const,
  listingChanges: (tenant: string, id: string) => [tenant, 'moderation', 'changes', id] as const,
  feedClients: (tenant: string) => [tenant, 'feed-clients'] as const,
  resoSources: (tenant: string) => [tenant, 'reso-sources'] as const,
  /** The signed-in customer's saved searches. */
  savedSearches: (tenant: string) => [tenant, 'saved-searches'] as const,
  /** One saved search opened by a signed link (manage), without an account. */
  savedSearchByLink: (tenant: string, token: string) =>
    [tenant, 'saved-searches', 'by-link', token] as const,
  resoSourceAgents: (tenant: string, id: string) => [tenant, 'reso-sources', id, 'agents'] as const,
  resoRuns: (tenant: string, id: string) => [tenant, 'reso-sources', id, 'runs'] as const,
  resoRun: (tenant: string, id: string, runId: string) =>
    [tenant, 'reso-sources', id, 'runs', runId] as const,
  /** Every read of listing imports (the list, one import, its preview): what a change refreshes. */
  listingImports: (tenant: string) => [tenant, 'listing-imports'] as const,
  listingImport: (tenant: string, id: string) => [tenant, 'listing-imports', 'one', id] as const,
  listingImportPreview: (tenant: string, id: string) =>
    [tenant, 'listing-imports', 'preview', id] as const,
  /** The signed-in account's sessions (the profile's devices card). */
  sessions: (tenant: string) => [tenant, 'sessions'] as const,
  /** What deleting the signed-in account involves (its heirs, whether it is the last admin). */
  ownErasure: (tenant: string) => [tenant, 'personal-data', 'me'] as const,
  /** Staff looking for the person a request about personal data is about. */
  allPeople: (tenant: string) => [tenant, 'personal-data', 'people'] as const,
  people: (tenant: string, text: string) => [tenant, 'personal-data', 'people', text] as const,
  person: (tenant: string, id: string) => [tenant, 'personal-data', 'person', id] as const,
};
