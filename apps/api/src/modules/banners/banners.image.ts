import { AppError } from '@propdesk/shared';
import type { EventBanner } from '../../db/schema';
import type { Actor } from '../../infra/auth';
import { inTransaction } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { deleteKeys, storeUploads, type FileSource } from '../images';
import { BANNER_NOT_FOUND } from './banners.access';
import * as repo from './banners.repository';
import { findManagedBanner, readBanner, type BannersContext } from './banners.service';

/** Removes a replaced image's files; the new image is in place either way. */
async function discardImage(ctx: BannersContext, image: EventBanner | null) {
  if (!image) return;
  await deleteKeys(ctx.storage, image.storageKeys).catch((err: unknown) => {
    ctx.log.warn({ err, keys: image.storageKeys }, 'could not remove a replaced banner image');
  });
}

/**
 * Sets a banner's image (staff only): one photo through the listing photos' pipeline. The image
 * it replaces is deleted.
 */
export async function uploadBannerImage(
  ctx: BannersContext,
  actor: Actor,
  tenant: Tenant,
  id: string,
  files: FileSource,
) {
  const banner = await findManagedBanner(ctx, actor, tenant, id);
  const folder = `banners/${tenant.slug}/${banner.publicId}/`;
  const limits = { maxFiles: 1, tooMany: 'A banner has one image: send one image' };
  const replaced = await storeUploads(
    ctx.storage,
    { folder, kind: 'property', files, limits },
    async ([stored]) => {
      const image: EventBanner = {
        name: stored!.name,
        fileDownloadUri: stored!.fileDownloadUri,
        variants: stored!.variants,
        storageKeys: stored!.keys,
      };
      const result = await inTransaction(ctx, (tx) =>
        repo.replaceImage(tx.db, tenant.id, banner.id, image),
      );
      if (!result) throw new AppError('NOT_FOUND', BANNER_NOT_FOUND);
      return result.previous;
    },
  );
  await discardImage(ctx, replaced);
  return readBanner(ctx, tenant, banner.publicId);
}
