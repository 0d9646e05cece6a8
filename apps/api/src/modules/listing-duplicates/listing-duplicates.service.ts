import type { PUBLISHED_STATES } from '@propdesk/shared';
import { authorize, isStaff } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import { inTransaction, type ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { findListingOwner } from '../properties';
import { canSeeDuplicates } from './listing-duplicates.access';
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

/** Of these listings (public ids), the ones with a possible duplicate; no access check. */
export function listingsWithDuplicates(ctx: ModuleContext, tenant: Tenant, publicIds: string[]) {
  return repo.withDuplicates(ctx.db, tenant.id, publicIds);
}
