import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { RESERVED_TENANT_SLUGS, TENANT_SLUG_PATTERN, TOUR_FRAME_ORIGINS } from '@propdesk/shared';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './infra/db';
import { errorBody, frameworkErrors, ownErrorShape, registerErrorHandling } from './infra/errors';
import { createTenantCache, registerTenancy, type TenantCache } from './infra/tenant';
import { registerAuth } from './infra/auth';
import { JSON_BODY_LIMIT, registerJsonBody } from './infra/json-body';
import { registerBodyTimeout, serverTimeoutOptions } from './infra/server-timeouts';
import { createIdempotencySweep, registerIdempotency } from './infra/idempotency';
import { API_SECURITY, registerSecurityHeaders } from './infra/security-headers';
import { createMailer, type Mailer, withOneLineHeaders } from './infra/mailer';
import { journaledStorage } from './infra/file-journal';
import { removalGate, type RemovalGate } from './infra/removal-gate';
import { createStorage, FILE_CACHE_CONTROL, localUploadsDir, type Storage } from './infra/storage';
import { tileImageSource, withMapTilesMeta } from './infra/map-tiles';
import { createWebRenderer } from './infra/web-render';
import { withEmptyNotModified, withoutUnusedSchemas, withTypedNullableUnions } from './lib/openapi';
import { withIdempotencyKeys } from './lib/openapi-idempotency';
import { prefersPage } from './lib/prefers-page';
import { createModules, registerModules, type Modules } from './modules';
import { createNoticeWorker, type NoticeWorker } from './modules/notices';
import {
  createAuditRetention,
  createAuditSessionSweep,
  type AuditRetention,
  type AuditSessionSweep,
} from './modules/audit';
import { createFavouriteNotices, type FavouriteNotices } from './modules/favourites';
import {
  createUnfinishedFilesSweep,
  createWatermarkWorker,
  type UnfinishedFilesSweep,
  type WatermarkWorker,
} from './modules/images';
import { sendPage } from './modules/seo';
import { findTenant } from './modules/tenants';
import { findActorAccount } from './modules/users';
import { feedClientLookups, TOKEN_ERROR_SHAPE } from './modules/feed-clients';
import { RESO_ERROR_SHAPE } from './modules/reso';
import { createListingImportWorker, type ListingImportWorker } from './modules/listing-imports';
import { createResoSourceWorker, type ResoSourceWorker } from './modules/reso-sources';
import { createSearchAlertWorker, type SearchAlertWorker } from './modules/saved-searches';
import { createLeadRetention, type LeadRetention } from './modules/privacy';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
    mailer: Mailer;
    storage: Storage;
    /** Holds the storage's removals while a backup takes its snapshot (infra/backup.ts). */
    fileRemovals: RemovalGate;
    /** The sites resolved from X-Tenant lately; a site's change makes it forget that site. */
    tenantCache: TenantCache;
    /** Every module's context (its dependencies and caches). */
    modules: Modules;
    /** Sends queued notices (emails, webhooks) from the moment the app is ready until it closes. */
    notices: NoticeWorker;
    /** Runs started listing imports in the background, resuming what a stopped process left. */
    listingImports: ListingImportWorker;
    /** Replicates the RESO sources that are due, from the moment the app is ready until it closes. */
    resoSources: ResoSourceWorker;
    /** Queues the notices of favourites' changes, every few minutes while the app runs. */
    favouriteNotices: FavouriteNotices;
    /** Matches approved and cheaper listings to saved searches and queues their alerts. */
    searchAlerts: SearchAlertWorker;
    /** Prunes the audit log to AUDIT_RETENTION_DAYS, every hour while the app runs. */
    auditRetention: AuditRetention;
    /** Ends editing sessions without a save for ten minutes: each becomes its audit entry. */
    auditSessionSweep: AuditSessionSweep;
    /** Removes the senders' details of leads idle for LEAD_RETENTION_MONTHS, every hour. */
    leadRetention: LeadRetention;
    /** Draws the sites' photo variants again after their watermark changed, in the background. */
    watermarks: WatermarkWorker;
    /** Removes the files of uploads a crashed process left, at start and then now and again. */
    unfinishedFiles: UnfinishedFilesSweep;
    /**
     * Set when the process is about to stop (server.ts): requests are still served, but /ready
     * answers 503 and every answer closes its connection, so a load balancer moves away.
     */
    draining: boolean;
  }
}

