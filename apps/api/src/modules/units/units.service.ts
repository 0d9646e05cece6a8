import {
  AppError,
  MAX_GENERAL_IMAGES_PER_UPLOAD,
  MAX_UNITS_PER_LISTING,
  type PageRequest,
  type UnitFields,
} from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import { inTransaction, type ModuleContext } from '../../infra/context';
import type { Storage } from '../../infra/storage';
import type { Tenant } from '../../infra/tenant';
import { newPublicId } from '../../lib/ids';
import { toPage } from '../../lib/paging';
import {
  deleteKeys,
  IMAGE_NAME,
  photoView,
  propertyFolder,
  storeUploads,
  currentWatermark,
  photosRecorded,
  sitePhotosMarked,
  withoutOriginal,
  type FileSource,
} from '../images';
import {
  findListingById,
  findOwnListing,
  findVisibleListing,
  isOwnRead,
  lockListing,
} from '../properties';
import { diffFields, recordAudit } from '../audit';
import { canChangeUnit, canManageUnits, canSeeUnit } from './units.access';
import * as repo from './units.repository';
import { assertRemoved } from '../../lib/removed';

export interface UnitsContext extends ModuleContext {
  storage: Storage;
}

/** Photos one unit may have, counting earlier uploads. */
export const MAX_UNIT_IMAGES = 10;
export const TOO_MANY_UNITS = `A listing can have at most ${MAX_UNITS_PER_LISTING} units`;

interface UnitListing {
  publicId: string;
  currency: string;
}

