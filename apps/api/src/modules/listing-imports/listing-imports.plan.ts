import type { FastifyBaseLogger } from 'fastify';
import {
  AppError,
  type CsvPhoto,
  type ImportOutcome,
  type ListingCsvField,
  type PropertyUpdateInput,
  type Role,
} from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import type { Storage } from '../../infra/storage';
import type { Tenant } from '../../infra/tenant';
import {
  addFeatures,
  findFeaturesByName,
  listFeatureQuantities,
  listPropertyFeatures,
  writeNewListingFeatures,
  type FeaturesContext,
} from '../features';
import { allPlaces, findSuburbId } from '../locations';
import {
  createListings,
  listingChanges,
  findListingByReference,
  findListingsByReferences,
  updateProperty,
  type PropertiesContext,
} from '../properties';
import { allTypes } from '../property-types';
import { findAccountById } from '../users';
import { siteNames, type SiteNames } from './listing-imports.names';
import type { ImportRow } from './listing-imports.repository';
import { mappedListingFields, problemText, type ReadRow } from './listing-imports.rows';

/** Fetches a listing's photos by their addresses (the images module's, wired in modules/index.ts). */
type AddPhotos = (
  target: { tenantId: number; propertyId: number },
  photos: CsvPhoto[],
) => Promise<{ stored: number; failed: { url: string; reason: string }[] }>;

export interface ListingImportsContext extends ModuleContext {
  storage: Storage;
  log: FastifyBaseLogger;
  properties: PropertiesContext;
  features: FeaturesContext;
  /** Fetches photos by their addresses (the images module's, wired in modules/index.ts). */
  addPhotos: AddPhotos;
  /** Wakes this process's import worker after a start (app.ts sets it once the worker exists). */
  wake: () => void;
}

const ROOMS = { bedrooms: 'BEDROOM', bathrooms: 'BATHROOM' } as const;

/** What one row will do (preview, dry run) or did (run). */
export interface RowPlan {
  outcome: ImportOutcome;
  reasons: string[];
  /** The listing it updates or leaves unchanged. */
  existing?: { id: number; publicId: string };
  changes?: PropertyUpdateInput;
  rooms?: { field: 'bedrooms' | 'bathrooms'; quantity: number }[];
}

/** What a run needs of the site, read once: its names, its room features, its suburbs' ids. */
export interface RunScope {
  tenant: Tenant;
  imp: ImportRow;
  names: SiteNames;
  mapped: ReadonlySet<ListingCsvField>;
  rooms: Map<string, string>;
  /** The room features by catalogue name, with their internal ids (new listings' features). */
  roomFeatures: Map<string, Awaited<ReturnType<typeof findFeaturesByName>>[number]>;
  /** Each type's feature list, read once per run. */
  typeFeatures: Map<number, Promise<Set<number>>>;
  suburbIds: Map<string, number>;
  /** Each reference seen so far in the file, with its row. */
  seen: Map<string, number>;
}

export async function runScope(
  ctx: ListingImportsContext,
  tenant: Tenant,
  imp: ImportRow,
): Promise<RunScope> {
  const [types, places, rooms] = await Promise.all([
    allTypes(ctx, tenant),
    allPlaces(ctx, tenant),
    findFeaturesByName(ctx.db, tenant.id, Object.values(ROOMS)),
  ]);
  return {
    tenant,
    imp,
    names: siteNames(types, places),
    mapped: new Set(imp.mapping.filter((field) => field !== null)),
    rooms: new Map(rooms.map((feature) => [feature.name, feature.publicId])),
    roomFeatures: new Map(rooms.map((feature) => [feature.name, feature])),
    typeFeatures: new Map(),
    suburbIds: new Map(),
    seen: new Map(),
  };
}

async function suburbIdOf(ctx: ListingImportsContext, scope: RunScope, publicId: string) {
  let id = scope.suburbIds.get(publicId);
  if (id === undefined) {
    id = (await findSuburbId(ctx, scope.tenant, publicId)) ?? -1;
    scope.suburbIds.set(publicId, id);
  }
  return id;
}

/**
 * What a row would do: skipped (empty), failed (its problems, or a reference an earlier row
 * has), created (the agent has no listing with its reference), updated (a mapped field
 * differs) or unchanged. Reads only.
 */
