import {
  AppError,
  imageAllowance,
  IMAGE_LOCATIONS,
  MAX_GENERAL_IMAGES_PER_UPLOAD,
  MAX_IMAGES_PER_LOCATION,
  offeredImageLocations,
  type ImageLocation,
} from '@propdesk/shared';
import type { FastifyBaseLogger } from 'fastify';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import { inTransaction, type ModuleContext } from '../../infra/context';
import type { RemoteFetchSettings } from '../../infra/safe-fetch';
import type { Storage } from '../../infra/storage';
import type { Tenant } from '../../infra/tenant';
import {
  findListingById,
  findOwnListing,
  findVisibleListing,
  isOwnRead,
  lockListing,
  setListingProfilePhoto,
  updateCompletion,
  type ListingParts,
  type ListingsChanged,
} from '../properties';
import { recordAudit } from '../audit';
import { typeName } from '../property-types';
import { deleteKeys, IMAGE_NAME, propertyFolder, removeImageFiles } from './image-files';
import type { ImageKind } from './image-pipeline';
import { storeUploads, type FileSource } from './image-uploads';
import { canDeleteImage, canManageImages } from './images.access';
import * as repo from './images.repository';
import { deleteListingPreviews } from './listing-preview';
import type { MarkedPhotoTable } from './watermark.repository';
import { currentWatermark, photosRecorded, sitePhotosMarked } from './watermark.current';
import { withoutOriginal } from './single-photo';
import type { UploadLimits } from './uploads';
import { assertRemoved } from '../../lib/removed';

export interface ImagesContext extends ModuleContext {
  storage: Storage;
  log: FastifyBaseLogger;
  listingsChanged: ListingsChanged;
  listingParts: ListingParts;
  /** Photos by URL (imports): which private hosts may be fetched, and for how long. */
  remoteFetch: RemoteFetchSettings;
  /**
   * After photos were added to a listing or deleted (committed): the duplicate check, which
   * compares them with the site's others (injected: it sits above).
   */
  photosChanged: (tenant: Tenant, listingId: number) => Promise<void>;
  /**
   * The tables of photos that carry the site's watermark: the listing photos, then the unit
   * photos (the units module's, handed over in modules/index.ts).
   */
  markedPhotos: MarkedPhotoTable[];
  /** Tells the watermark re-render that a site's mark changed (set by app.ts). */
  wakeWatermarks: () => void;
}

/** What the image rules need of a listing: its row and its type's name. */
interface ImageListing {
  id: number;
  publicId: string;
  profilePhoto: string | null;
  typeName: string;
}

type ImageView = {
  name: string;
  location: ImageLocation;
  fileDownloadUri: string;
  variants: Record<string, string>;
  profile: boolean;
};

function isProfile(image: repo.ImageRow, profilePhoto: string | null): boolean {
  if (!profilePhoto) return false;
  return (
    image.fileDownloadUri === profilePhoto || Object.values(image.variants).includes(profilePhoto)
  );
}

function imageView(image: repo.ImageRow, profilePhoto: string | null): ImageView {
  return {
    name: image.name,
    location: image.location as ImageLocation,
    fileDownloadUri: image.fileDownloadUri,
    variants: image.variants,
    profile: isProfile(image, profilePhoto),
  };
}

/** The listing photo shown on cards: the 8:5 card variant when there is one. */
function profileUrl(image: Pick<repo.ImageRow, 'fileDownloadUri' | 'variants'>): string {
  return image.variants.card ?? image.fileDownloadUri;
}

export async function withTypeName(
  ctx: ModuleContext,
  tenant: Tenant,
  listing: { id: number; publicId: string; profilePhoto: string | null; typeId: number },
): Promise<ImageListing> {
  return {
    id: listing.id,
    publicId: listing.publicId,
    profilePhoto: listing.profilePhoto,
    typeName: (await typeName(ctx, tenant, listing.typeId)) ?? '',
  };
}

/** The caller's own listing, for managing its images (agents only). */
async function ownListing(ctx: ImagesContext, actor: Actor, tenant: Tenant, publicId: string) {
  authorize(actor, canManageImages);
  return withTypeName(ctx, tenant, await findOwnListing(ctx, actor, tenant, publicId));
}

