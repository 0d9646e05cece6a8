import { AppError, type LanguageCode } from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import { inTransaction } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { removeSinglePhoto, replaceSinglePhoto, type FileSource } from '../images';
import { EVENT_NOT_FOUND } from './events.access';
import * as repo from './events.repository';
import { findEditableEvent, readEvent, type EventsContext } from './events.service';

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
  language: LanguageCode,
) {
  const event = await findEditableEvent(ctx, actor, tenant, id);
  const folder = `events/${tenant.slug}/${event.publicId}/`;
  await replaceSinglePhoto(
    ctx,
    { folder, tooMany: 'An event has one banner: send one image', label: 'event banner' },
    files,
    async (photo) => {
      const result = await inTransaction(ctx, (tx) =>
        repo.replaceBanner(tx.db, tenant.id, event.id, photo),
      );
      if (!result) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND);
      return result.previous;
    },
  );
  return readEvent(ctx, tenant, event.publicId, language);
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
  language: LanguageCode,
) {
  const event = await findEditableEvent(ctx, actor, tenant, id);
  await removeSinglePhoto(ctx.storage, event.banner, (photo) =>
    repo.clearBanner(ctx.db, tenant.id, event.id, photo.name),
  );
  return readEvent(ctx, tenant, event.publicId, language);
}
