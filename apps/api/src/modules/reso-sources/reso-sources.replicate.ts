// One replication run of a source: Property changed since the cursor (with Media), page after
// page in ModificationTimestamp order, each record created or updated as the mapped agent
// through the properties and features modules' own services; then withdrawals from EntityEvent.
import type { FastifyBaseLogger } from 'fastify';
import { AppError, type CsvPhoto, type PropertyUpdateInput, type Role } from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import type { RemoteFetchSettings } from '../../infra/safe-fetch';
import type { Tenant } from '../../infra/tenant';
import { newPublicId } from '../../lib/ids';
import {
  addFeatures,
  findFeaturesByName,
  listPropertyFeatures,
  type FeaturesContext,
} from '../features';
import { allPlaces, suburbCurrencies, findSuburbId } from '../locations';
import {
  createProperty,
  findListingByReference,
  listingChanges,
  updateProperty,
  type ListingField,
  type PropertiesContext,
} from '../properties';
import { allTypes } from '../property-types';
import { findTenantById } from '../tenants';
import { findAccountById } from '../users';
import {
  readRemoteListing,
  type RemoteListing,
  type RemoteRecord,
  type SiteLookup,
} from './reso-sources.mapping';
import { RemoteError, remoteClient, type TokenCache } from './reso-sources.remote';
import * as repo from './reso-sources.repository';
import { openSecret } from './reso-sources.secret';
import type { ResoItemOutcome } from './reso-sources.tables';

/** Fetches a listing's photos by their addresses (the images module's, wired in modules/index.ts). */
type AddPhotos = (
  target: { tenantId: number; propertyId: number },
  photos: CsvPhoto[],
) => Promise<{ stored: number; failed: { url: string; reason: string }[] }>;

export interface ResoSourcesContext extends ModuleContext {
  config: { jwtSecret: Uint8Array; remoteFetch: RemoteFetchSettings };
  log: FastifyBaseLogger;
  properties: PropertiesContext;
  features: FeaturesContext;
  addPhotos: AddPhotos;
  /** Access tokens of the remote servers, until they expire. */
  tokens: TokenCache;
  /** Wakes this process's replication worker (app.ts sets it once the worker exists). */
  wake: () => void;
}

const ROOMS = { bedrooms: 'BEDROOM', bathrooms: 'BATHROOM' } as const;
/** Records asked for in one page (the remote may answer fewer and a nextLink). */
const PAGE_SIZE = 200;
const MAX_ERROR_LENGTH = 500;

type Counts = Record<ResoItemOutcome, number>;

const lower = (name: string) => name.trim().toLocaleLowerCase().replace(/\s+/g, ' ');

/** The site's types and suburbs by name, read once per run. */
async function siteLookup(ctx: ResoSourcesContext, tenant: Tenant): Promise<SiteLookup> {
  const [types, places] = await Promise.all([allTypes(ctx, tenant), allPlaces(ctx, tenant)]);
  const typesByName = new Map<string, { id: number; publicId: string }>();
  for (const type of types) {
    const names = [type.name, ...Object.values(type.translations ?? {}).map((t) => t?.name ?? '')];
    for (const name of names)
      if (name && !typesByName.has(lower(name))) typesByName.set(lower(name), type);
  }
  return {
    type: (name) => typesByName.get(lower(name)),
    suburb({ country, city, suburb }) {
      if (!suburb) return 'The record has no SubdivisionName';
      const countryIds = new Set(
        places.countries
          .filter(
            (c) => !country || lower(c.code) === lower(country) || lower(c.name) === lower(country),
          )
          .map((c) => c.id),
      );
      const cityIds = new Set(
        places.cities
          .filter((c) => countryIds.has(c.countryId) && (!city || lower(c.name) === lower(city)))
          .map((c) => c.id),
      );
      const found = places.suburbs.filter(
        (s) => cityIds.has(s.cityId) && lower(s.name) === lower(suburb),
      );
      if (found.length === 1) return found[0]!;
      const where = [suburb, city, country].filter(Boolean).join(', ');
      return found.length
        ? `Several suburbs of this site are named '${where}'`
        : `No suburb of this site is named '${where}'`;
    },
  };
}