/** After the images of a listing changed: its completion, then the listings' caches. */
export async function imagesChanged(ctx: ImagesContext, tenant: Tenant, listingId: number) {
  await updateCompletion(ctx, tenant, listingId);
  await ctx.listingsChanged(tenant.id);
}

/** A listing's images grouped by location, each room's in gallery order, and the whole order. */
function imagesAnswer(property: ImageListing, rows: repo.ImageRow[]) {
  const images: Partial<Record<ImageLocation, ImageView[]>> = {};
  for (const location of IMAGE_LOCATIONS) {
    const here = rows.filter((r) => r.location === location);
    if (here.length) images[location] = here.map((r) => imageView(r, property.profilePhoto));
  }
  return {
    propertyId: property.publicId,
    profilePhoto: property.profilePhoto,
    locations: offeredImageLocations(property.typeName),
    images,
    order: rows.map((r) => r.name),
  };
}

/**
 * The images of a listing grouped by location, for whoever may see the listing: its agent and
 * moderators at any time, anyone else once it is approved and live.
 */
export async function listPropertyImages(
  ctx: ImagesContext,
  actor: Actor | null,
  tenant: Tenant,
  propertyPublicId: string,
) {
  const listing = await findVisibleListing(ctx, actor, tenant, propertyPublicId);
  const property = await withTypeName(ctx, tenant, listing);
  const rows = await repo.listImages(ctx.db, tenant.id, property.id);
  const marked = !isOwnRead(actor, listing) && (await sitePhotosMarked(ctx.db, tenant.id));
  return imagesAnswer(property, marked ? rows.map(withoutOriginal) : rows);
}

/** The new order's check against the photos the listing has, under its lock. */
function checkOrder(rows: repo.ImageRow[], names: string[], profile: string | undefined) {
  if (new Set(names).size !== names.length) {
    throw new AppError('VALIDATION_FAILED', 'Name each photo once');
  }
  if (profile !== undefined && !names.includes(profile)) {
    throw new AppError('VALIDATION_FAILED', 'The profile photo must be one of the photos named');
  }
  const have = new Set(rows.map((r) => r.name));
  if (names.length !== have.size || names.some((n) => !have.has(n))) {
    throw new AppError(
      'CONFLICT',
      'The photos changed since this order was made: reload them and order them again',
    );
  }
}

/**
 * Puts a listing's photos in the agent's order (every photo named once), and optionally makes
 * one of them the profile photo, in one transaction with one audit entry each. An order that
 * changes nothing writes nothing.
 */
export async function reorderImages(
  ctx: ImagesContext,
  actor: Actor,
  tenant: Tenant,
  propertyPublicId: string,
  wanted: { images: string[]; profile?: string },
) {
  const property = await ownListing(ctx, actor, tenant, propertyPublicId);
  const { rows, changed } = await inTransaction(ctx, async (tx) => {
    await lockListing(tx, tenant, property.id);
    const before = await repo.listImages(tx.db, tenant.id, property.id);
    checkOrder(before, wanted.images, wanted.profile);
    const byName = new Map(before.map((r) => [r.name, r]));
    const after = wanted.images.map((n) => byName.get(n)!);
    const oldPlaces = after.map((r) => before.indexOf(r) + 1);
    const moved = oldPlaces.some((place, i) => place !== i + 1);
    if (moved) {
      const positions = before.map((r) => r.position);
      await repo.reorderImages(
        tx.db,
        tenant.id,
        property.id,
        after.map((r) => r.id),
        positions,
      );
      await auditImage(tx, actor, tenant, property.publicId, after[0]!.name, 'reorder', {
        photoOrder: { before: before.map((_, i) => i + 1), after: oldPlaces },
      });
    }
    const cover = wanted.profile === undefined ? undefined : byName.get(wanted.profile);
    const newCover = cover !== undefined && !isProfile(cover, property.profilePhoto);
    if (newCover) property.profilePhoto = await recordProfile(tx, actor, tenant, property, cover);
    return { rows: after, changed: moved || newCover };
  });
  if (changed) await imagesChanged(ctx, tenant, property.id);
  return imagesAnswer(property, rows);
}

