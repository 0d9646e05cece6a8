import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../infra/context';
import { createPdfPrinter } from '../infra/pdf-printer';
import { amenitiesRoutes } from './amenities';
import { auditRoutes, type AuditContext } from './audit';
import { articlesRoutes, type ArticlesContext } from './articles';
import { afterAnswer } from '../infra/after-answer';
import { inSystemScope } from '../infra/data-scope';
import { RevokedSessions } from '../infra/revoked-sessions';
import {
  admitSignup,
  authRoutes,
  sendEmailConfirmation,
  sessionsEndedWithin,
  type AdmitSignup,
  type AuthContext,
} from './auth';
import { agentsModerationRoutes, agentsRoutes, type AgentsContext } from './agents';
import { bannersRoutes, type BannersContext } from './banners';
import { customersRoutes, type CustomersContext } from './customers';
import {
  countListingFeatures,
  deleteListingFeatures,
  featuresRoutes,
  type FeaturesContext,
} from './features';
import { eventsRoutes, type EventsContext } from './events';
import {
  addListingPhotosByUrl,
  countListingImages,
  deleteListingImageRows,
  discardKeys,
  deleteListingImages,
  imagesRoutes,
  listingPhotos,
  sitePhotosMarked,
  type ImagesContext,
} from './images';
import { createGeoContext, geoRoutes, type GeoContext } from './geo';
import { joinGuestLeads, leadsRoutes, type LeadsContext } from './leads';
import { listingExportRoutes, type ListingExportContext } from './listing-export';
import {
  listingPerformanceRoutes,
  storeVisits,
  visitOf,
  VisitCounter,
  type ListingPerformanceContext,
} from './listing-performance';
import { listingBulkRoutes, type ListingBulkContext } from './listing-bulk';
import { locationsRoutes, siteCurrencies } from './locations';
import { enqueueNotice } from './notices';
import { createPlacesContext, placesRoutes, type PlacesContext } from './places';
import {
  createPropertiesContext,
  findListingOwner,
  propertiesRoutes,
  type ListingParts,
  type PropertiesContext,
} from './properties';
import { propertyModerationRoutes, type PropertyModerationContext } from './property-moderation';
import {
  createPropertySearchContext,
  propertySearchRoutes,
  type PropertySearchContext,
} from './property-search';
import { propertyTypesRoutes, type PropertyTypesContext } from './property-types';
import {
  auditPages,
  leadCards,
  staffAgentRows,
  staffHomeRoutes,
  typeFeatures,
} from './read-models';
import { RESO_DEFAULT_PAGE, RESO_MAX_PAGE, resoRoutes, type ResoContext } from './reso';
import { seoRoutes, SITEMAP_MAX_URLS, type SeoContext } from './seo';
import { brochuresRoutes, type BrochuresContext } from './brochures';
import { createTagsContext, tagsRoutes, type TagsContext } from './tags';
import { tenantsRoutes, type TenantsContext } from './tenants';
import {
  deleteListingUnitFiles,
  deleteListingUnitImageRows,
  unitPhotos,
  unitsRoutes,
  type UnitsContext,
} from './units';
import { usersRoutes } from './users';
import { favouritesRoutes, type FavouritesContext } from './favourites';
import { PERSONAL_DATA_PROVIDERS, privacyRoutes, type PrivacyContext } from './privacy';
import {
  checkDuplicates,
  checkNewListings,
  listingDuplicatesRoutes,
  type ListingDuplicatesContext,
} from './listing-duplicates';
import { feedClientsRoutes, type FeedClientsContext } from './feed-clients';
import { listingImportsRoutes, type ListingImportsContext } from './listing-imports';
import { resoSourcesRoutes, type ResoSourcesContext } from './reso-sources';
import {
  savedSearchesRoutes,
  searchDemandRoutes,
  type SavedSearchesContext,
} from './saved-searches';

