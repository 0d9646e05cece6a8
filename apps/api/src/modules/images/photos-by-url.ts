import {
  AppError,
  imageAllowance,
  isImageLocation,
  MAX_GENERAL_IMAGES_PER_UPLOAD,
  MAX_IMAGE_FILE_BYTES,
  MAX_IMAGES_PER_LOCATION,
  offeredImageLocations,
  type CsvPhoto,
  type ImageLocation,
} from '@propdesk/shared';
import { inTransaction } from '../../infra/context';
import { inSiteScope } from '../../infra/data-scope';
import { safeFetch } from '../../infra/safe-fetch';
import { findListingById, lockListing } from '../properties';
import { findTenantById } from '../tenants';
import { propertyFolder } from './image-files';
import { storeUploads } from './image-uploads';
import { currentWatermark, photosRecorded } from './watermark.current';
import * as repo from './images.repository';
import {
  auditImage,
  fullLocation,
  imagesChanged,
  withTypeName,
  type ImagesContext,
} from './images.service';
import { createLimiter } from '../../lib/limiter';

/** Photos fetched at once for one call. */
const FETCHES_AT_ONCE = 3;
const GENERAL_TOO_MANY = `You can add at most ${MAX_GENERAL_IMAGES_PER_UPLOAD} images at a time`;
const OUR_SIDE = 'Something went wrong on our side. Please try again.';

interface PhotosByUrlResult {
  stored: number;
  failed: { url: string; reason: string }[];
}

/** Another call stored the same address first: nothing to report, nothing kept. */
class AlreadyStored extends Error {}

/**
 * The room picker's location for a room name: 'Kitchen', 'dining room', 'FLOOR_PLAN' and
 * 'Floor Plan' (the feed's ShortDescription) all match; an unknown room, or a room the listing
 * does not offer (land), is GENERAL.
 */
function locationOfRoom(room: string | undefined, offered: ImageLocation[]): ImageLocation {
  const key = (room ?? '')
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return isImageLocation(key) && offered.includes(key) ? key : 'GENERAL';
}

/**
 * Fetches photos by their http(s) addresses into a listing, through the upload's checks, limits,
 * variants and storage: each photo is an upload of one file, so one that fails (refused address,
 * not an image, too large, the room full) is reported with its reason and the others are kept.
 * An address the listing already has a photo from is not fetched again (neither stored nor
 * failed). GENERAL takes at most 10 photos per call, as an upload does; other rooms hold 5.
 * No actor and no access check: the caller (an import) has authorized it.
 */
export function addListingPhotosByUrl(
  ctx: ImagesContext,
  target: { tenantId: number; propertyId: number },
  photos: readonly CsvPhoto[],
): Promise<PhotosByUrlResult> {
  // The site's rows only, whatever scope the caller runs in (a request, or a scheduled replication).
  return inSiteScope(target.tenantId, () => addPhotos(ctx, target, photos));
}

async function addPhotos(
  ctx: ImagesContext,
  target: { tenantId: number; propertyId: number },
  photos: readonly CsvPhoto[],
): Promise<PhotosByUrlResult> {
  const tenant = await findTenantById(ctx, target.tenantId);
  const row = tenant && (await findListingById(ctx, tenant, target.propertyId));
  if (!tenant || !row) throw new AppError('NOT_FOUND', 'Property not found');
  const listing = await withTypeName(ctx, tenant, row);
  const offered = offeredImageLocations(listing.typeName);
  const existing = await repo.listImages(ctx.db, tenant.id, listing.id);
  const seen = new Set(existing.flatMap((image) => (image.sourceUrl ? [image.sourceUrl] : [])));
  const taken = new Map<ImageLocation, number>();
  const failed: PhotosByUrlResult['failed'] = [];
  const planned: { url: string; location: ImageLocation }[] = [];
  for (const { url, room } of photos) {
    if (seen.has(url)) continue;
    seen.add(url);
    const location = locationOfRoom(room, offered);
    const before =
      location === 'GENERAL' ? 0 : existing.filter((i) => i.location === location).length;
    const count = taken.get(location) ?? 0;
    if (count >= imageAllowance(location, before)) {
      const reason =
        location === 'GENERAL' ? GENERAL_TOO_MANY : fullLocation(location, before + count).message;
      failed.push({ url, reason });
      continue;
    }
    taken.set(location, count + 1);
    planned.push({ url, location });
  }

  const limit = createLimiter(FETCHES_AT_ONCE);
  const folder = propertyFolder(tenant.slug, listing.publicId);
  const drawn = await currentWatermark(ctx.db, tenant.id);
  const outcomes = await Promise.all(
    planned.map(({ url, location }) =>
      limit(async (): Promise<'stored' | 'skipped' | { reason: string }> => {
        try {
          const { body } = await safeFetch(url, {
            ...ctx.remoteFetch,
            maxBytes: MAX_IMAGE_FILE_BYTES,
          });
          await storeUploads(
            ctx.storage,
            {
              folder,
              kind: 'property',
              files: async function* () {
                yield body;
              },
              limits: { maxFiles: 1, tooMany: GENERAL_TOO_MANY },
              watermark: drawn.mark,
            },
            ([stored]) =>
              inTransaction(ctx, async (tx) => {
                await lockListing(tx, tenant, listing.id);
                if (await repo.hasImageFrom(tx.db, tenant.id, listing.id, url)) {
                  throw new AlreadyStored();
                }
                if (location !== 'GENERAL') {
                  const now = await repo.countImagesAt(tx.db, tenant.id, listing.id, location);
                  if (now >= MAX_IMAGES_PER_LOCATION) throw fullLocation(location, now);
                }
                await repo.insertImages(tx.db, [
                  {
                    propertyId: listing.id,
                    tenantId: tenant.id,
                    location,
                    name: stored!.name,
                    fileDownloadUri: stored!.fileDownloadUri,
                    variants: stored!.variants,
                    storageKeys: stored!.keys,
                    photoHash: stored!.photoHash,
                    sourceUrl: url,
                    watermarkGeneration: drawn.generation,
                  },
                ]);
                await photosRecorded(tx, tenant.id, drawn);
                await auditImage(tx, null, tenant, listing.publicId, stored!.name, 'upload', {
                  location: { before: null, after: location },
                  sourceUrl: { before: null, after: url },
                });
              }),
          );
          return 'stored';
        } catch (error) {
          if (error instanceof AlreadyStored) return 'skipped';
          if (error instanceof AppError) return { reason: error.message };
          ctx.log.error({ err: error, url }, 'a photo by URL could not be stored');
          return { reason: OUR_SIDE };
        }
      }),
    ),
  );

  let stored = 0;
  planned.forEach(({ url }, i) => {
    const outcome = outcomes[i]!;
    if (outcome === 'stored') stored++;
    else if (outcome !== 'skipped') failed.push({ url, reason: outcome.reason });
  });
  if (stored) {
    await imagesChanged(ctx, tenant, listing.id);
    await ctx.photosChanged(tenant, listing.id);
  }
  return { stored, failed };
}
