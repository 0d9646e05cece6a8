import { randomInt } from 'node:crypto';
import {
  AppError,
  effectiveTitle,
  propertyCompletion,
  SERVICE_CHARGE_NEEDS_SERVICED,
  type LanguageCode,
  type ListingSource,
  type PropertyCreateInput,
  type PropertyUpdateInput,
} from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import { inTransaction, type ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { isUniqueViolation } from '../../lib/db-errors';
import { newPublicId } from '../../lib/ids';
import { suburbCurrencies, suburbWithCurrencies } from '../locations';
import { findType } from '../property-types';
import {
  canChangeListing,
  canCreateListings,
  canSeeListing,
  isLive,
  isOwnRead,
  NOT_FOUND_MESSAGE,
} from './properties.access';
import type { ListingParts, PropertiesContext } from './properties.context';
import * as repo from './properties.repository';
import { propertyAnswer, propertyAnswers } from './properties.answer';
import {
  diffFields,
  endAuditSessions,
  recordAudits,
  recordInSession,
  type AuditEntry,
} from '../audit';
import { newListingFields } from './properties.changes';
import { listingAuditEntry, recordListingAudit } from './properties.audit';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A listing code people can read aloud: PR- and six characters without 0/O or 1/I. */
function newPropertyCode(): string {
  let code = 'PR-';
  for (let i = 0; i < 6; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * Edits to these put an approved listing back in review: they change what the listing says or
 * what and where it is. Price, area, flags and archiving do not.
 */
const REVIEWED_FIELDS = [
  'name',
  'title',
  'description',
  'metaTags',
  'tourUrl',
  'typeId',
  'category',
  'suburbId',
  'latitude',
  'longitude',
] as const;

async function detailView(ctx: PropertiesContext, tenant: Tenant, publicId: string) {
  const row = await repo.findPropertyDetail(ctx.db, tenant.id, publicId);
  if (!row) throw new AppError('NOT_FOUND', 'Property not found');
  return propertyAnswer(ctx, tenant, row);
}

function assertCurrency(currency: string, allowed: string[]) {
  if (allowed.length && !allowed.includes(currency)) {
    const message = `Currency must be one of ${allowed.join(', ')}`;
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'currency', message }]);
  }
}

function assertNotPublishing(requested: string | undefined, current: string) {
  if (requested !== undefined && requested !== current) {
    throw new AppError('FORBIDDEN', 'Only moderators can change whether a listing is published');
  }
}

/**
 * Recomputes the stored completion after anything that changes it (features, images); the
 * caller announces the change (listingsChanged) once its writes are committed.
 */
export async function updateCompletion(
  ctx: ModuleContext & { listingParts: ListingParts },
  tenant: Tenant,
  listingId: number,
) {
  const current = await repo.findPropertyRowById(ctx.db, tenant.id, listingId);
  if (!current) return;
  const completion = completionOf(
    current,
    await ctx.listingParts.count(ctx.db, tenant.id, listingId),
  );
  await repo.updateProperty(ctx.db, tenant.id, listingId, { completion });
}

function completionOf(
  p: Pick<
    repo.PropertyRow,
    | 'name'
    | 'title'
    | 'description'
    | 'typeId'
    | 'category'
    | 'suburbId'
    | 'latitude'
    | 'longitude'
    | 'price'
    | 'currency'
    | 'priceType'
    | 'area'
    | 'areaType'
    | 'built'
    | 'metaTags'
    | 'profilePhoto'
  >,
  counts: { featureCount: number; imageCount: number },
) {
  return propertyCompletion({ ...p, suburb: p.suburbId, ...counts });
}

/**
 * A new listing's row (in review, without photo) after the editor's checks: the agent's own id,
 * no publishing, the type and suburb found (by `find`), a currency of the suburb's country.
 */