/** Stores an upload's files under the listing's folder, then records them under its lock. */
async function addImages(
  ctx: ImagesContext,
  actor: Actor,
  tenant: Tenant,
  property: ImageListing,
  location: ImageLocation,
  kind: ImageKind,
  files: FileSource,
  limits: UploadLimits,
) {
  const folder = propertyFolder(tenant.slug, property.publicId);
  const drawn = await currentWatermark(ctx.db, tenant.id);
  const upload = { folder, kind, files, limits, watermark: drawn.mark };
  return storeUploads(ctx.storage, upload, (stored) =>
    inTransaction(ctx, async (tx) => {
      await lockListing(tx, tenant, property.id);
      if (location !== 'GENERAL') {
        const now = await repo.countImagesAt(tx.db, tenant.id, property.id, location);
        if (now + stored.length > MAX_IMAGES_PER_LOCATION) throw fullLocation(location, now);
      }
      const rows = await repo.insertImages(
        tx.db,
        stored.map((s) => ({
          propertyId: property.id,
          tenantId: tenant.id,
          location,
          name: s.name,
          fileDownloadUri: s.fileDownloadUri,
          variants: s.variants,
          storageKeys: s.keys,
          photoHash: s.photoHash,
          watermarkGeneration: drawn.generation,
        })),
      );
      await photosRecorded(tx, tenant.id, drawn);
      for (const row of rows) {
        await auditImage(tx, actor, tenant, property.publicId, row.name, 'upload', {
          location: { before: null, after: location },
        });
      }
      return rows;
    }),
  );
}

/** One audit row for a write to a listing's image, in the write's transaction (no actor: an import's). */
export function auditImage(
  tx: ModuleContext,
  actor: Actor | null,
  tenant: Tenant,
  propertyId: string,
  name: string,
  action: 'upload' | 'delete' | 'profile' | 'reorder',
  changes: Record<string, { before: unknown; after: unknown }> | null,
) {
  return recordAudit(tx.db, {
    tenantId: tenant.id,
    actor,
    ip: actor?.ip ?? null,
    entity: 'image',
    entityId: name,
    propertyId,
    action,
    changes,
  });
}

/** Sets the listing's profile photo to `image` and records it, in the caller's transaction. */
async function recordProfile(
  tx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  property: ImageListing,
  image: repo.ImageRow,
) {
  const profilePhoto = profileUrl(image);
  await setListingProfilePhoto(tx, tenant, property.id, profilePhoto);
  await auditImage(tx, actor, tenant, property.publicId, image.name, 'profile', {
    profilePhoto: { before: property.profilePhoto, after: profilePhoto },
  });
  return profilePhoto;
}

/** Sets the listing's profile photo to `image` and records it, in one transaction. */
function makeProfile(
  ctx: ImagesContext,
  actor: Actor,
  tenant: Tenant,
  property: ImageListing,
  image: repo.ImageRow,
) {
  return inTransaction(ctx, (tx) => recordProfile(tx, actor, tenant, property, image));
}

export function fullLocation(location: ImageLocation, existing: number) {
  const left = Math.max(0, MAX_IMAGES_PER_LOCATION - existing);
  return new AppError(
    'VALIDATION_FAILED',
    left
      ? `${location} holds at most ${MAX_IMAGES_PER_LOCATION} images: ${left} more can be added`
      : `${location} already holds ${MAX_IMAGES_PER_LOCATION} images: delete one to add another`,
  );
}

export async function uploadPropertyImages(
  ctx: ImagesContext,
  actor: Actor,
  tenant: Tenant,
  propertyPublicId: string,
  location: ImageLocation,
  files: FileSource,
) {
  const property = await ownListing(ctx, actor, tenant, propertyPublicId);
  if (!offeredImageLocations(property.typeName).includes(location)) {
    throw new AppError(
      'VALIDATION_FAILED',
      `A ${property.typeName} listing takes GENERAL images only`,
    );
  }
  const existing =
    location === 'GENERAL' ? 0 : await repo.countImagesAt(ctx.db, tenant.id, property.id, location);
  const allowance = imageAllowance(location, existing);
  if (allowance === 0) throw fullLocation(location, existing);
  const limits: UploadLimits =
    location === 'GENERAL'
      ? {
          maxFiles: MAX_GENERAL_IMAGES_PER_UPLOAD,
          tooMany: `You can add at most ${MAX_GENERAL_IMAGES_PER_UPLOAD} images at a time`,
        }
      : { maxFiles: allowance, tooMany: fullLocation(location, existing).message };
  const rows = await addImages(ctx, actor, tenant, property, location, 'property', files, limits);
  await imagesChanged(ctx, tenant, property.id);
  await ctx.photosChanged(tenant, property.id);
  return { images: rows.map((r) => imageView(r, property.profilePhoto)) };
}