/** The agent a run writes as: the owner of its listings (createProperty's own rule). */
async function agentActor(ctx: ResoSourcesContext, tenant: Tenant, userId: number) {
  const account = await findAccountById(ctx, tenant, userId);
  if (!account?.roles.includes('AGENT')) return undefined;
  const actor: Actor = {
    userId: account.id,
    publicId: account.publicId,
    tenantId: tenant.id,
    tenant: tenant.slug,
    email: account.email,
    roles: account.roles as Role[],
    agentId: account.publicId,
  };
  return actor;
}

function errorText(error: unknown): string {
  if (error instanceof AppError) {
    const details = (error.details ?? []).map((d) => d.message).filter((m) => m !== error.message);
    return [error.message, ...details].join('; ');
  }
  throw error;
}

/** A run in progress: what it read once, its counts and its items. */
interface Run {
  ctx: ResoSourcesContext;
  tenant: Tenant;
  source: repo.SourceRow;
  runId: number;
  site: SiteLookup;
  agents: Map<string, number>;
  actors: Map<number, Actor | undefined>;
  rooms: Map<string, string>;
  currencies: Map<string, string | undefined>;
  counts: Counts;
  items: repo.RunItem[];
  /** The keys the Property pass handled (withdrawals leave them alone). */
  seen: Set<string>;
}

function record(
  run: Run,
  key: string,
  outcome: ResoItemOutcome,
  reasons: string[],
  listing?: string,
) {
  run.counts[outcome]++;
  // An unchanged record is counted, not listed.
  if (outcome === 'unchanged' && !reasons.length) return;
  run.items.push({
    runId: run.runId,
    tenantId: run.tenant.id,
    listingKey: key.slice(0, 200),
    outcome,
    reasons,
    listingPublicId: listing ?? null,
  });
}

async function actorOf(run: Run, userId: number) {
  if (!run.actors.has(userId))
    run.actors.set(userId, await agentActor(run.ctx, run.tenant, userId));
  return run.actors.get(userId);
}

async function currencyOf(run: Run, suburbPublicId: string) {
  if (!run.currencies.has(suburbPublicId)) {
    const id = await findSuburbId(run.ctx, run.tenant, suburbPublicId);
    const currencies = id === undefined ? [] : await suburbCurrencies(run.ctx, run.tenant, id);
    run.currencies.set(suburbPublicId, currencies[0] ?? run.tenant.defaultCurrency);
  }
  return run.currencies.get(suburbPublicId);
}

/** The fields a record always carries (PropertyType, City/SubdivisionName, ListPrice…). */
const CARRIED = [
  'description',
  'tourUrl',
  'category',
  'price',
  'area',
  'latitude',
  'longitude',
  'typeId',
  'suburb',
] as const satisfies readonly ListingField[];

const yearOf = (date: Date | null) => date?.getUTCFullYear() ?? null;

/**
 * What an update changes in a stored listing: only the fields a record carries, when they
 * differ (properties' listingChanges). LivingAreaUnits is carried when the record has it;
 * YearBuilt carries a year, so a stored date in that year is no change. A listing archived
 * here that is Active there comes back.
 */
function recordChanges(
  stored: NonNullable<Awaited<ReturnType<typeof findListingByReference>>>,
  listing: RemoteListing,
  suburbId: number | undefined,
): PropertyUpdateInput {
  const { input } = listing;
  const built = input.built ? new Date(input.built) : null;
  const fields: ListingField[] = [
    ...CARRIED,
    ...(input.areaType ? (['areaType'] as const) : []),
    ...(yearOf(built) !== yearOf(stored.built) ? (['built'] as const) : []),
  ];
  const changes = listingChanges(stored, listing, fields, suburbId);
  if (stored.archived && listing.active) changes.archived = false;
  return changes;
}

/** The BEDROOM and BATHROOM counts that differ from the listing's (all of them for a new one). */
async function roomChanges(run: Run, listing: RemoteListing, propertyId?: number) {
  const wanted = (['bedrooms', 'bathrooms'] as const).flatMap((field) => {
    const quantity = listing[field];
    return quantity === null || quantity < 0 ? [] : [{ name: ROOMS[field], quantity }];
  });
  const current =
    propertyId === undefined ? [] : await listPropertyFeatures(run.ctx.db, propertyId);
  return wanted.flatMap(({ name, quantity }) => {
    const now = current.find((f) => f.name === name)?.quantity ?? 0;
    const featureId = run.rooms.get(name);
    return now === quantity || !featureId ? [] : [{ featureId, quantity }];
  });
}