function unitView(
  row: repo.UnitRow,
  listing: UnitListing,
  images: repo.UnitImageRow[],
  /** The reader gets the marked variants only (images/withoutOriginal). */
  marked = false,
) {
  return {
    publicId: row.publicId,
    propertyId: listing.publicId,
    title: row.title,
    area: row.area,
    available: row.available,
    description: row.description,
    furnished: row.furnished,
    deposit: row.deposit,
    rentalPrice: row.rentalPrice,
    rentToOwnPrice: row.rentToOwnPrice,
    serviceCharge: row.serviceCharge,
    salePrice: row.salePrice,
    currency: listing.currency,
    images: images
      .filter((i) => i.unitId === row.id)
      .map((i) => photoView(marked ? withoutOriginal(i) : i)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored fields of a create or an update: what is left out took its default in unitBody. */
const fields = (input: UnitFields): repo.UnitFields => ({
  title: input.title,
  area: input.area ?? null,
  available: input.available,
  furnished: input.furnished,
  description: input.description,
  deposit: input.deposit,
  rentalPrice: input.rentalPrice,
  rentToOwnPrice: input.rentToOwnPrice,
  serviceCharge: input.serviceCharge,
  salePrice: input.salePrice,
});

const AUDITED: (keyof repo.UnitFields)[] = [
  'title',
  'area',
  'available',
  'furnished',
  'description',
  'deposit',
  'rentalPrice',
  'rentToOwnPrice',
  'serviceCharge',
  'salePrice',
];

/** One audit row for a write to a listing's unit, in the write's transaction. */
function auditUnit(
  tx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  unit: { publicId: string; listing: string },
  action: 'create' | 'update' | 'delete',
  before: repo.UnitFields | null,
  after: repo.UnitFields | null,
) {
  return recordAudit(tx.db, {
    tenantId: tenant.id,
    actor,
    ip: actor.ip ?? null,
    entity: 'unit',
    entityId: unit.publicId,
    propertyId: unit.listing,
    action,
    changes: diffFields(before, after, AUDITED),
  });
}

/** A unit photo's audit row: an image of the listing, named with its unit. */
function auditUnitPhoto(
  tx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  { unit, listing }: { unit: { publicId: string }; listing: { publicId: string } },
  name: string,
  action: 'upload' | 'delete',
) {
  const unitChange =
    action === 'upload'
      ? { before: null, after: unit.publicId }
      : { before: unit.publicId, after: null };
  return recordAudit(tx.db, {
    tenantId: tenant.id,
    actor,
    ip: actor.ip ?? null,
    entity: 'image',
    entityId: name,
    propertyId: listing.publicId,
    action,
    changes: { unit: unitChange },
  });
}

async function withImages(
  ctx: ModuleContext,
  tenant: Tenant,
  row: repo.UnitRow,
  l: UnitListing,
  marked = false,
) {
  return unitView(row, l, await repo.listImages(ctx.db, tenant.id, [row.id]), marked);
}

/** A reader who gets the marked variants only: not the listing's agent nor staff, on a site that marks. */
async function getsMarkedOnly(
  ctx: ModuleContext,
  actor: Actor | null,
  tenant: Tenant,
  listing: { userId: number },
) {
  return !isOwnRead(actor, listing) && (await sitePhotosMarked(ctx.db, tenant.id));
}

/** A page of a listing's units, for whoever may see the listing. */
export async function listUnits(
  ctx: ModuleContext,
  actor: Actor | null,
  tenant: Tenant,
  propertyId: string,
  order: repo.UnitOrder,
  page: PageRequest,
) {
  const listing = await findVisibleListing(ctx, actor, tenant, propertyId);
  const [rows, total] = await Promise.all([
    repo.listUnits(ctx.db, tenant.id, listing.id, order, page),
    repo.countUnits(ctx.db, tenant.id, listing.id),
  ]);
  const images = await repo.listImages(
    ctx.db,
    tenant.id,
    rows.map((r) => r.id),
  );
  const marked = await getsMarkedOnly(ctx, actor, tenant, listing);
  return toPage(
    rows.map((row) => unitView(row, listing, images, marked)),
    total,
    page,
  );
}

/** The unit and its listing; undefined when either is missing. */
async function unitWithListing(ctx: ModuleContext, tenant: Tenant, publicId: string) {
  const unit = await repo.findUnit(ctx.db, tenant.id, publicId);
  const listing = unit && (await findListingById(ctx, tenant, unit.propertyId));
  return unit && listing ? { unit, listing } : undefined;
}

/** One unit, for whoever may see its listing. */
export async function getUnit(ctx: ModuleContext, actor: Actor | null, tenant: Tenant, id: string) {
  const { unit, listing } = authorize(actor, canSeeUnit, await unitWithListing(ctx, tenant, id));
  return withImages(ctx, tenant, unit, listing, await getsMarkedOnly(ctx, actor, tenant, listing));
}

/** Adds a unit to a listing (its agent only), up to the limit per listing. */
export async function createUnit(
  ctx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  propertyId: string,
  input: UnitFields,
) {
  authorize(actor, canManageUnits);
  const listing = await findOwnListing(ctx, actor, tenant, propertyId);
  const row = await inTransaction(ctx, async (tx) => {
    // Two creates at once must not both pass the count.
    await lockListing(tx, tenant, listing.id);
    if ((await repo.countUnits(tx.db, tenant.id, listing.id)) >= MAX_UNITS_PER_LISTING) {
      throw new AppError('VALIDATION_FAILED', TOO_MANY_UNITS);
    }
    const inserted = await repo.insertUnit(tx.db, tenant.id, {
      ...fields(input),
      publicId: newPublicId(),
      propertyId: listing.id,
    });
    const ids = { publicId: inserted.publicId, listing: listing.publicId };
    await auditUnit(tx, actor, tenant, ids, 'create', null, inserted);
    return inserted;
  });
  return unitView(row, listing, []);
}

/** The unit and its listing, once the caller may change them. */
async function findOwnUnit(ctx: ModuleContext, actor: Actor, tenant: Tenant, id: string) {
  authorize(actor, canManageUnits);
  return authorize(actor, canChangeUnit, await unitWithListing(ctx, tenant, id));
}

/** Replaces a unit's editable fields (the listing's agent only). */
export async function updateUnit(
  ctx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  id: string,
  input: UnitFields,
) {
  const { unit, listing } = await findOwnUnit(ctx, actor, tenant, id);
  const row = await inTransaction(ctx, async (tx) => {
    const updated = await repo.updateUnit(tx.db, tenant.id, unit.id, fields(input));
    if (!updated) throw new AppError('NOT_FOUND', 'Unit not found');
    const ids = { publicId: unit.publicId, listing: listing.publicId };
    await auditUnit(tx, actor, tenant, ids, 'update', unit, updated);
    return updated;
  });
  return withImages(ctx, tenant, row, listing);
}

/**
 * Removes images one at a time: its files, then its row. When storage cannot remove a file the
 * caller stops there with 'Could not delete image', and nothing of that image is lost.
 */
async function removeImages(ctx: UnitsContext, tenant: Tenant, images: repo.UnitImageRow[]) {
  for (const image of images) {
    await deleteKeys(ctx.storage, image.storageKeys);
    await repo.deleteImageRow(ctx.db, tenant.id, image.id);
  }
}

/** Deletes a unit (the listing's agent only): its photos' files first, then the unit. */
export async function deleteUnit(ctx: UnitsContext, actor: Actor, tenant: Tenant, id: string) {
  const { unit, listing } = await findOwnUnit(ctx, actor, tenant, id);
  await removeImages(ctx, tenant, await repo.listImages(ctx.db, tenant.id, [unit.id]));
  await inTransaction(ctx, async (tx) => {
    assertRemoved(await repo.deleteUnit(tx.db, tenant.id, unit.id), 'Unit not found');
    const ids = { publicId: unit.publicId, listing: listing.publicId };
    await auditUnit(tx, actor, tenant, ids, 'delete', unit, null);
  });
  return { publicId: unit.publicId, message: 'Unit deleted' as const };
}

/**
 * The files of every unit photo of a listing that is being deleted (the rows of its units go
 * with the listing's, ON DELETE CASCADE). No access check: the listing's delete made it.
 */
export async function deleteListingUnitFiles(ctx: UnitsContext, tenant: Tenant, listingId: number) {
  await removeImages(ctx, tenant, await repo.listListingImages(ctx.db, tenant.id, listingId));
}

function fullUnit(existing: number) {
  const left = Math.max(0, MAX_UNIT_IMAGES - existing);
  return new AppError(
    'VALIDATION_FAILED',
    left
      ? `A unit holds at most ${MAX_UNIT_IMAGES} images: ${left} more can be added`
      : `A unit already holds ${MAX_UNIT_IMAGES} images: delete one to add another`,
  );
}

/** Adds photos to a unit (the listing's agent only), through the listing photos' pipeline. */
export async function uploadUnitImages(
  ctx: UnitsContext,
  actor: Actor,
  tenant: Tenant,
  id: string,
  files: FileSource,
) {
  const { unit, listing } = await findOwnUnit(ctx, actor, tenant, id);
  const existing = await repo.countImages(ctx.db, tenant.id, unit.id);
  const left = MAX_UNIT_IMAGES - existing;
  if (left <= 0) throw fullUnit(existing);
  const limits =
    left >= MAX_GENERAL_IMAGES_PER_UPLOAD
      ? {
          maxFiles: MAX_GENERAL_IMAGES_PER_UPLOAD,
          tooMany: `You can add at most ${MAX_GENERAL_IMAGES_PER_UPLOAD} images at a time`,
        }
      : { maxFiles: left, tooMany: fullUnit(existing).message };
  const folder = `${propertyFolder(tenant.slug, listing.publicId)}units/${unit.publicId}/`;
  const drawn = await currentWatermark(ctx.db, tenant.id);
  const upload = { folder, kind: 'property' as const, files, limits, watermark: drawn.mark };
  await storeUploads(ctx.storage, upload, (stored) =>
    inTransaction(ctx, async (tx) => {
      if (!(await repo.lockUnit(tx.db, tenant.id, unit.id))) {
        throw new AppError('NOT_FOUND', 'Unit not found');
      }
      const now = await repo.countImages(tx.db, tenant.id, unit.id);
      if (now + stored.length > MAX_UNIT_IMAGES) throw fullUnit(now);
      await repo.insertImages(
        tx.db,
        stored.map((s) => ({
          tenantId: tenant.id,
          unitId: unit.id,
          name: s.name,
          fileDownloadUri: s.fileDownloadUri,
          variants: s.variants,
          storageKeys: s.keys,
          watermarkGeneration: drawn.generation,
        })),
      );
      await photosRecorded(tx, tenant.id, drawn);
      for (const { name } of stored) {
        await auditUnitPhoto(tx, actor, tenant, { unit, listing }, name, 'upload');
      }
    }),
  );
  return withImages(ctx, tenant, unit, listing);
}

/** Deletes one photo of a unit (the listing's agent only): its files, then its row. */
export async function deleteUnitImage(
  ctx: UnitsContext,
  actor: Actor,
  tenant: Tenant,
  id: string,
  filename: string,
) {
  const { unit, listing } = await findOwnUnit(ctx, actor, tenant, id);
  if (!IMAGE_NAME.test(filename)) throw new AppError('VALIDATION_FAILED', 'Invalid file name');
  const image = await repo.findImageByName(ctx.db, tenant.id, unit.id, filename);
  if (!image) throw new AppError('NOT_FOUND', 'Image not found');
  await deleteKeys(ctx.storage, image.storageKeys);
  await inTransaction(ctx, async (tx) => {
    assertRemoved(await repo.deleteImageRow(tx.db, tenant.id, image.id), 'Image not found');
    await auditUnitPhoto(tx, actor, tenant, { unit, listing }, image.name, 'delete');
  });
  return withImages(ctx, tenant, unit, listing);
}