export async function planRow(
  ctx: ListingImportsContext,
  scope: RunScope,
  row: ReadRow,
  known?: Known,
): Promise<RowPlan> {
  const { imp } = scope;
  if (row.blank) return { outcome: 'skipped', reasons: ['Empty row'] };
  if (row.reference) {
    const earlier = scope.seen.get(row.reference);
    if (earlier === undefined) scope.seen.set(row.reference, row.rowNumber);
    else {
      row.problems.unshift({
        field: 'reference',
        message: `'${row.reference}' is also on row ${earlier}: a listing can be in the file once`,
      });
    }
  }
  const reasons = row.problems.map((p) => problemText(p, imp.headers, imp.mapping));
  if (reasons.length || !row.listing || !row.reference) return { outcome: 'failed', reasons };

  const roomsWanted = (['bedrooms', 'bathrooms'] as const).flatMap((field) => {
    const quantity = row.listing![field];
    return quantity === undefined || quantity === null ? [] : [{ field, quantity }];
  });
  const existing = known
    ? known.listings.get(row.reference)
    : await findListingByReference(ctx, scope.tenant, imp.agentUserId, row.reference);
  if (!existing) {
    return { outcome: 'created', reasons: [], rooms: roomsWanted.filter((r) => r.quantity > 0) };
  }
  const suburbId = await suburbIdOf(ctx, scope, row.listing.suburbPublicId);
  const changes = listingChanges(
    existing,
    row.listing,
    mappedListingFields(scope.mapped),
    suburbId,
  );
  const current = !roomsWanted.length
    ? []
    : known
      ? (known.rooms.get(existing.id) ?? [])
      : await listPropertyFeatures(ctx.db, existing.id);
  const rooms = roomsWanted.filter(
    ({ field, quantity }) =>
      (current.find((f) => f.name === ROOMS[field])?.quantity ?? 0) !== quantity,
  );
  const changed = Object.keys(changes).length > 0 || rooms.length > 0;
  return {
    outcome: changed ? 'updated' : 'unchanged',
    reasons: [],
    existing: { id: existing.id, publicId: existing.publicId },
    changes,
    rooms,
  };
}

/** A batch's listings by reference and their features, read at once for planRow. */
interface Known {
  listings: Map<string, NonNullable<Awaited<ReturnType<typeof findListingByReference>>>>;
  rooms: Map<number, { name: string; quantity: number }[]>;
}

/**
 * planRow for a batch of rows in the file's order, with the agent's listings of the batch's
 * references and their features read in one query each rather than per row.
 */
export async function planRows(
  ctx: ListingImportsContext,
  scope: RunScope,
  rows: ReadRow[],
): Promise<RowPlan[]> {
  const references = rows.flatMap((r) =>
    !r.blank && r.reference && r.listing ? [r.reference] : [],
  );
  const found = await findListingsByReferences(
    ctx,
    scope.tenant,
    scope.imp.agentUserId,
    references,
  );
  const known: Known = {
    listings: new Map(found.map((listing) => [listing.agentReference!, listing])),
    rooms: new Map(),
  };
  for (const f of await listFeatureQuantities(
    ctx.db,
    found.map((listing) => listing.id),
  )) {
    known.rooms.set(f.propertyId, [...(known.rooms.get(f.propertyId) ?? []), f]);
  }
  const plans: RowPlan[] = [];
  for (const row of rows) plans.push(await planRow(ctx, scope, row, known));
  return plans;
}

/** The agent an import writes as: the owner of its listings (createProperty's own rule). */
export async function importActor(
  ctx: ListingImportsContext,
  tenant: Tenant,
  imp: ImportRow,
): Promise<Actor | undefined> {
  const account = await findAccountById(ctx, tenant, imp.agentUserId);
  if (!account) return undefined;
  return {
    userId: account.id,
    publicId: account.publicId,
    tenantId: tenant.id,
    tenant: tenant.slug,
    email: account.email,
    roles: account.roles as Role[],
    ...(account.roles.includes('AGENT') && { agentId: account.publicId }),
  };
}

function errorText(error: unknown): string {
  if (error instanceof AppError) {
    const details = (error.details ?? []).map((d) => d.message).filter((m) => m !== error.message);
    return [error.message, ...details].join('; ');
  }
  throw error;
}

/**
 * Does what the plan says through the listings' and features' own services (their rules,
 * moderation and audit), as the agent; answers the row's outcome with its listing's id.
 */
