import {
  AppError,
  distanceKm,
  MAX_AMENITIES_PER_LISTING,
  type AmenityInput,
} from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import { inTransaction, type ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { newPublicId } from '../../lib/ids';
import { findListingById, findOwnListing, findVisibleListing, lockListing } from '../properties';
import { diffFields, recordAudit } from '../audit';
import { canChangeAmenity, canManageAmenities } from './amenities.access';
import * as repo from './amenities.repository';
import { assertRemoved } from '../../lib/removed';

type Point = { latitude: number; longitude: number };

export const TOO_MANY_AMENITIES = `A listing can have at most ${MAX_AMENITIES_PER_LISTING} amenities`;

/** Kilometres from the listing, to 0.01 km, from where the listing is now. */
const kmFrom = (listing: Point, amenity: Point) =>
  Math.round(distanceKm(listing, amenity) * 100) / 100;

function amenityView(row: repo.AmenityRow, listing: Point) {
  return {
    publicId: row.publicId,
    name: row.name,
    type: row.type,
    description: row.description,
    latitude: row.latitude,
    longitude: row.longitude,
    altitude: row.altitude,
    distance: kmFrom(listing, row),
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored fields of a create or an update: what is left out takes its default. */
const fields = (input: AmenityInput): repo.AmenityFields => ({
  name: input.name ?? '',
  type: input.type,
  description: input.description ?? '',
  latitude: input.latitude,
  longitude: input.longitude,
  altitude: input.altitude ?? null,
  active: input.active ?? true,
});

const AUDITED = [
  'name',
  'type',
  'description',
  'latitude',
  'longitude',
  'altitude',
  'active',
] as const;

/** One audit row for a write to a listing's amenity, in the write's transaction. */
function auditAmenity(
  tx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  listing: { publicId: string },
  action: 'create' | 'update' | 'delete',
  before: repo.AmenityFields | null,
  after: (repo.AmenityFields & { publicId: string }) | null,
  publicId: string,
) {
  return recordAudit(tx.db, {
    tenantId: tenant.id,
    actor,
    ip: actor.ip ?? null,
    entity: 'amenity',
    entityId: publicId,
    propertyId: listing.publicId,
    action,
    changes: diffFields(before, after, AUDITED),
  });
}

/** A listing's amenities, nearest first: for whoever may see the listing. */
export async function listAmenities(
  ctx: ModuleContext,
  actor: Actor | null,
  tenant: Tenant,
  propertyId: string,
) {
  const listing = await findVisibleListing(ctx, actor, tenant, propertyId);
  const rows = await repo.listAmenities(ctx.db, tenant.id, listing.id);
  return rows
    .map((row) => amenityView(row, listing))
    .sort((a, b) => a.distance - b.distance || a.createdAt.localeCompare(b.createdAt));
}

/** Adds an amenity to a listing (its agent only), up to the limit per listing. */
export async function createAmenity(
  ctx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  propertyId: string,
  input: AmenityInput,
) {
  authorize(actor, canManageAmenities);
  const listing = await findOwnListing(ctx, actor, tenant, propertyId);
  const row = await inTransaction(ctx, async (tx) => {
    // Two creates at once must not both pass the count.
    await lockListing(tx, tenant, listing.id);
    if ((await repo.countAmenities(tx.db, tenant.id, listing.id)) >= MAX_AMENITIES_PER_LISTING) {
      throw new AppError('VALIDATION_FAILED', TOO_MANY_AMENITIES);
    }
    const inserted = await repo.insertAmenity(tx.db, tenant.id, {
      ...fields(input),
      publicId: newPublicId(),
      propertyId: listing.id,
    });
    await auditAmenity(tx, actor, tenant, listing, 'create', null, inserted, inserted.publicId);
    return inserted;
  });
  return amenityView(row, listing);
}

/** The amenity and its listing, once the caller may change them. */
async function findOwnAmenity(ctx: ModuleContext, actor: Actor, tenant: Tenant, id: string) {
  authorize(actor, canManageAmenities);
  const amenity = await repo.findAmenity(ctx.db, tenant.id, id);
  const listing = amenity && (await findListingById(ctx, tenant, amenity.propertyId));
  return authorize(actor, canChangeAmenity, amenity && listing ? { amenity, listing } : undefined);
}

/** Replaces an amenity's editable fields (the listing's agent only). */
export async function updateAmenity(
  ctx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  id: string,
  input: AmenityInput,
) {
  const { amenity, listing } = await findOwnAmenity(ctx, actor, tenant, id);
  const row = await inTransaction(ctx, async (tx) => {
    const updated = await repo.updateAmenity(tx.db, tenant.id, amenity.id, fields(input));
    if (!updated) throw new AppError('NOT_FOUND', 'Amenity not found');
    await auditAmenity(tx, actor, tenant, listing, 'update', amenity, updated, amenity.publicId);
    return updated;
  });
  return amenityView(row, listing);
}

/** Deletes an amenity (the listing's agent only). */
export async function deleteAmenity(ctx: ModuleContext, actor: Actor, tenant: Tenant, id: string) {
  const { amenity, listing } = await findOwnAmenity(ctx, actor, tenant, id);
  await inTransaction(ctx, async (tx) => {
    assertRemoved(await repo.deleteAmenity(tx.db, tenant.id, amenity.id), 'Amenity not found');
    await auditAmenity(tx, actor, tenant, listing, 'delete', amenity, null, amenity.publicId);
  });
  return { publicId: amenity.publicId, message: 'Amenity deleted' as const };
}