/** Every module's context: its dependencies, built once per app. */
export interface Modules {
  base: ModuleContext;
  tenants: TenantsContext;
  auth: AuthContext;
  agents: AgentsContext;
  customers: CustomersContext;
  properties: PropertiesContext;
  /** The listings' context with the search's caches, cursors and vocabulary. */
  propertySearch: PropertySearchContext;
  /** The search's, with where moderation's emails go. */
  propertyModeration: PropertyModerationContext;
  features: FeaturesContext;
  images: ImagesContext;
  /** Amenities need the database only; their listing look-ups go through the properties module. */
  amenities: ModuleContext;
  propertyTypes: PropertyTypesContext;
  tags: TagsContext;
  places: PlacesContext;
  units: UnitsContext;
  events: EventsContext;
  banners: BannersContext;
  articles: ArticlesContext;
  geo: GeoContext;
  leads: LeadsContext;
  seo: SeoContext;
  brochures: BrochuresContext;
  audit: AuditContext;
  reso: ResoContext;
  feedClients: FeedClientsContext;
  listingExport: ListingExportContext;
  listingBulk: ListingBulkContext;
  listingImports: ListingImportsContext;
  resoSources: ResoSourcesContext;
  savedSearches: SavedSearchesContext;
  favourites: FavouritesContext;
  listingDuplicates: ListingDuplicatesContext;
  listingPerformance: ListingPerformanceContext;
  privacy: PrivacyContext;
}

/**
 * Builds every module's context: the one place where modules are wired to each other. A module
 * reaches another through that module's index.ts; an effect that would make two modules depend
 * on each other (listings changed, a listing's images or unit photos deleted) is handed over here as a function.
 */