async function addPhotos(run: Run, propertyId: number, photos: CsvPhoto[]): Promise<string[]> {
  if (!photos.length) return [];
  try {
    const result = await run.ctx.addPhotos({ tenantId: run.tenant.id, propertyId }, photos);
    return result.failed.map((f) => `Photo ${f.url} not added: ${f.reason}`);
  } catch (error) {
    return [`Photos not added: ${errorText(error)}`];
  }
}

/** The local agent of a remote listing: its member's, else its office's. */
function agentOf(run: Run, record: RemoteRecord) {
  const member = typeof record.ListAgentKey === 'string' ? record.ListAgentKey : '';
  const office = typeof record.ListOfficeKey === 'string' ? record.ListOfficeKey : '';
  return (
    run.agents.get(`Member:${member}`) ?? run.agents.get(`Office:${office}`) ?? { member, office }
  );
}

async function archive(run: Run, key: string, userId: number, publicId: string, why: string) {
  const actor = await actorOf(run, userId);
  if (!actor)
    return record(run, key, 'failed', ['The agent of this listing no longer exists'], publicId);
  const stored = await findListingByReference(run.ctx, run.tenant, userId, key);
  if (!stored || stored.archived) return record(run, key, 'unchanged', [], publicId);
  try {
    await updateProperty(
      run.ctx.properties,
      actor,
      run.tenant,
      publicId,
      { archived: true },
      {
        auditNote: `RESO source ${run.source.name}: ${why}`,
      },
    );
    record(run, key, 'archived', [why], publicId);
  } catch (error) {
    record(run, key, 'failed', [errorText(error)], publicId);
  }
}

/** One Property record: created, updated, unchanged, archived, skipped or failed. */
async function processRecord(run: Run, remote: RemoteRecord) {
  const key = typeof remote.ListingKey === 'string' ? remote.ListingKey : '';
  if (!key) return record(run, '(no key)', 'failed', ['The record has no ListingKey']);
  run.seen.add(key);
  const known = await repo.findSourceListing(run.ctx.db, run.tenant.id, run.source.id, key);
  const mapped = agentOf(run, remote);
  const userId = known?.agentUserId ?? (typeof mapped === 'number' ? mapped : undefined);
  if (userId === undefined) {
    const { member, office } = mapped as { member: string; office: string };
    return record(run, key, 'skipped', [
      `No agent of this site is mapped to member '${member}' or office '${office}'`,
    ]);
  }
  if (remote.StandardStatus !== 'Active' && known) {
    return archive(
      run,
      key,
      userId,
      known.listingPublicId,
      `${String(remote.StandardStatus)} there`,
    );
  }
  if (remote.StandardStatus !== 'Active') {
    return record(run, key, 'skipped', [`Not active there (${String(remote.StandardStatus)})`]);
  }
  const actor = await actorOf(run, userId);
  if (!actor) return record(run, key, 'skipped', ['The mapped agent is no longer an agent here']);
  // The feed carries no currency: the suburb's country's first one, read before the record.
  const place = run.site.suburb({
    country: typeof remote.Country === 'string' ? remote.Country : '',
    city: typeof remote.City === 'string' ? remote.City : '',
    suburb: typeof remote.SubdivisionName === 'string' ? remote.SubdivisionName : '',
  });
  if (typeof place !== 'string') await currencyOf(run, place.publicId);
  const listing = readRemoteListing(remote, run.site, (suburb) => run.currencies.get(suburb));
  if ('reasons' in listing) return record(run, key, 'failed', listing.reasons);

  const auditNote = `RESO source ${run.source.name}, ${key}`;
  const stored = await findListingByReference(run.ctx, run.tenant, userId, key);
  try {
    if (!stored) {
      const created = await createProperty(
        run.ctx.properties,
        actor,
        run.tenant,
        { agentId: actor.publicId, typeId: listing.typePublicId, suburbId: listing.suburbPublicId },
        listing.input,
        run.tenant.defaultLanguage,
        { source: 'reso', agentReference: key, auditNote },
      );
      await repo.rememberListing(run.ctx.db, {
        sourceId: run.source.id,
        tenantId: run.tenant.id,
        listingKey: key,
        agentUserId: userId,
        listingPublicId: created.publicId,
      });
      const reasons = await finishListing(run, actor, created.publicId, listing);
      return record(run, key, 'created', reasons, created.publicId);
    }
    if (!known) {
      await repo.rememberListing(run.ctx.db, {
        sourceId: run.source.id,
        tenantId: run.tenant.id,
        listingKey: key,
        agentUserId: userId,
        listingPublicId: stored.publicId,
      });
    }
    const suburbId = await findSuburbId(run.ctx, run.tenant, listing.suburbPublicId);
    const changes = recordChanges(stored, listing, suburbId);
    const rooms = await roomChanges(run, listing, stored.id);
    if (Object.keys(changes).length) {
      await updateProperty(run.ctx.properties, actor, run.tenant, stored.publicId, changes, {
        auditNote,
      });
    }
    const reasons = rooms.length ? await setRooms(run, actor, stored.publicId, rooms) : [];
    const before = reasons.length;
    reasons.push(...(await addPhotos(run, stored.id, listing.photos)));
    const changed = Object.keys(changes).length > 0 || rooms.length > 0;
    return record(
      run,
      key,
      changed ? 'updated' : 'unchanged',
      changed || reasons.length > before ? reasons : [],
      stored.publicId,
    );
  } catch (error) {
    return record(run, key, 'failed', [errorText(error)], stored?.publicId);
  }
}