async function newListingValues(
  actor: Actor,
  tenant: Tenant,
  params: { agentId: string; typeId: string; suburbId: string },
  input: PropertyCreateInput,
  originalLanguage: LanguageCode,
  origin: ListingOrigin | undefined,
  find: {
    type: (publicId: string) => ReturnType<typeof findType>;
    suburb: (publicId: string) => ReturnType<typeof suburbWithCurrencies>;
  },
) {
  if (params.agentId !== actor.agentId) {
    throw new AppError('FORBIDDEN', 'You can only create listings under your own agent id');
  }
  assertNotPublishing(input.published, 'REVIEW');
  const type = await find.type(params.typeId);
  const suburb = await find.suburb(params.suburbId);
  assertCurrency(input.currency, suburb.currencies);
  return {
    tenantId: tenant.id,
    userId: actor.userId,
    typeId: type.id,
    suburbId: suburb.id,
    ...newListingFields(input),
    archived: input.archived ?? false,
    listingCategory: input.listingCategory ?? 'FEATURED',
    published: 'REVIEW',
    profilePhoto: null,
    originalLanguage,
    ...(origin && { source: origin.source, agentReference: origin.agentReference ?? null }),
  } satisfies Partial<repo.NewPropertyRow>;
}

/**
 * Where a write comes from when it is not the editor: the listing's source and the agent's own
 * reference (a create), and the audit entry's reason, which names the import.
 */
interface ListingOrigin {
  source: ListingSource;
  agentReference?: string;
  auditNote: string;
}

/**
 * The editor's create (and a RESO source's, with its origin): a batch of one through
 * createListings, the only write of a new listing; its error is thrown as it came.
 */
export async function createProperty(
  ctx: PropertiesContext,
  actor: Actor,
  tenant: Tenant,
  params: { agentId: string; typeId: string; suburbId: string },
  input: PropertyCreateInput,
  /** What the agent writes in: the language of the request (the dashboard's), else the site's. */
  originalLanguage: LanguageCode = tenant.defaultLanguage,
  origin?: ListingOrigin,
) {
  const [created] = await createListings(ctx, actor, tenant, [{ params, input, origin }], {
    originalLanguage,
  });
  if ('error' in created!) throw created.error;
  return detailView(ctx, tenant, created!.publicId);
}

/** A listing createListings creates. */
export interface NewListing {
  params: { agentId: string; typeId: string; suburbId: string };
  input: PropertyCreateInput;
  /** Absent for the editor's create: source 'dashboard', no reference, no reason. */
  origin?: ListingOrigin;
  /** Features the caller's `writeParts` means to write with it: its completion counts them. */
  featureCount?: number;
}

/** A created listing, as `writeParts` gets it. */
interface MadeListing {
  /** Its item's index in the batch. */
  item: number;
  listing: { id: number; publicId: string; typeId: number };
}

/**
 * Writes rows that belong to new listings in their transaction (a CSV row's bedrooms and
 * bathrooms); answers how many features it wrote for each. It may run twice for a listing: a
 * batch that fails is redone with a savepoint per listing.
 */
export type WriteParts = (tx: ModuleContext, made: MadeListing[]) => Promise<number[]>;

type CreatedListing = { publicId: string; id: number } | { error: unknown };

type PreparedListing = {
  row: Omit<repo.NewPropertyRow, 'publicId' | 'code'> & { originalLanguage: string };
  audit: AuditEntry | null;
};

/**
 * The write of every new listing (createProperty's batch of one, CSV imports' batches): the
 * editor's checks, review state and audit entry (with the origin's note), no answers.
 * One transaction for the batch, the listings and their audit entries written in one statement
 * each; when that fails, again with a savepoint per listing, so a listing that fails (its answer
 * is `{ error }`, in the items' order) leaves the others. The caches hear once, after the commit.
 */