export function createModules(app: FastifyInstance): Modules {
  const base: ModuleContext = { db: app.db };
  const geo = createGeoContext(base);
  const auth: AuthContext = {
    ...base,
    config: app.config,
    mailer: app.mailer,
    log: app.log,
    queueNotice: (db, tenantId, notice) =>
      enqueueNotice({ db, webhookUrl: app.config.messagingWebhookUrl }, tenantId, notice),
    joinGuestLeads,
    countryOf: geo.countryOf,
    endedSessions: new RevokedSessions(
      // Every site's sessions: the look is made for whichever request comes first.
      (withinMs) => inSystemScope(() => sessionsEndedWithin(base.db, withinMs)),
      app.config.accessTokenTtlSeconds * 1000,
      app.log,
    ),
    afterAnswer: afterAnswer(app.log),
  };
  const admit: AdmitSignup = (tenant, ip) => admitSignup(auth, null, tenant, ip);
  const listingDuplicates: ListingDuplicatesContext = {
    ...base,
    log: app.log.child({ module: 'listing-duplicates' }),
  };
  const now = () => new Date();
  const listingPerformance: ListingPerformanceContext = {
    ...base,
    now,
    visits: new VisitCounter(
      (batch) => storeVisits(app.db, batch, now().toISOString().slice(0, 10)),
      {
        secret: app.config.jwtSecret,
        enabled: app.config.listingStats,
        siteHosts: [new URL(app.config.publicUrl).hostname],
        log: app.log.child({ module: 'listing-performance' }),
      },
    ),
  };
  const listingParts: ListingParts = {
    count: async (db, tenantId, listingId) => ({
      featureCount: await countListingFeatures(db, listingId),
      imageCount: await countListingImages(db, tenantId, listingId),
    }),
    remove: async (db, tenantId, listingId) => {
      await deleteListingFeatures(db, listingId);
      return [
        ...(await deleteListingImageRows(db, tenantId, listingId)),
        ...(await deleteListingUnitImageRows(db, tenantId, listingId)),
      ];
    },
    discardFiles: (keys) => discardKeys(app.storage, keys),
  };
  const properties = createPropertiesContext({
    database: app.database,
    log: app.log,
    signedInCacheBytes: app.config.signedInCacheBytes,
    deleteListingImages: (tenant, listing) => deleteListingImages(images, tenant, listing),
    deleteListingUnitFiles: (tenant, listing) => deleteListingUnitFiles(units, tenant, listing.id),
    listingParts,
    listingsSaved: (tenant, ids, created) =>
      created
        ? checkNewListings(listingDuplicates, tenant, ids)
        : checkDuplicates(listingDuplicates, tenant, ids),
    listingVisited: (req, listingId) =>
      listingPerformance.visits.view(req.tenant!.id, listingId, visitOf(req)),
    photosMarked: (tenantId, db) => sitePhotosMarked(db, tenantId),
  });
  const propertySearch = createPropertySearchContext(properties, { secret: app.config.jwtSecret });
  const images: ImagesContext = {
    ...base,
    storage: app.storage,
    log: app.log,
    listingsChanged: properties.changed,
    listingParts,
    remoteFetch: app.config.remoteFetch,
    photosChanged: (tenant, id) => checkDuplicates(listingDuplicates, tenant, [id]),
    markedPhotos: [listingPhotos, unitPhotos],
    wakeWatermarks: () => {},
  };
  const units: UnitsContext = { ...base, storage: app.storage };
  const features: FeaturesContext = { ...base, listingsChanged: properties.changed, listingParts };
  return {
    base,
    tenants: {
      ...base,
      siteCurrencies: (tenant) => siteCurrencies(base, tenant),
      siteChanged: (tenant) => app.tenantCache.delete(tenant.slug),
    },
    auth,
    agents: {
      ...base,
      admitSignup: admit,
      queueNotice: (db, tenantId, notice) =>
        enqueueNotice({ db, webhookUrl: app.config.messagingWebhookUrl }, tenantId, notice),
      publicUrl: app.config.publicUrl,
      staffAgents: staffAgentRows,
    },
    customers: {
      ...base,
      admitSignup: admit,
      sendEmailConfirmation: (tx, tenant, user) =>
        sendEmailConfirmation({ ...auth, db: tx.db }, tenant, user),
    },
    properties,
    propertySearch,
    propertyModeration: {
      ...propertySearch,
      notices: { db: app.db, webhookUrl: app.config.messagingWebhookUrl },
      links: { publicUrl: app.config.publicUrl },
    },
    features,
    images,
    amenities: base,
    propertyTypes: { ...base, typeFeatures },
    tags: createTagsContext(base.db, properties),
    places: createPlacesContext({ base, geocoder: app.config.geocoder, log: app.log }),
    units,
    events: { ...base, storage: app.storage, log: app.log },
    banners: { ...base, storage: app.storage, log: app.log },
    articles: { ...base, storage: app.storage, log: app.log },
    geo,
    leads: {
      ...base,
      notices: { db: app.db, webhookUrl: app.config.messagingWebhookUrl },
      links: { publicUrl: app.config.publicUrl },
      limits: {
        perAddress: app.config.leadLimitPerAddress,
        perEmail: app.config.leadLimitPerEmail,
      },
      cards: leadCards,
    },
    seo: {
      ...base,
      properties,
      storage: app.storage,
      publicUrl: app.config.publicUrl,
      sitemapSize: SITEMAP_MAX_URLS,
    },
    brochures: {
      ...base,
      properties,
      storage: app.storage,
      printer: createPdfPrinter(app.config.chromePath, app.log.child({ module: 'brochures' })),
      publicUrl: app.config.publicUrl,
    },
    audit: {
      ...base,
      listingOwner: (tenant, publicId) => findListingOwner(base, tenant, publicId),
      auditPages,
    },
    reso: {
      ...base,
      publicUrl: app.config.publicUrl,
      pages: { max: RESO_MAX_PAGE, default: RESO_DEFAULT_PAGE },
    },
    feedClients: { ...base, config: app.config },
    listingExport: { ...base, publicUrl: app.config.publicUrl },
    listingBulk: { ...base, properties, log: app.log.child({ module: 'listing-bulk' }) },
    listingImports: {
      ...base,
      storage: app.storage,
      log: app.log.child({ module: 'listing-imports' }),
      properties,
      features,
      addPhotos: (target, photos) => addListingPhotosByUrl(images, target, photos),
      // Set by app.ts once the worker exists.
      wake: () => undefined,
    },
    resoSources: {
      ...base,
      config: app.config,
      log: app.log.child({ module: 'reso-sources' }),
      properties,
      features,
      addPhotos: (target, photos) => addListingPhotosByUrl(images, target, photos),
      tokens: new Map(),
      // Set by app.ts once the worker exists.
      wake: () => undefined,
    },
    savedSearches: {
      ...base,
      webhookUrl: app.config.messagingWebhookUrl,
      publicUrl: app.config.publicUrl,
      secret: app.config.jwtSecret,
    },
    listingDuplicates,
    listingPerformance,
    favourites: {
      ...base,
      properties,
      notices: { db: app.db, webhookUrl: app.config.messagingWebhookUrl },
      publicUrl: app.config.publicUrl,
    },
    privacy: {
      ...base,
      providers: PERSONAL_DATA_PROVIDERS,
      storage: app.storage,
      secret: app.config.jwtSecret,
      listingsChanged: properties.changed,
      log: app.log.child({ module: 'privacy' }),
    },
  };
}