async function setRooms(
  run: Run,
  actor: Actor,
  publicId: string,
  rooms: { featureId: string; quantity: number }[],
) {
  try {
    await addFeatures(
      run.ctx.features,
      actor,
      run.tenant,
      publicId,
      rooms,
      run.tenant.defaultLanguage,
    );
    return [];
  } catch (error) {
    return [errorText(error)];
  }
}

/** A new listing's rooms and photos. */
async function finishListing(run: Run, actor: Actor, publicId: string, listing: RemoteListing) {
  const reasons: string[] = [];
  const rooms = await roomChanges(run, listing);
  if (rooms.length) reasons.push(...(await setRooms(run, actor, publicId, rooms)));
  const stored = await findListingByReference(run.ctx, run.tenant, actor.userId, listing.key);
  if (stored) reasons.push(...(await addPhotos(run, stored.id, listing.photos)));
  return reasons;
}

/** The OData literal of a timestamp (ISO UTC, to the millisecond). */
const literal = (date: Date) => date.toISOString();

/**
 * Runs one claimed source to its end. Records are processed in the remote's order; after each
 * page the cursor moves past what was processed and the lease is renewed. A remote error (401,
 * 429, 5xx, a timeout) ends the run as failed with the cursor where it got to.
 */
export async function replicateSource(
  ctx: ResoSourcesContext,
  source: repo.SourceRow,
  worker: string,
  leaseMs: number,
) {
  const tenant = await findTenantById(ctx, source.tenantId);
  if (!tenant) return;
  const runRow = await repo.insertRun(ctx.db, {
    publicId: newPublicId(),
    sourceId: source.id,
    tenantId: tenant.id,
  });
  const counts: Counts = {
    created: 0,
    updated: 0,
    unchanged: 0,
    archived: 0,
    skipped: 0,
    failed: 0,
  };
  let error: string | null = null;
  const run: Run = {
    ctx,
    tenant,
    source,
    runId: runRow.id,
    site: await siteLookup(ctx, tenant),
    agents: new Map(
      (await repo.listMapping(ctx.db, tenant.id, source.id)).map((m) => [
        `${m.remoteKind}:${m.remoteKey}`,
        m.agentUserId,
      ]),
    ),
    actors: new Map(),
    rooms: new Map(
      (await findFeaturesByName(ctx.db, tenant.id, Object.values(ROOMS))).map((f) => [
        f.name,
        f.publicId,
      ]),
    ),
    currencies: new Map(),
    counts,
    items: [],
    seen: new Set(),
  };
  const flush = async () => {
    await repo.recordItems(ctx.db, run.items);
    run.items = [];
    if (!(await repo.renewLease(ctx.db, source.id, worker, leaseMs))) {
      throw new RemoteError('Another server process took this source over');
    }
  };
  try {
    const secret = openSecret(ctx.config.jwtSecret, source.clientSecret);
    if (secret === undefined) {
      throw new RemoteError('The client secret can no longer be read: enter it again');
    }
    const client = remoteClient(
      { ...source, clientSecret: secret },
      ctx.config.remoteFetch,
      ctx.tokens,
    );

    // Where withdrawals start: read before the listings, so none made meanwhile is missed.
    let eventCursor = source.eventCursor;
    if (eventCursor === null) {
      const last = client.records(
        client.url('EntityEvent', { $orderby: 'EntityEventSequence desc', $top: '1' }),
      );
      const first = await last.next();
      const sequence = first.done ? undefined : first.value[0]?.EntityEventSequence;
      eventCursor = typeof sequence === 'number' ? sequence : 0;
    }

    let cursor = { at: source.cursorTimestamp, key: source.cursorKey };
    const query: Record<string, string> = {
      $orderby: 'ModificationTimestamp,ListingKey',
      $expand: 'Media',
      $top: String(PAGE_SIZE),
    };
    // A server that keeps to $top answers PAGE_SIZE records in all and no nextLink (Propdesk's
    // own feed does): while a query comes back full and moved the cursor, ask again from it.
    for (let full = true; full;) {
      // `ge`: records of the cursor's very timestamp with later keys are not missed; the one
      // at the cursor itself is passed over.
      if (cursor.at) query.$filter = `ModificationTimestamp ge ${literal(cursor.at)}`;
      const from = cursor;
      let answered = 0;
      for await (const page of client.records(client.url('Property', query))) {
        answered += page.length;
        for (const remote of page) {
          const at =
            typeof remote.ModificationTimestamp === 'string'
              ? new Date(remote.ModificationTimestamp)
              : null;
          const key = typeof remote.ListingKey === 'string' ? remote.ListingKey : '';
          if (cursor.at && at && at.getTime() === cursor.at.getTime() && key === cursor.key) {
            continue;
          }
          await processRecord(run, remote);
          if (at && !Number.isNaN(at.getTime())) cursor = { at, key };
        }
        await flush();
        await repo.saveCursor(ctx.db, source.id, worker, {
          cursorTimestamp: cursor.at,
          cursorKey: cursor.key,
        });
      }
      const moved = cursor.at?.getTime() !== from.at?.getTime() || cursor.key !== from.key;
      full = answered >= PAGE_SIZE && moved;
    }

    // Withdrawals: each listing an event names that this source brought in and the Property
    // pass did not see is asked for again: gone, or no longer Active, it is archived here.
    // Like the Property pass: while a query comes back full and moved the cursor, ask again.
    for (let full = true; full;) {
      const from = eventCursor;
      let answered = 0;
      const events = client.url('EntityEvent', {
        $filter: `EntityEventSequence gt ${eventCursor}`,
        $orderby: 'EntityEventSequence',
        $top: String(PAGE_SIZE),
      });
      for await (const page of client.records(events)) {
        answered += page.length;
        const keys = new Set<string>();
        for (const event of page) {
          const key = event.ResourceRecordKey;
          if (event.ResourceName === 'Property' && typeof key === 'string') keys.add(key);
          if (typeof event.EntityEventSequence === 'number') {
            eventCursor = Math.max(eventCursor, event.EntityEventSequence);
          }
        }
        for (const key of keys) {
          if (run.seen.has(key)) continue;
          run.seen.add(key);
          const known = await repo.findSourceListing(ctx.db, tenant.id, source.id, key);
          if (!known) continue;
          const now = await client.record('Property', key);
          if (now && now.StandardStatus === 'Active') continue;
          const why = now ? `${String(now.StandardStatus)} there` : 'Withdrawn from the source';
          await archive(run, key, known.agentUserId, known.listingPublicId, why);
        }
        await flush();
        await repo.saveCursor(ctx.db, source.id, worker, { eventCursor });
      }
      full = answered >= PAGE_SIZE && eventCursor > from;
    }
    await repo.saveCursor(ctx.db, source.id, worker, { eventCursor });
  } catch (failure) {
    if (!(failure instanceof RemoteError))
      ctx.log.warn({ err: failure, source: source.publicId }, 'replication failed');
    error = ((failure as Error).message || 'The run failed').slice(0, MAX_ERROR_LENGTH);
    await repo.recordItems(ctx.db, run.items).catch(() => undefined);
  }
  await repo.endRun(ctx.db, runRow.id, {
    status: error ? 'failed' : 'finished',
    error,
    createdCount: counts.created,
    updatedCount: counts.updated,
    unchangedCount: counts.unchanged,
    archivedCount: counts.archived,
    skippedCount: counts.skipped,
    failedCount: counts.failed,
  });
  await repo.releaseSource(ctx.db, source.id, worker, {
    lastError: error,
    listingsCount: await repo.countListings(ctx.db, tenant.id, source.id),
  });
}
