import { AppError } from '@propdesk/shared';
import type { EventBanner } from '../../db/schema';
import type { Actor } from '../../infra/auth';
import { inTransaction } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { deleteKeys, storeUploads, type FileSource } from '../images';
import { EVENT_NOT_FOUND } from './events.access';
import * as repo from './events.repository';
import { findEditableEvent, readEvent, type EventsContext } from './events.service';

/** Removes a replaced banner's files; the new banner is in place either way. */
async function discardBanner(ctx: EventsContext, banner: EventBanner | null) {
  if (!banner) return;
  await deleteKeys(ctx.storage, banner.storageKeys).catch((err: unknown) => {
    ctx.log.warn({ err, keys: banner.storageKeys }, 'could not remove a replaced event banner');
  });
}

/**
 * Sets an event's banner (its agent only; not once cancelled): one photo through the listing
 * photos' pipeline. The banner it replaces is deleted.
 */
export async function uploadEventBanner(
  ctx: EventsContext,
  actor: Actor,
  tenant: Tenant,
  id: string,
  files: FileSource,
) {
  const event = await findEditableEvent(ctx, actor, tenant, id);
  const folder = `events/${tenant.slug}/${event.publicId}/`;
  const limits = { maxFiles: 1, tooMany: 'An event has one banner: send one image' };
  const replaced = await storeUploads(
    ctx.storage,
    { folder, kind: 'property', files, limits },
    async ([stored]) => {
      const banner: EventBanner = {
        name: stored!.name,
        fileDownloadUri: stored!.fileDownloadUri,
        variants: stored!.variants,
        storageKeys: stored!.keys,
      };
      const result = await inTransaction(ctx, (tx) =>
        repo.replaceBanner(tx.db, tenant.id, event.id, banner),
      );
      if (!result) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND);
      return result.previous;
    },
  );
  await discardBanner(ctx, replaced);
  return readEvent(ctx, tenant, event.publicId);
}

/**
 * Removes an event's banner (its agent only; not once cancelled): its files first, so when
 * storage cannot remove them the banner stays ('Could not delete image').
 */
export async function deleteEventBanner(
  ctx: EventsContext,
  actor: Actor,
  tenant: Tenant,
  id: string,
) {
  const event = await findEditableEvent(ctx, actor, tenant, id);
  if (event.banner) {
    await deleteKeys(ctx.storage, event.banner.storageKeys);
    await repo.clearBanner(ctx.db, tenant.id, event.id, event.banner.name);
  }
  return readEvent(ctx, tenant, event.publicId);
}