export async function createListings(
  ctx: PropertiesContext,
  actor: Actor,
  tenant: Tenant,
  items: NewListing[],
  options: { originalLanguage?: LanguageCode; writeParts?: WriteParts } = {},
): Promise<CreatedListing[]> {
  authorize(actor, canCreateListings);
  const originalLanguage = options.originalLanguage ?? tenant.defaultLanguage;
  const types = new Map<string, ReturnType<typeof findType>>();
  const suburbs = new Map<string, ReturnType<typeof suburbWithCurrencies>>();
  const once = <T>(cache: Map<string, Promise<T>>, key: string, read: () => Promise<T>) => {
    if (!cache.has(key)) cache.set(key, read());
    return cache.get(key)!;
  };
  // Reads before the transaction (PGlite's transaction holds the app's only connection).
  const prepared: (PreparedListing | { error: unknown })[] = [];
  for (const { params, input, origin, featureCount = 0 } of items) {
    try {
      const values = await newListingValues(
        actor,
        tenant,
        params,
        input,
        originalLanguage,
        origin,
        {
          type: (id) => once(types, id, () => findType(ctx, tenant, id)),
          suburb: (id) => once(suburbs, id, () => suburbWithCurrencies(ctx, tenant, id)),
        },
      );
      const row = { ...values, completion: completionOf(values, { featureCount, imageCount: 0 }) };
      const audit = withNote(
        await listingAuditEntry(ctx, actor, tenant, null, {
          ...row,
          publicId: '',
        } as repo.PropertyRow),
        origin,
      );
      prepared.push({ row, audit });
    } catch (error) {
      prepared.push({ error });
    }
  }
  const writeParts: WriteParts = options.writeParts ?? (async (_tx, made) => made.map(() => 0));
  const expected = (item: number) => items[item]!.featureCount ?? 0;
  /** Their parts, and the completion again where fewer features were written than expected. */
  const withParts = async (
    tx: PropertiesContext,
    made: MadeListing[],
    rows: repo.PropertyRow[],
  ) => {
    const written = made.length ? await writeParts(tx, made) : [];
    for (const [k, { item }] of made.entries()) {
      if (written[k] === expected(item)) continue;
      const completion = completionOf(rows[k]!, { featureCount: written[k]!, imageCount: 0 });
      await repo.updateProperty(tx.db, tenant.id, rows[k]!.id, { completion });
    }
  };
  const all = () =>
    inTransaction(ctx, async (tx) => {
      const ready = prepared.flatMap((p, item) => ('row' in p ? [{ ...p, item }] : []));
      const rows = ready.map(({ row }) => ({
        ...row,
        publicId: newPublicId(),
        code: newPropertyCode(),
      }));
      const inserted = await repo.insertProperties(tx.db, rows);
      const byPublicId = new Map(inserted.map((r) => [r.publicId, r]));
      const made = rows.map((r) => byPublicId.get(r.publicId)!);
      await recordAudits(
        tx.db,
        ready.flatMap(({ audit }, k) =>
          audit ? [{ ...audit, entityId: made[k]!.publicId, propertyId: made[k]!.publicId }] : [],
        ),
      );
      await withParts(
        tx,
        ready.map(({ item }, k) => ({ item, listing: made[k]! })),
        made,
      );
      const out: CreatedListing[] = prepared.map((p) =>
        'error' in p ? { error: p.error } : { error: null },
      );
      ready.forEach(
        ({ item }, k) => (out[item] = { publicId: made[k]!.publicId, id: made[k]!.id }),
      );
      return out;
    });
  const oneByOne = () =>
    inTransaction(ctx, async (tx) => {
      const out: CreatedListing[] = [];
      for (const [item, p] of prepared.entries()) {
        out.push(
          'error' in p
            ? { error: p.error }
            : await createInSavepoint(tx, tenant, p, item, withParts),
        );
      }
      return out;
    });
  const results = await all().catch(oneByOne);
  const created = results.flatMap((r) => ('id' in r ? [r.id] : []));
  if (created.length) {
    await ctx.changed(tenant.id);
    await ctx.listingsSaved(tenant, created, true);
  }
  return results;
}

/** One listing of createListings in a savepoint of its own, drawing another code on a clash. */
async function createInSavepoint(
  tx: PropertiesContext,
  tenant: Tenant,
  { row: values, audit }: PreparedListing,
  item: number,
  withParts: (
    tx: PropertiesContext,
    made: MadeListing[],
    rows: repo.PropertyRow[],
  ) => Promise<void>,
): Promise<CreatedListing> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await inTransaction(tx, async (sp) => {
        const row = { ...values, publicId: newPublicId(), code: newPropertyCode() };
        const [inserted] = await repo.insertProperties(sp.db, [row]);
        await recordListingAudit(
          sp,
          audit && { ...audit, entityId: row.publicId, propertyId: row.publicId },
        );
        await withParts(sp, [{ item, listing: inserted! }], [inserted!]);
        return { publicId: row.publicId, id: inserted!.id };
      });
    } catch (error) {
      if (attempt < 4 && isUniqueViolation(error, 'code')) continue;
      return { error };
    }
  }
}

/**
 * A listing's version as a conditional save names it: its updatedAt (`If-Match:
 * "2026-12-07T09:30:00.123Z"`), or any version (`*`).
 */