export interface AppOptions {
  logger?: boolean;
  mailer?: Mailer;
  storage?: Storage;
}

/** Addresses that answer errors in a shape of their own: the RESO feed's and its token's. */
const ADDRESS_ERROR_SHAPES = [RESO_ERROR_SHAPE, TOKEN_ERROR_SHAPE];

export async function buildApp(
  config: Config,
  database: DatabaseHandle,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
          },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    frameworkErrors: frameworkErrors(ADDRESS_ERROR_SHAPES),
    // Long enough for an email of 254 characters, percent-encoded.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 800 },
    requestIdHeader: 'x-request-id',
    ...serverTimeoutOptions(config.timeouts),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('mailer', withOneLineHeaders(options.mailer ?? createMailer(config, app.log)));
  app.decorate('fileRemovals', removalGate());
  app.decorate(
    'storage',
    app.fileRemovals.guard(journaledStorage(options.storage ?? createStorage(config), database)),
  );
  app.decorate('tenantCache', createTenantCache());
  registerErrorHandling(app);
  registerJsonBody(app);
  registerBodyTimeout(app, config.timeouts.bodyMs);

  registerSecurityHeaders(app, {
    documents: {
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'https:', tileImageSource(config.mapTiles.url)],
          // The dashboard talks to its own API only; an injected script could send nowhere else.
          'connect-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'script-src': ["'self'"],
          // A listing's video or tour, framed when a visitor asks (shared/rules/tour-link).
          'frame-src': [...TOUR_FRAME_ORIGINS],
        },
      },
      crossOriginEmbedderPolicy: false,
    },
    api: API_SECURITY,
    // The web app's pages come from the not-found handler (unknown paths), its scripts and
    // styles from /assets/, and the API docs' page from /api/docs.
    servesDocuments: (routePath) =>
      routePath.startsWith('/api/docs') || routePath.startsWith('/assets/'),
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Propdesk API',
        description:
          'Multi-tenant property listing marketplace. Every call names its site in X-Tenant; ' +
          'signed-in calls carry Authorization: Bearer <token>. Every JSON body: at most 1 MB ' +
          '(413) and 32 levels of arrays and objects (400, before anything reads it), sent ' +
          'within BODY_TIMEOUT_MS (408). Free text: invisible direction and zero-width ' +
          'characters are removed and the text stored in NFC; control characters are refused ' +
          '(400), except line breaks and tabs in texts of several lines.',
        version: '1.0.0',
        contact: { name: 'Propdesk', url: config.publicUrl },
      },
      servers: [{ url: config.publicUrl, description: 'This server (PUBLIC_URL)' }],
      tags: API_TAGS,
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: withTenantHeader,
    transformObject: (input) =>
      withIdempotencyKeys(
        withEmptyNotModified(
          withTypedNullableUnions(withoutUnusedSchemas(jsonSchemaTransformObject(input))),
        ),
      ),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  registerDraining(app);
  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    if (app.draining) {
      return reply.status(503).send(errorBody('UNAVAILABLE', 'The server is shutting down'));
    }
    try {
      await database.ping();
      return { status: 'ready' };
    } catch {
      return reply.status(503).send(errorBody('UNAVAILABLE', 'The database is not reachable'));
    }
  });

  // Tenant and auth hooks apply inside this context only, so health, docs and assets stay open.
  app.decorate('modules', createModules(app));
  // The visits counted last are written before the database closes.
  app.addHook('onClose', () => app.modules.listingPerformance.visits.flush());
  // Reset links asked for just before the close still go out.
  app.addHook('onClose', () => app.modules.auth.afterAnswer.drain());
  await app.register(async (api) => {
    registerTenancy(api, app.tenantCache, (slug) => findTenant(app.modules.base, slug));
    registerAuth(
      api,
      config,
      (tenantId, publicId) => findActorAccount(app.modules.base.db, tenantId, publicId),
      feedClientLookups(app.modules.base.db),
      app.modules.auth.endedSessions,
    );
    registerIdempotency(api, app.db);
    await registerModules(api, app.modules);
  });

  registerNoticeDelivery(app, config);
  registerAuditRetention(app, config);
  registerFavouriteNotices(app);
  registerListingImports(app);
  registerWatermarks(app);
  registerResoSources(app);
  registerSearchAlerts(app, config);
  registerUnfinishedFilesSweep(app);
  registerIdempotencySweep(app);
  registerLeadRetention(app, config);
  if (app.storage.kind === 'local') registerLocalFiles(app, config);
  registerWebApp(app, config);
  return app;
}