/** Every module's routes. Each module owns its paths; add new ones here. */
export async function registerModules(app: FastifyInstance, modules: Modules): Promise<void> {
  await app.register(tenantsRoutes, { ctx: modules.tenants });
  await app.register(authRoutes, { ctx: modules.auth });
  await app.register(usersRoutes, { ctx: modules.base });
  await app.register(agentsRoutes, { ctx: modules.agents });
  await app.register(agentsModerationRoutes, { ctx: modules.agents });
  await app.register(customersRoutes, { ctx: modules.customers });
  await app.register(locationsRoutes, { ctx: modules.base });
  await app.register(geoRoutes, { ctx: modules.geo });
  await app.register(propertyTypesRoutes, { ctx: modules.propertyTypes });
  await app.register(imagesRoutes, { ctx: modules.images });
  // Listings: writes and single reads, then lists and searches, then moderation and the staff
  // home, in this order (the OpenAPI document lists paths as they are registered).
  await app.register(propertiesRoutes, { ctx: modules.properties });
  await app.register(propertySearchRoutes, { ctx: modules.propertySearch });
  await app.register(propertyModerationRoutes, { ctx: modules.propertyModeration });
  await app.register(listingDuplicatesRoutes, { ctx: modules.listingDuplicates });
  await app.register(listingPerformanceRoutes, { ctx: modules.listingPerformance });
  await app.register(searchDemandRoutes, { ctx: modules.base });
  await app.register(staffHomeRoutes, { ctx: modules.base });
  await app.register(featuresRoutes, { ctx: modules.features });
  await app.register(amenitiesRoutes, { ctx: modules.amenities });
  await app.register(tagsRoutes, { ctx: modules.tags });
  await app.register(placesRoutes, { ctx: modules.places });
  await app.register(unitsRoutes, { ctx: modules.units });
  await app.register(eventsRoutes, { ctx: modules.events });
  await app.register(bannersRoutes, { ctx: modules.banners });
  await app.register(leadsRoutes, { ctx: modules.leads });
  await app.register(seoRoutes, { ctx: modules.seo });
  await app.register(brochuresRoutes, { ctx: modules.brochures });
  await app.register(articlesRoutes, { ctx: modules.articles });
  await app.register(auditRoutes, { ctx: modules.audit });
  await app.register(resoRoutes, { ctx: modules.reso });
  await app.register(feedClientsRoutes, { ctx: modules.feedClients });
  await app.register(listingExportRoutes, { ctx: modules.listingExport });
  await app.register(listingBulkRoutes, { ctx: modules.listingBulk });
  await app.register(listingImportsRoutes, { ctx: modules.listingImports });
  await app.register(resoSourcesRoutes, { ctx: modules.resoSources });
  await app.register(savedSearchesRoutes, { ctx: modules.savedSearches });
  await app.register(favouritesRoutes, { ctx: modules.favourites });
  await app.register(privacyRoutes, { ctx: modules.privacy });
}