/** A new profile photo: cropped to 8:5, kept with the GENERAL images, and set on the listing. */
export async function addProfilePhoto(
  ctx: ImagesContext,
  actor: Actor,
  tenant: Tenant,
  propertyPublicId: string,
  files: FileSource,
) {
  const property = await ownListing(ctx, actor, tenant, propertyPublicId);
  const [row] = await addImages(ctx, actor, tenant, property, 'GENERAL', 'profile', files, {
    maxFiles: 1,
    tooMany: 'Send one image only',
  });
  const profilePhoto = profileUrl(row!);
  await makeProfile(ctx, actor, tenant, property, row!);
  await imagesChanged(ctx, tenant, property.id);
  await ctx.photosChanged(tenant, property.id);
  return { profilePhoto, image: imageView(row!, profilePhoto) };
}

/** Makes one of the listing's images its profile photo; imageUrl is any of its addresses or its name. */
export async function setProfilePhoto(
  ctx: ImagesContext,
  actor: Actor,
  tenant: Tenant,
  propertyPublicId: string,
  imageUrl: string,
) {
  const property = await ownListing(ctx, actor, tenant, propertyPublicId);
  const rows = await repo.listImages(ctx.db, tenant.id, property.id);
  const image = rows.find(
    (r) =>
      r.name === imageUrl ||
      r.fileDownloadUri === imageUrl ||
      Object.values(r.variants).includes(imageUrl),
  );
  if (!image) throw new AppError('NOT_FOUND', 'That image does not belong to this property');
  const profilePhoto = profileUrl(image);
  await makeProfile(ctx, actor, tenant, property, image);
  await imagesChanged(ctx, tenant, property.id);
  return { profilePhoto, image: imageView(image, profilePhoto) };
}

/**
 * Deletes one image of the caller's own listing: its files first (a failure keeps the row so the
 * delete can be retried), then the row, clearing the profile photo if it was this image.
 */
export async function deleteImage(
  ctx: ImagesContext,
  actor: Actor,
  tenant: Tenant,
  filename: string,
) {
  authorize(actor, canManageImages);
  if (!IMAGE_NAME.test(filename)) throw new AppError('VALIDATION_FAILED', 'Invalid file name');
  const image = await repo.findImageByName(ctx.db, tenant.id, filename);
  const listing = image && (await findListingById(ctx, tenant, image.propertyId));
  const found = authorize(actor, canDeleteImage, image && listing ? { image, listing } : undefined);
  await deleteKeys(ctx.storage, found.image.storageKeys);
  const wasProfile = isProfile(found.image, found.listing.profilePhoto);
  await inTransaction(ctx, async (tx) => {
    assertRemoved(await repo.deleteImageRow(tx.db, tenant.id, found.image.id), 'Image not found');
    if (wasProfile) await setListingProfilePhoto(tx, tenant, found.listing.id, null);
    await auditImage(tx, actor, tenant, found.listing.publicId, filename, 'delete', {
      location: { before: found.image.location, after: null },
      ...(wasProfile && { profilePhoto: { before: found.listing.profilePhoto, after: null } }),
    });
  });
  await imagesChanged(ctx, tenant, found.listing.id);
  await ctx.photosChanged(tenant, found.listing.id);
  return {
    name: filename,
    profilePhoto: wasProfile ? null : found.listing.profilePhoto,
  };
}

/**
 * Every image of a listing that is being deleted, one at a time: its files, then its row. When
 * storage cannot remove a file the delete stops there, answering 'Could not delete image', and
 * nothing of that image is lost.
 */
export async function deleteListingImages(
  ctx: ImagesContext,
  tenant: Tenant,
  listing: { id: number; publicId: string },
) {
  // Its link previews first: copies that can be made again.
  await deleteListingPreviews(ctx.storage, tenant.slug, listing.publicId);
  for (const image of await repo.listImages(ctx.db, tenant.id, listing.id)) {
    try {
      await removeImageFiles(ctx.storage, image);
    } catch {
      throw new AppError('UNAVAILABLE', 'Could not delete image');
    }
    await repo.deleteImageRow(ctx.db, tenant.id, image.id);
  }
}