export type ListingVersion = Date | '*';

export const sameVersion = (current: { updatedAt: Date }, version: ListingVersion) =>
  version === '*' || current.updatedAt.getTime() === version.getTime();

const listingChanged = () =>
  new AppError(
    'PRECONDITION_FAILED',
    'This listing changed since you opened it: read it again and choose what to keep',
  );

/** The fields a duplicate check compares: a save that changes one checks the listing again. */
const DUPLICATE_FIELDS = ['typeId', 'category', 'price', 'latitude', 'longitude'];

/** How the editor saves: conditionally, and as part of an editing session. */
export interface ListingSave {
  /** The version the caller started from (its updatedAt, If-Match): refused when stale. */
  startedFrom?: ListingVersion;
  /**
   * The editing session the save belongs to (Edit-Session): its changes join the session's one
   * audit entry, written when the session ends, instead of an entry of their own.
   */
  editSession?: string;
}

export async function updateProperty(
  ctx: PropertiesContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  input: PropertyUpdateInput,
  origin?: Pick<ListingOrigin, 'auditNote'>,
  { startedFrom, editSession }: ListingSave = {},
) {
  const current = authorize(
    actor,
    canChangeListing,
    await repo.findPropertyRow(ctx.db, tenant.id, publicId),
  );
  if (startedFrom && !sameVersion(current, startedFrom)) throw listingChanged();
  assertNotPublishing(input.published, current.published);

  const type = input.typeId ? await findType(ctx, tenant, input.typeId) : undefined;
  const suburb = input.suburb ? await suburbWithCurrencies(ctx, tenant, input.suburb) : undefined;
  const currency = input.currency ?? current.currency;
  if (input.currency !== undefined || suburb) {
    assertCurrency(
      currency,
      suburb?.currencies ?? (await suburbCurrencies(ctx, tenant, current.suburbId)),
    );
  }

  const serviced = input.serviced ?? current.serviced;
  // Turning serviced off drops a stored charge unless the same request sends one.
  const serviceCharge = input.serviceCharge ?? (serviced ? current.serviceCharge : 0);
  if (!serviced && serviceCharge > 0) {
    throw new AppError('VALIDATION_FAILED', SERVICE_CHARGE_NEEDS_SERVICED, [
      { path: 'serviceCharge', message: SERVICE_CHARGE_NEEDS_SERVICED },
    ]);
  }
  const name = input.name ?? current.name;
  const changes: Partial<repo.NewPropertyRow> = {
    ...(input.name !== undefined && { name }),
    ...(input.title !== undefined && { title: effectiveTitle(input.title, name) }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.category !== undefined && { category: input.category }),
    ...(input.area !== undefined && { area: input.area }),
    ...(input.areaType !== undefined && { areaType: input.areaType }),
    ...(input.built !== undefined && { built: input.built ? new Date(input.built) : null }),
    ...(input.price !== undefined && { price: input.price }),
    ...(input.currency !== undefined && { currency }),
    ...(input.priceType !== undefined && { priceType: input.priceType }),
    ...(input.vatable !== undefined && { vatable: input.vatable }),
    serviced,
    serviceCharge,
    ...(input.displayMap !== undefined && { displayMap: input.displayMap }),
    ...(input.latitude !== undefined && { latitude: input.latitude }),
    ...(input.longitude !== undefined && { longitude: input.longitude }),
    ...(input.altitude !== undefined && { altitude: input.altitude }),
    ...(input.metaTags !== undefined && { metaTags: input.metaTags }),
    ...(input.tourUrl !== undefined && { tourUrl: input.tourUrl }),
    ...(input.archived !== undefined && { archived: input.archived }),
    ...(input.listingCategory !== undefined && { listingCategory: input.listingCategory }),
    ...(type && { typeId: type.id }),
    ...(suburb && { suburbId: suburb.id }),
  };
  const changed = Object.keys(diffFields(current, changes, Object.keys(changes)) ?? {});
  // The agent finished this listing once: the changed one waits for a moderator straight away
  // (docs/decisions.md). A listing sent back waits for its agent's 'Send for review'.
  if (current.published === 'APPROVED' && REVIEWED_FIELDS.some((f) => changed.includes(f))) {
    changes.published = 'REVIEW';
    changes.readyForReviewAt = new Date();
  }
  const next = { ...current, ...changes };
  changes.completion = completionOf(
    next,
    await ctx.listingParts.count(ctx.db, tenant.id, current.id),
  );
  const audit = withNote(
    await listingAuditEntry(ctx, actor, tenant, current, { ...current, ...changes }),
    origin,
  );
  await inTransaction(ctx, async (tx) => {
    // Compare and set: a save from the same version that committed first wins, this one is
    // refused rather than overwriting it.
    const stillCurrent = startedFrom ? current.updatedAt : undefined;
    const written = await repo.updateProperty(tx.db, tenant.id, current.id, changes, stillCurrent);
    if (!written)
      throw startedFrom ? listingChanged() : new AppError('NOT_FOUND', 'Property not found');
    if (editSession) await recordInSession(tx.db, audit, editSession);
    else await recordListingAudit(tx, audit);
  });
  await ctx.changed(tenant.id);
  if (changed.some((field) => DUPLICATE_FIELDS.includes(field))) {
    await ctx.listingsSaved(tenant, [current.id], false);
  }
  return detailView(ctx, tenant, publicId);
}

