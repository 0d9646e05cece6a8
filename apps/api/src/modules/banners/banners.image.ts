import { AppError } from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import { inTransaction } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { recordAudit } from '../audit';
import { replaceSinglePhoto, type FileSource } from '../images';
import { BANNER_NOT_FOUND } from './banners.access';
import * as repo from './banners.repository';
import { findManagedBanner, readBanner, type BannersContext } from './banners.service';

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
  await replaceSinglePhoto(
    ctx,
    { folder, tooMany: 'A banner has one image: send one image', label: 'banner image' },
    files,
    async (photo) => {
      const result = await inTransaction(ctx, async (tx) => {
        const replaced = await repo.replaceImage(tx.db, tenant.id, banner.id, photo);
        if (replaced) {
          await recordAudit(tx.db, {
            tenantId: tenant.id,
            actor,
            ip: actor.ip ?? null,
            entity: 'banner',
            entityId: banner.publicId,
            action: 'image',
            changes: { image: { before: banner.image?.name ?? null, after: photo.name } },
          });
        }
        return replaced;
      });
      if (!result) throw new AppError('NOT_FOUND', BANNER_NOT_FOUND);
      return result.previous;
    },
  );
  return readBanner(ctx, tenant, banner.publicId);
}
