import { AppError, type PUBLISHED_STATES } from '@propdesk/shared';
import { recordAudits, type AuditEntry } from '../audit';
import { authorize, isStaff } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import { inTransaction, type ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { findListingOwner } from '../properties';
import { canDismissDuplicates, canSeeDuplicates } from './listing-duplicates.access';
import * as repo from './listing-duplicates.repository';

export interface ListingDuplicatesContext extends ModuleContext {
  /** Where a failed check is told (the app's logger; the CLI's standard error). */
  log: { warn(details: object, message: string): void };
}

/**
 * Compares listings with the site's others and keeps what matched, replacing what an earlier
 * check of each found. Called once a write the caller was allowed has committed (a listing
 * created or saved, its photos changed); no access check. A failed check is logged and the
 * write stands: the listing is checked again at its next change.
 */
export async function checkDuplicates(
  ctx: ListingDuplicatesContext,
  tenant: Tenant,
  listingIds: number[],
) {
  for (const listingId of listingIds) {
    try {
      const matches = await repo.findPossibleDuplicates(ctx.db, tenant.id, listingId);
      await inTransaction(ctx, (tx) => repo.replaceMatches(tx.db, tenant.id, listingId, matches));
    } catch (error) {
      ctx.log.warn({ err: error, listingId }, 'The duplicate check of a listing failed');
    }
  }
}

/**
 * The check of listings just created (the editor's create, a CSV batch, a RESO record): one read
 * for the batch, their pairs kept in one transaction. They have no photos yet; their first photos
 * check them again. No access check; a failed check is logged and the creates stand.
 */
export async function checkNewListings(
  ctx: ListingDuplicatesContext,
  tenant: Tenant,
  listingIds: number[],
) {
  try {
    const found = await repo.findDuplicatesOfNew(ctx.db, tenant.id, listingIds);
    if (!found.size) return;
    await inTransaction(ctx, async (tx) => {
      for (const [listingId, matches] of found) {
        await repo.replaceMatches(tx.db, tenant.id, listingId, matches);
      }
    });
  } catch (error) {
    ctx.log.warn({ err: error, listingIds }, 'The duplicate check of new listings failed');
  }
}

/**
 * A listing's possible duplicates, each with what matched and the photos both have: all of
 * them for moderators and admins, its agent's own listings only for its agent (another
 * agency's listing is never shown to an agent).
 */
export async function listDuplicates(
  ctx: ListingDuplicatesContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
) {
  const listing = authorize(actor, canSeeDuplicates, await findListingOwner(ctx, tenant, publicId));
  const staff = isStaff(actor);
  const found = (await repo.storedDuplicates(ctx.db, tenant.id, listing.id)).filter(
    (d) => staff || d.agentUserId === actor.userId,
  );
  const pairs = await repo.samePhotoPairs(
    ctx.db,
    tenant.id,
    listing.id,
    found.filter((d) => d.samePhotos > 0).map((d) => d.id),
  );
  return found.map((d) => ({
    publicId: d.publicId,
    name: d.name,
    title: d.title,
    published: d.published as (typeof PUBLISHED_STATES)[number],
    archived: d.archived,
    price: d.price,
    currency: d.currency,
    priceType: d.priceType,
    profilePhoto: d.profilePhoto,
    agent: { publicId: d.agentPublicId, name: d.agentName },
    matched: { photos: d.samePhotos, place: d.samePlace, reference: d.sameReference },
    photos: pairs.filter((p) => p.otherId === d.id).map(({ mine, theirs }) => ({ mine, theirs })),
    foundAt: d.foundAt.toISOString(),
  }));
}

const NOT_A_PAIR = 'These two listings are not possible duplicates of each other';

/**
 * A moderator marks another listing as not a duplicate of this one (flats of one block, say):
 * the pair leaves both listings' panels and the queue's flag, and stays dismissed when either is
 * checked again, unless it matches more than it did. Each listing's history says who decided.
 * Two moderators at once: one dismissal, one history entry each side, both answered alike.
 * Answers the listing's remaining possible duplicates.
 */
export async function dismissDuplicate(
  ctx: ListingDuplicatesContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  otherPublicId: string,
) {
  const listing = authorize(
    actor,
    canDismissDuplicates,
    await findListingOwner(ctx, tenant, publicId),
  );
  const other = await findListingOwner(ctx, tenant, otherPublicId);
  if (!other || other.id === listing.id) throw new AppError('NOT_FOUND', NOT_A_PAIR);
  await inTransaction(ctx, async (tx) => {
    const outcome = await repo.dismissPair(tx.db, tenant.id, [listing.id, other.id], actor.userId);
    if (outcome === 'unknown') throw new AppError('NOT_FOUND', NOT_A_PAIR);
    if (outcome === 'already') return;
    const entry = (of: string, otherId: string): AuditEntry => ({
      tenantId: tenant.id,
      actor,
      ip: actor.ip ?? null,
      entity: 'property',
      entityId: of,
      propertyId: of,
      action: 'dismiss',
      changes: { possibleDuplicate: { before: otherId, after: null } },
    });
    await recordAudits(tx.db, [
      entry(listing.publicId, other.publicId),
      entry(other.publicId, listing.publicId),
    ]);
  });
  return listDuplicates(ctx, actor, tenant, publicId);
}

/** Of these listings (public ids), the ones with a possible duplicate; no access check. */
export function listingsWithDuplicates(ctx: ModuleContext, tenant: Tenant, publicIds: string[]) {
  return repo.withDuplicates(ctx.db, tenant.id, publicIds);
}