export async function applyPlan(
  ctx: ListingImportsContext,
  scope: RunScope,
  actor: Actor,
  row: ReadRow,
  plan: RowPlan,
): Promise<{ outcome: ImportOutcome; reasons: string[]; listingPublicId: string | null }> {
  const { tenant, imp } = scope;
  const listing = row.listing;
  if (plan.outcome === 'skipped' || plan.outcome === 'failed' || !listing) {
    return { outcome: plan.outcome, reasons: plan.reasons, listingPublicId: null };
  }
  if (plan.outcome === 'unchanged') {
    return { outcome: 'unchanged', reasons: [], listingPublicId: plan.existing!.publicId };
  }
  const auditNote = auditNoteOf(imp, row);
  if (plan.outcome === 'created') return (await createRows(ctx, scope, actor, [{ row, plan }]))[0]!;
  const publicId = plan.existing!.publicId;
  try {
    if (Object.keys(plan.changes ?? {}).length) {
      await updateProperty(ctx.properties, actor, tenant, publicId, plan.changes!, { auditNote });
    }
  } catch (error) {
    return { outcome: 'failed', reasons: [errorText(error)], listingPublicId: null };
  }
  const reasons: string[] = [];
  const rooms = (plan.rooms ?? []).flatMap(({ field, quantity }) => {
    const featureId = scope.rooms.get(ROOMS[field]);
    if (!featureId) reasons.push(`${field}: this site has no ${ROOMS[field]} feature`);
    return featureId ? [{ featureId, quantity }] : [];
  });
  if (rooms.length) {
    try {
      await addFeatures(ctx.features, actor, tenant, publicId, rooms, tenant.defaultLanguage);
    } catch (error) {
      reasons.push(errorText(error));
    }
  }
  return { outcome: plan.outcome, reasons, listingPublicId: publicId };
}

const auditNoteOf = (imp: ImportRow, row: ReadRow) =>
  `CSV import ${imp.publicId}, row ${row.rowNumber}`;

type RowResult = Awaited<ReturnType<typeof applyPlan>>;

/**
 * Creates the listings of rows planned as created, in one transaction with a savepoint per
 * row (properties' createListings: the editor's rules, review, the audit entry with the import's
 * note), each with its bedrooms and bathrooms; then fetches their photos. A row that fails
 * leaves the others. Answers each row's outcome, in their order.
 */
export async function createRows(
  ctx: ListingImportsContext,
  scope: RunScope,
  actor: Actor,
  entries: { row: ReadRow; plan: RowPlan }[],
): Promise<RowResult[]> {
  const { tenant, imp } = scope;
  const reasons = entries.map(() => [] as string[]);
  const refusedOf = entries.map(() => [] as string[]);
  const rooms = entries.map(({ plan }, index) =>
    (plan.rooms ?? []).flatMap(({ field, quantity }) => {
      const feature = scope.roomFeatures.get(ROOMS[field]);
      if (!feature) reasons[index]!.push(`${field}: this site has no ${ROOMS[field]} feature`);
      return feature ? [{ feature, quantity }] : [];
    }),
  );
  const created = await createListings(
    ctx.properties,
    actor,
    tenant,
    entries.map(({ row }, index) => {
      const listing = row.listing!;
      return {
        params: {
          agentId: actor.agentId ?? '',
          typeId: listing.typePublicId,
          suburbId: listing.suburbPublicId,
        },
        input: listing.input,
        origin: { source: 'csv', agentReference: row.reference!, auditNote: auditNoteOf(imp, row) },
        featureCount: rooms[index]!.length,
      };
    }),
    {
      originalLanguage: tenant.defaultLanguage,
      writeParts: async (tx, made) => {
        const answers = await writeNewListingFeatures(
          tx,
          actor,
          tenant,
          made.map(({ item, listing }) => ({ listing, bulk: rooms[item]! })),
          scope.typeFeatures,
        );
        // Set, not added to: a batch redone with savepoints writes again.
        made.forEach(({ item }, k) => (refusedOf[item] = answers[k]!.refused));
        return answers.map((a) => a.written);
      },
    },
  );
  const results: RowResult[] = [];
  for (const [index, made] of created.entries()) {
    if ('error' in made) {
      results.push({ outcome: 'failed', reasons: [errorText(made.error)], listingPublicId: null });
      continue;
    }
    const { row } = entries[index]!;
    const photos = row.listing!.photos;
    const photoReasons = photos?.length ? await addPhotos(ctx, scope, row.reference!, photos) : [];
    results.push({
      outcome: 'created',
      reasons: [...reasons[index]!, ...refusedOf[index]!, ...photoReasons],
      listingPublicId: made.publicId,
    });
  }
  return results;
}

async function addPhotos(
  ctx: ListingImportsContext,
  { tenant, imp }: RunScope,
  reference: string,
  photos: CsvPhoto[],
): Promise<string[]> {
  try {
    const listing = await findListingByReference(ctx, tenant, imp.agentUserId, reference);
    if (!listing) return [];
    const result = await ctx.addPhotos({ tenantId: tenant.id, propertyId: listing.id }, photos);
    return result.failed.map((f) => `Photo ${f.url} not added: ${f.reason}`);
  } catch (error) {
    return [`Photos not added: ${errorText(error)}`];
  }
}