/** The audit entry with the origin's note as its reason (a CSV import names itself there). */
function withNote<E extends { reason?: string | null }>(
  entry: E | null,
  origin: Pick<ListingOrigin, 'auditNote'> | undefined,
): E | null {
  return entry && origin ? { ...entry, reason: origin.auditNote } : entry;
}

/**
 * Images go first, listing photos then unit photos (their modules remove each one's files, then
 * its row; when a file cannot be removed the delete stops there and the listing stays: 'Could not
 * delete image'). Then the listing and its rows (units included) go in one transaction.
 */
export async function deleteProperty(
  ctx: PropertiesContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
) {
  const current = authorize(
    actor,
    canChangeListing,
    await repo.findPropertyRow(ctx.db, tenant.id, publicId),
  );
  try {
    await ctx.deleteListingImages(tenant, current);
    await ctx.deleteListingUnitFiles(tenant, current);
  } catch (error) {
    // Images removed before storage failed are gone from the listing that stays.
    await ctx.changed(tenant.id);
    throw error;
  }
  const audit = await listingAuditEntry(ctx, actor, tenant, current, null);
  const lateFiles = await inTransaction(ctx, async (tx) => {
    // Under the row's lock: of two deletes at once, the second finds nothing and logs nothing.
    // An upload waits for it too, then finds the listing gone (lockListing: 404).
    await repo.lockProperty(tx.db, tenant.id, current.id);
    const late = await ctx.listingParts.remove(tx.db, tenant.id, current.id);
    if (!(await repo.deleteProperty(tx.db, tenant.id, current.id))) {
      throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    }
    // Editing sessions still open are written first: the history keeps what they changed.
    await endAuditSessions(tx.db, {
      tenantId: tenant.id,
      entity: 'property',
      entityId: publicId,
    });
    await recordListingAudit(tx, audit);
    return late;
  });
  // Photos an upload committed between the files' removal above and this transaction.
  await ctx.listingParts.discardFiles(lateFiles);
  await ctx.changed(tenant.id);
  return { publicId, message: 'Property deleted' as const };
}

/**
 * The editor closed, or the agent saved on purpose: the caller's editing session of the listing
 * becomes its one history entry now. Ending a session that has ended (or never saved) does
 * nothing, so the editor may end it twice (leaving the page and closing the tab).
 */
export async function endEditSession(
  ctx: PropertiesContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  sessionKey: string,
): Promise<void> {
  authorize(actor, canChangeListing, await repo.findPropertyRow(ctx.db, tenant.id, publicId));
  await endAuditSessions(ctx.db, {
    tenantId: tenant.id,
    entity: 'property',
    entityId: publicId,
    session: { key: sessionKey, userId: actor.userId },
  });
}

/**
 * A read by anyone but the agent and the moderators counts as a view; `counted` is the
 * listing's internal id when this read counted.
 */