/** The groups of operations in the API document; each route names one of these in `tags`. */
const API_TAGS = [
  {
    name: 'Sites',
    description:
      "The regional sites (tenants), the one named in X-Tenant, and each site's offices.",
  },
  {
    name: 'Auth',
    description: 'Sign-in with rotating refresh tokens, password reset and the user fetch.',
  },
  {
    name: 'Agents',
    description: 'Agency sign-up, profiles, verification by moderators and the agency logo.',
  },
  { name: 'Customers', description: 'Customer sign-up and personal details.' },
  { name: 'Locations', description: "The site's countries (with currencies), cities and suburbs." },
  {
    name: 'Geo',
    description: "The caller's country from their IP address, from an offline database.",
  },
  {
    name: 'Property types',
    description: 'Property types with their child types and feature catalogue.',
  },
  {
    name: 'Properties',
    description: 'Listings: create, edit, archive and delete, read one, and the public lists.',
  },
  {
    name: 'Property search',
    description: "The public search, the dashboard's search and plain-sentence search.",
  },
  {
    name: 'Moderation',
    description: 'The review queue, approving and rejecting listings, and verifying agencies.',
  },
  {
    name: 'Saved searches',
    description:
      'Public searches people asked to hear about: saving one (a visitor confirms the address ' +
      'first), the owner’s list, and the signed links of the alerts to manage or stop one.',
  },
  {
    name: 'Listing imports',
    description:
      "CSV imports of an agent's listings: upload, column mapping, preview with every row's " +
      'problems, dry run, background run with progress, cancel, and the report.',
  },
  {
    name: 'Feed clients',
    description:
      "Who may read the site's RESO feed: its admins' feed clients, and their OAuth2 tokens.",
  },
  {
    name: 'RESO sources',
    description:
      'Other RESO Web API servers a site replicates listings from: connection, test, the ' +
      "mapping of their members and offices to the site's agents, runs and their reports.",
  },
  {
    name: 'Favourites',
    description:
      'The listings an account keeps on its shortlist, with their price and state now, the ' +
      "price when saved, and the merge of a visitor's device list at sign-in.",
  },
  {
    name: 'Audit',
    description: "Who changed what and when: the site's audit log and a listing's history.",
  },
  { name: 'Property features', description: "A listing's features and their quantities." },
  {
    name: 'Images',
    description: 'Listing images by location, the profile photo, and deleting images.',
  },
  {
    name: 'Amenities',
    description:
      'Places near a listing (schools, worship centers, hospitals...) with their distance.',
  },
  {
    name: 'Units',
    description: "A listing's units (flats, offices, shops) with their own prices and photos.",
  },
  {
    name: 'Events',
    description:
      "Agents' events (open houses, auctions, workshops) with their categories and banners.",
  },
  {
    name: 'Banners',
    description:
      "The site's banners (the landing page's carousel), ordered and scheduled by moderators.",
  },
  {
    name: 'Leads',
    description:
      "Questions about listings and viewing requests: sent by anyone, answered by the listing's agent.",
  },
  {
    name: 'Articles',
    description:
      "The site's blog: Markdown articles by its moderators, in categories, drafts kept from the public.",
  },
  {
    name: 'Tags',
    description: "The keywords of the site's live listings, with how many use each.",
  },
  {
    name: 'Places',
    description:
      "Place search by name and the nearest suburb to a point, for the listing editor's map.",
  },
  {
    name: 'RESO',
    description:
      "Each site's RESO Web API (OData 4.0, Data Dictionary 2.0 names): its live listings, " +
      'their photos, agents and agencies, for partners and portals. The site is in the path.',
  },
  {
    name: 'Personal data',
    description:
      "People's rights over their data: a person's export and account deletion, and the site " +
      "staff's for a request received by e-mail (docs/privacy.md).",
  },
];

