import {
  AppError,
  imageAllowance,
  IMAGE_LOCATIONS,
  MAX_GENERAL_IMAGES_PER_UPLOAD,
  MAX_IMAGES_PER_LOCATION,
  offeredImageLocations,
  type ImageLocation,
} from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import type { Database } from '../../infra/db';
import type { Storage } from '../../infra/storage';
import {
  deleteKeys,
  discardKeys,
  IMAGE_NAME,
  propertyFolder,
  storeImage,
  type StoredImage,
} from './image-files';
import { processImage, withUploadSlot, type ImageKind } from './image-pipeline';
import { assertOwner, assertVisible, canSee } from '../properties/properties.access';
import { refreshCompletion } from '../properties/properties.service';
import * as repo from './images.repository';
import type { UploadLimits } from './uploads';

export interface ImagesDeps {
  db: Database;
  storage: Storage;
}

/** Reads the request's files lazily, within the limits the rules allow for this upload. */
export type FileSource = (limits: UploadLimits) => AsyncIterable<Buffer>;

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

async function ownProperty(db: Database, actor: Actor, propertyPublicId: string) {
  if (!actor.agentId) throw new AppError('FORBIDDEN', 'Only agents can manage property images');
  return assertOwner(actor, await repo.findPropertyForImages(db, actor.tenantId, propertyPublicId));
}

/**
 * The images of a listing grouped by location, for whoever may see the listing: its agent and
 * moderators at any time, anyone else once it is approved and live.
 */
export async function listPropertyImages(
  db: Database,
  actor: Actor | null,
  tenantId: number,
  propertyPublicId: string,
) {
  const property = assertVisible(
    actor,
    await repo.findPropertyForImages(db, tenantId, propertyPublicId),
  );
  const rows = await repo.listImages(db, tenantId, property.id);
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
  };
}

/**
 * Processes and stores each file as it arrives, then records them all at once under the
 * listing's lock. Any refusal discards what was stored: an upload is all or nothing.
 */
async function addImages(
  { db, storage }: ImagesDeps,
  actor: Actor,
  property: repo.PropertyForImages,
  location: ImageLocation,
  kind: ImageKind,
  files: FileSource,
  limits: UploadLimits,
) {
  const folder = propertyFolder(actor.tenant, property.publicId);
  const stored: StoredImage[] = [];
  try {
    const incoming = files(limits)[Symbol.asyncIterator]();
    for (;;) {
      const done = await withUploadSlot(async () => {
        const next = await incoming.next();
        if (next.done) return true;
        if (stored.length >= limits.maxFiles) {
          throw new AppError('VALIDATION_FAILED', limits.tooMany);
        }
        stored.push(await storeImage(storage, folder, await processImage(next.value, kind)));
        return false;
      });
      if (done) break;
    }
    return await db.transaction(async (tx) => {
      const t = tx as Database;
      await repo.lockProperty(t, actor.tenantId, property.id);
      if (location !== 'GENERAL') {
        const now = await repo.countImagesAt(t, actor.tenantId, property.id, location);
        if (now + stored.length > MAX_IMAGES_PER_LOCATION) throw fullLocation(location, now);
      }
      return repo.insertImages(
        t,
        stored.map((s) => ({
          propertyId: property.id,
          tenantId: actor.tenantId,
          location,
          name: s.name,
          fileDownloadUri: s.fileDownloadUri,
          variants: s.variants as Record<string, string>,
          storageKeys: s.keys,
        })),
      );
    });
  } catch (error) {
    await discardKeys(
      storage,
      stored.flatMap((s) => s.keys),
    );
    throw error;
  }
}

function fullLocation(location: ImageLocation, existing: number) {
  const left = Math.max(0, MAX_IMAGES_PER_LOCATION - existing);
  return new AppError(
    'VALIDATION_FAILED',
    left
      ? `${location} holds at most ${MAX_IMAGES_PER_LOCATION} images: ${left} more can be added`
      : `${location} already holds ${MAX_IMAGES_PER_LOCATION} images: delete one to add another`,
  );
}