export async function getProperty(
  ctx: PropertiesContext,
  actor: Actor | null,
  tenant: Tenant,
  publicId: string,
) {
  const row = await repo.findPropertyDetail(ctx.db, tenant.id, publicId);
  const p = authorize(actor, canSeeListing, row?.property);
  const counted = !isOwnRead(actor, p) && isLive(p) ? p.id : undefined;
  if (counted) ctx.views.record(counted);
  return { view: await propertyAnswer(ctx, tenant, row!), counted };
}

// What other modules may do with a listing (see index.ts).

/** A listing's answer for a caller who may see it, without counting a view (a brochure). */
export async function findVisibleListingView(
  ctx: PropertiesContext,
  actor: Actor | null,
  tenant: Tenant,
  publicId: string,
) {
  const row = await repo.findPropertyDetail(ctx.db, tenant.id, publicId);
  authorize(actor, canSeeListing, row?.property);
  return propertyAnswer(ctx, tenant, row!);
}

/** A listing the caller may see (404 'Property not found' otherwise). */
export async function findVisibleListing(
  ctx: ModuleContext,
  actor: Actor | null,
  tenant: Tenant,
  publicId: string,
) {
  return authorize(actor, canSeeListing, await repo.findPropertyRow(ctx.db, tenant.id, publicId));
}

/** The caller's own listing (404 when hidden from them, 403 'Not your property'). */
export async function findOwnListing(
  ctx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
) {
  return authorize(
    actor,
    canChangeListing,
    await repo.findPropertyRow(ctx.db, tenant.id, publicId),
  );
}

/** A listing by internal id, for a module that holds one of its rows; no access check. */
export function findListingById(ctx: ModuleContext, tenant: Tenant, listingId: number) {
  return repo.findPropertyRowById(ctx.db, tenant.id, listingId);
}

/** Who owns a listing, by public id, for a module that checks access itself; no access check. */
export function findListingOwner(ctx: ModuleContext, tenant: Tenant, publicId: string) {
  return repo.findPropertyRow(ctx.db, tenant.id, publicId);
}

/** An agent's listing by their own reference (CSV imports); no access check. */
export function findListingByReference(
  ctx: ModuleContext,
  tenant: Tenant,
  userId: number,
  reference: string,
) {
  return repo.findPropertyRowByReference(ctx.db, tenant.id, userId, reference);
}

/** An agent's listings by their own references, in one read (CSV imports); no access check. */
export function findListingsByReferences(
  ctx: ModuleContext,
  tenant: Tenant,
  userId: number,
  references: string[],
) {
  return repo.findPropertyRowsByReferences(ctx.db, tenant.id, userId, references);
}

/**
 * Locks the listing's row until the caller's transaction ends; 404 when it is gone (deleted
 * since the caller read it), so what the caller would add to it is never written.
 */
export async function lockListing(ctx: ModuleContext, tenant: Tenant, listingId: number) {
  if (!(await repo.lockProperty(ctx.db, tenant.id, listingId))) {
    throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  }
}

/** Sets (or clears) the listing's profile photo address; the caller checked access. */
export function setListingProfilePhoto(
  ctx: ModuleContext,
  tenant: Tenant,
  listingId: number,
  url: string | null,
) {
  return repo.setProfilePhoto(ctx.db, tenant.id, listingId, url);
}

/** The answers of the listings with these internal ids, in the ids' order; no access check. */
export async function listingAnswers(ctx: PropertiesContext, tenant: Tenant, ids: number[]) {
  return propertyAnswers(ctx, tenant, await repo.findPropertyDetails(ctx.db, tenant.id, ids));
}

/** A listing with its features and images, by public id, for propertyAnswer; no access check. */
export function findListingDetail(ctx: ModuleContext, tenant: Tenant, publicId: string) {
  return repo.findPropertyDetail(ctx.db, tenant.id, publicId);
}

/** What moderation changes in a listing: whether it is live, why it was sent back, since when it waits. */
export type ReviewState = Partial<
  Pick<
    repo.NewPropertyRow,
    'published' | 'rejectionReason' | 'readyForReviewAt' | 'approvedSnapshot'
  >
>;

/**
 * Writes a listing's review state (a moderator's decision, its agent's 'Send for review'); the
 * caller checked access, holds the listing's lock and records the audit entry.
 */
export async function setReviewState(
  ctx: ModuleContext,
  tenant: Tenant,
  listingId: number,
  state: ReviewState,
) {
  await repo.updateProperty(ctx.db, tenant.id, listingId, state);
}