/** Documents the X-Tenant header on every route that belongs to a tenant. */
const withTenantHeader: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input);
  // A route that names its site in its address (`tenant: 'path'`) documents it as a parameter.
  const tenant = input.route.config?.tenant;
  if (tenant === false || tenant === 'path' || output.schema.hide) return output;
  const headers = (output.schema.headers ?? { type: 'object', properties: {} }) as {
    properties: Record<string, unknown>;
    required?: string[];
  };
  headers.properties['x-tenant'] = {
    type: 'string',
    description: 'The site (tenant slug)',
    example: 'demo',
  };
  headers.required = [...(headers.required ?? []), 'x-tenant'];
  return { ...output, schema: { ...output.schema, headers } };
};

/**
 * While draining, each answer asks its client to close the connection: a balancer's kept-alive
 * connections then end with their last request instead of being closed under a new one.
 */
function registerDraining(app: FastifyInstance) {
  app.decorate('draining', false);
  app.addHook('onRequest', (_request, reply, done) => {
    if (app.draining) reply.header('connection', 'close');
    done();
  });
}

/** Every server process delivers the queue; their claims keep them from sending one notice twice. */
function registerNoticeDelivery(app: FastifyInstance, config: Config) {
  const worker = createNoticeWorker({
    db: app.db,
    mailer: app.mailer,
    log: app.log.child({ module: 'notices' }),
    webhook: {
      url: config.messagingWebhookUrl,
      timeoutMs: config.notices.webhookTimeoutMs,
      secret: config.notices.webhookSecret,
    },
    maxAttempts: config.notices.maxAttempts,
    pollMs: config.notices.pollMs,
    retentionDays: config.notices.retentionDays,
  });
  app.decorate('notices', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
}

/**
 * Every server process runs started listing imports; their leases keep two processes from
 * running the same one, and a process that stops lets another resume it.
 */
function registerListingImports(app: FastifyInstance) {
  const ctx = app.modules.listingImports;
  // PostgreSQL writes a batch's rows on several connections; PGlite has one.
  const worker = createListingImportWorker(ctx, {
    concurrency: app.database.kind === 'postgres' ? 4 : 1,
  });
  ctx.wake = () => worker.wake();
  app.decorate('listingImports', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
}

/**
 * Every server process re-renders the photos of sites whose watermark changed; their leases keep
 * two processes from working the same site, and a process that stops lets another resume it.
 */
function registerWatermarks(app: FastifyInstance) {
  const ctx = app.modules.images;
  const worker = createWatermarkWorker(ctx);
  ctx.wakeWatermarks = () => worker.wake();
  app.decorate('watermarks', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
}

/**
 * Every server process replicates the RESO sources that are due; their leases keep two
 * processes from running the same source.
 */
function registerResoSources(app: FastifyInstance) {
  const ctx = app.modules.resoSources;
  const worker = createResoSourceWorker(ctx);
  ctx.wake = () => worker.wake();
  app.decorate('resoSources', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
}

/**
 * Every server process works the saved searches' alerts; a lease per site keeps two processes
 * from working one site, and the site's cursor lets another resume where a stopped one was.
 */
function registerSearchAlerts(app: FastifyInstance, config: Config) {
  const worker = createSearchAlertWorker({
    db: app.db,
    log: app.log.child({ module: 'saved-searches' }),
    links: { publicUrl: config.publicUrl, secret: config.jwtSecret },
    webhookUrl: config.messagingWebhookUrl,
  });
  app.decorate('searchAlerts', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
}

/**
 * Every server process prunes the audit log to its retention and ends idle editing sessions; their
 * deletes do not conflict.
 */
function registerAuditRetention(app: FastifyInstance, config: Config) {
  const retention = createAuditRetention({
    db: app.db,
    log: app.log.child({ module: 'audit' }),
    retentionDays: config.auditRetentionDays,
  });
  app.decorate('auditRetention', retention);
  app.addHook('onReady', async () => void retention.start());
  app.addHook('onClose', async () => retention.stop());
  // Editing sessions without a save for ten minutes become their audit entry.
  const sessions = createAuditSessionSweep({ db: app.db, log: app.log.child({ module: 'audit' }) });
  app.decorate('auditSessionSweep', sessions);
  app.addHook('onReady', async () => void sessions.start());
  app.addHook('onClose', async () => sessions.stop());
}

/** Every server process anonymises leads past the retention age; a lead is done once. */
function registerLeadRetention(app: FastifyInstance, config: Config) {
  const retention = createLeadRetention({
    db: app.db,
    log: app.log.child({ module: 'privacy' }),
    months: config.leadRetentionMonths,
  });
  app.decorate('leadRetention', retention);
  app.addHook('onReady', async () => void retention.start());
  app.addHook('onClose', async () => retention.stop());
}

/**
 * Every server process looks for favourites' changes to tell; their row locks keep two from
 * telling the same change.
 */
function registerFavouriteNotices(app: FastifyInstance) {
  const notices = createFavouriteNotices(
    app.modules.favourites,
    app.log.child({ module: 'favourites' }),
  );
  app.decorate('favouriteNotices', notices);
  app.addHook('onReady', async () => void notices.start());
  app.addHook('onClose', async () => notices.stop());
}

/** Awaited at start: a process takes requests only once what a crash left is cleared. */
/** The Idempotency-Keys' answers are kept a day; every process sweeps older ones hourly. */
function registerIdempotencySweep(app: FastifyInstance) {
  const sweep = createIdempotencySweep({
    db: app.db,
    log: app.log.child({ module: 'idempotency' }),
  });
  app.addHook('onReady', async () => void sweep.start());
  app.addHook('onClose', async () => sweep.stop());
}

function registerUnfinishedFilesSweep(app: FastifyInstance) {
  const sweep = createUnfinishedFilesSweep({
    db: app.db,
    storage: app.storage,
    processes: app.database.processes,
    log: app.log.child({ module: 'images' }),
  });
  app.decorate('unfinishedFiles', sweep);
  app.addHook('onReady', () => sweep.start());
  app.addHook('onClose', async () => sweep.stop());
}

/** Uploaded files on local storage: public, immutable names, never a folder listing. */
function registerLocalFiles(app: FastifyInstance, config: Config) {
  const root = localUploadsDir(config);
  mkdirSync(root, { recursive: true });
  app.register(fastifyStatic, {
    root,
    prefix: '/files/',
    decorateReply: false,
    list: false,
    index: false,
    dotfiles: 'deny',
    // A folder answers 404 like a missing file: nothing tells which folders exist.
    allowedPath: (pathName) => !pathName.endsWith('/'),
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', FILE_CACHE_CONTROL);
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}

function registerWebApp(app: FastifyInstance, config: Config) {
  const webDist = config.webDist ?? path.resolve(import.meta.dirname, '../../web/dist');
  const indexFile = path.join(webDist, 'index.html');
  const reserved = new Set<string>(RESERVED_TENANT_SLUGS);
  if (existsSync(path.join(webDist, 'assets'))) {
    app.register(fastifyStatic, {
      root: path.join(webDist, 'assets'),
      prefix: '/assets/',
      maxAge: '365d',
      immutable: true,
      // The build writes .br and .gz copies of its scripts and styles (apps/web/vite.config.ts).
      preCompressed: true,
    });
  }
  let indexHtml: string | undefined;
  const renderer = createWebRenderer(app, webDist, app.log.child({ module: 'seo' }));
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split(/[?#]/)[0]!;
    const first = path.split('/')[1] ?? '';
    // The sites page (/) and a site's pages (/{tenant}/…): anything else is no page of ours.
    const pageAddress =
      path === '/' || (TENANT_SLUG_PATTERN.test(first.toLowerCase()) && !reserved.has(first));
    const wantsPage =
      request.method === 'GET' && pageAddress && prefersPage(request.headers.accept);
    if (wantsPage && existsSync(indexFile)) {
      indexHtml ??= withMapTilesMeta(readFileSync(indexFile, 'utf8'), config.mapTiles);
      // A listing's page and a site's home carry their own head, for link previews and crawlers.
      if (await sendPage(app.modules.seo, request, reply, indexHtml, renderer)) return reply;
      return reply.header('cache-control', 'no-cache').type('text/html').send(indexHtml);
    }
    const message = `No such endpoint: ${request.method} ${request.url.split('?')[0]}`;
    const own = ownErrorShape(ADDRESS_ERROR_SHAPES, request.url);
    if (own)
      return reply
        .status(404)
        .headers(own.headers ?? {})
        .send(own.body('NotFound', message));
    return reply.status(404).send(errorBody('NOT_FOUND', message));
  });
}