export async function uploadPropertyImages(
  deps: ImagesDeps,
  actor: Actor,
  propertyPublicId: string,
  location: ImageLocation,
  files: FileSource,
) {
  const property = await ownProperty(deps.db, actor, propertyPublicId);
  if (!offeredImageLocations(property.typeName).includes(location)) {
    throw new AppError(
      'VALIDATION_FAILED',
      `A ${property.typeName} listing takes GENERAL images only`,
    );
  }
  const existing =
    location === 'GENERAL'
      ? 0
      : await repo.countImagesAt(deps.db, actor.tenantId, property.id, location);
  const allowance = imageAllowance(location, existing);
  if (allowance === 0) throw fullLocation(location, existing);
  const limits: UploadLimits =
    location === 'GENERAL'
      ? {
          maxFiles: MAX_GENERAL_IMAGES_PER_UPLOAD,
          tooMany: `You can add at most ${MAX_GENERAL_IMAGES_PER_UPLOAD} images at a time`,
        }
      : { maxFiles: allowance, tooMany: fullLocation(location, existing).message };
  const rows = await addImages(deps, actor, property, location, 'property', files, limits);
  await refreshCompletion(deps.db, actor.tenantId, property.id);
  return { images: rows.map((r) => imageView(r, property.profilePhoto)) };
}

/** A new profile photo: cropped to 8:5, kept with the GENERAL images, and set on the listing. */
export async function addProfilePhoto(
  deps: ImagesDeps,
  actor: Actor,
  propertyPublicId: string,
  files: FileSource,
) {
  const property = await ownProperty(deps.db, actor, propertyPublicId);
  const [row] = await addImages(deps, actor, property, 'GENERAL', 'profile', files, {
    maxFiles: 1,
    tooMany: 'Send one image only',
  });
  const profilePhoto = profileUrl(row!);
  await repo.setProfilePhoto(deps.db, actor.tenantId, property.id, profilePhoto);
  await refreshCompletion(deps.db, actor.tenantId, property.id);
  return { profilePhoto, image: imageView(row!, profilePhoto) };
}

/** Makes one of the listing's images its profile photo; imageUrl is any of its addresses or its name. */
export async function setProfilePhoto(
  db: Database,
  actor: Actor,
  propertyPublicId: string,
  imageUrl: string,
) {
  const property = await ownProperty(db, actor, propertyPublicId);
  const rows = await repo.listImages(db, actor.tenantId, property.id);
  const image = rows.find(
    (r) =>
      r.name === imageUrl ||
      r.fileDownloadUri === imageUrl ||
      Object.values(r.variants).includes(imageUrl),
  );
  if (!image) throw new AppError('NOT_FOUND', 'That image does not belong to this property');
  const profilePhoto = profileUrl(image);
  await repo.setProfilePhoto(db, actor.tenantId, property.id, profilePhoto);
  await refreshCompletion(db, actor.tenantId, property.id);
  return { profilePhoto, image: imageView(image, profilePhoto) };
}

/**
 * Deletes one image of the caller's own listing: its files first (a failure keeps the row so the
 * delete can be retried), then the row, clearing the profile photo if it was this image.
 */
export async function deleteImage({ db, storage }: ImagesDeps, actor: Actor, filename: string) {
  if (!actor.agentId) throw new AppError('FORBIDDEN', 'Only agents can manage property images');
  if (!IMAGE_NAME.test(filename)) throw new AppError('VALIDATION_FAILED', 'Invalid file name');
  const found = await repo.findImageByName(db, actor.tenantId, filename);
  if (!found) throw new AppError('NOT_FOUND', 'Image not found');
  if (!canSee(actor, found.property)) throw new AppError('NOT_FOUND', 'Image not found');
  if (found.property.userId !== actor.userId) throw new AppError('FORBIDDEN', 'Not your property');
  await deleteKeys(storage, found.image.storageKeys);
  const wasProfile = isProfile(found.image, found.property.profilePhoto);
  await db.transaction(async (tx) => {
    const t = tx as Database;
    await repo.deleteImageRow(t, actor.tenantId, found.image.id);
    if (wasProfile) await repo.setProfilePhoto(t, actor.tenantId, found.property.id, null);
  });
  await refreshCompletion(db, actor.tenantId, found.property.id);
  return {
    name: filename,
    profilePhoto: wasProfile ? null : found.property.profilePhoto,
  };
}
