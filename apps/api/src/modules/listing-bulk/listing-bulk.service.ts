import type { FastifyBaseLogger } from 'fastify';
import { AppError, MAX_BULK_LISTINGS } from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { deleteProperty, updateProperty, type PropertiesContext } from '../properties';
import { ownListings, type OwnListing, type SearchBody } from '../property-search';
import { canActInBulk } from './listing-bulk.access';
import type { BulkOutcome, BulkResult } from './listing-bulk.schemas';

export interface ListingBulkContext extends ModuleContext {
  properties: PropertiesContext;
  log: FastifyBaseLogger;
}

type Action = BulkResult['action'];

/**
 * The ids "Select all matching" selects: the agent's listings the My Listings filters find,
 * newest first, at most MAX_BULK_LISTINGS (`capped` when more match).
 */
export async function selectMatching(
  ctx: ListingBulkContext,
  actor: Actor,
  tenant: Tenant,
  filters: SearchBody,
) {
  authorize(actor, canActInBulk);
  const found = await ownListings(
    ctx.db,
    tenant.id,
    actor.userId,
    { matching: filters },
    MAX_BULK_LISTINGS + 1,
  );
  return {
    ids: found.slice(0, MAX_BULK_LISTINGS).map((listing) => listing.publicId),
    capped: found.length > MAX_BULK_LISTINGS,
  };
}

/**
 * The named listings, each the caller's own: 404 naming every id that is not (unknown, deleted,
 * or another agent's: the same answer, so nobody learns what others list).
 */
async function namedListings(
  ctx: ListingBulkContext,
  actor: Actor,
  tenant: Tenant,
  ids: readonly string[],
): Promise<OwnListing[]> {
  authorize(actor, canActInBulk);
  const found = await ownListings(ctx.db, tenant.id, actor.userId, { ids }, ids.length);
  const byId = new Map(found.map((listing) => [listing.publicId, listing]));
  const missing = ids.flatMap((id, i) => (byId.has(id) ? [] : [i]));
  if (missing.length) {
    throw new AppError(
      'NOT_FOUND',
      missing.length === 1 ? 'Property not found' : 'Some of the listings were not found',
      missing.map((i) => ({ path: `ids.${i}`, message: 'Property not found' })),
    );
  }
  return ids.map((id) => byId.get(id)!);
}

/** What one listing's failure says: the rule it broke, or that it could not be done just now. */
function failureOf(ctx: ListingBulkContext, listing: OwnListing, error: unknown): BulkOutcome {
  if (error instanceof AppError && error.code !== 'INTERNAL') {
    return { ...named(listing), outcome: 'FAILED', message: error.message };
  }
  ctx.log.error({ err: error, listing: listing.publicId }, 'a bulk action failed on a listing');
  return { ...named(listing), outcome: 'FAILED', message: 'It could not be changed just now' };
}

const named = (listing: OwnListing) => ({ publicId: listing.publicId, name: listing.name });

/**
 * Applies `one` to each listing in turn, each in its own transaction with its own audit entry
 * (the single-listing write's), so one listing's failure leaves the others done and says why.
 */
async function eachListing(
  ctx: ListingBulkContext,
  action: Action,
  listings: OwnListing[],
  one: (listing: OwnListing) => Promise<Omit<BulkOutcome, 'publicId' | 'name'>>,
): Promise<BulkResult> {
  const results: BulkOutcome[] = [];
  for (const listing of listings) {
    try {
      results.push({ ...named(listing), ...(await one(listing)) });
    } catch (error) {
      results.push(failureOf(ctx, listing, error));
    }
  }
  const count = (outcome: BulkOutcome['outcome']) =>
    results.filter((r) => r.outcome === outcome).length;
  return {
    action,
    done: count('DONE'),
    unchanged: count('UNCHANGED'),
    failed: count('FAILED'),
    results,
  };
}

/** Archives or restores the named listings; those already so are left as they are. */
export async function setArchived(
  ctx: ListingBulkContext,
  actor: Actor,
  tenant: Tenant,
  ids: readonly string[],
  archived: boolean,
): Promise<BulkResult> {
  const listings = await namedListings(ctx, actor, tenant, ids);
  return eachListing(ctx, archived ? 'archive' : 'restore', listings, async (listing) => {
    if (listing.archived === archived) {
      return {
        outcome: 'UNCHANGED',
        message: archived ? 'Already archived' : 'Not archived',
      };
    }
    await updateProperty(ctx.properties, actor, tenant, listing.publicId, { archived });
    return { outcome: 'DONE', message: null };
  });
}

/** Deletes the named listings with their photos and units, as deleting one listing does. */
export async function deleteListings(
  ctx: ListingBulkContext,
  actor: Actor,
  tenant: Tenant,
  ids: readonly string[],
): Promise<BulkResult> {
  const listings = await namedListings(ctx, actor, tenant, ids);
  return eachListing(ctx, 'delete', listings, async (listing) => {
    try {
      await deleteProperty(ctx.properties, actor, tenant, listing.publicId);
    } catch (error) {
      // Another tab deleted it between the check and this turn: it is gone, as asked.
      if (error instanceof AppError && error.code === 'NOT_FOUND') {
        return { outcome: 'UNCHANGED', message: 'Already deleted' };
      }
      throw error;
    }
    return { outcome: 'DONE', message: null };
  });
}
