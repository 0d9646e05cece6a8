import type { Actor } from '../../infra/auth';
import type { Tenant } from '../../infra/tenant';
import { newPublicId } from '../../lib/ids';
import { findOwnAgencyForLogo, setAgencyLogo } from '../agents';
import { processImage, withUploadSlot } from './image-pipeline';
import type { ImagesContext } from './images.service';

/** Replaces the agency logo: a square image stored as one 400x400 WebP file. */
export async function setAgentLogo(
  ctx: ImagesContext,
  actor: Actor,
  tenant: Tenant,
  agentPublicId: string,
  readFile: () => Promise<Buffer>,
  log = ctx.log,
) {
  const agency = await findOwnAgencyForLogo(ctx, actor, tenant, agentPublicId);
  const image = await withUploadSlot(async () => processImage(await readFile(), 'logo'));
  const key = `agents/${tenant.slug}/${agentPublicId}/${newPublicId(20)}.${image.original.extension}`;
  await ctx.storage.put(key, image.original.data, image.original.contentType);
  let updated;
  try {
    updated = await setAgencyLogo(ctx, actor, tenant, agentPublicId, ctx.storage.urlFor(key));
  } catch (error) {
    await ctx.storage.remove(key).catch(() => undefined);
    throw error;
  } finally {
    // Named by the agency's row now, or removed: the write journal may forget it either way.
    await ctx.storage.settle([key]).catch(() => undefined);
  }
  const previous = agency.imageUrl ? ctx.storage.keyFromUrl(agency.imageUrl) : undefined;
  if (previous) {
    // The new logo is in place either way; a leftover old file only costs space.
    await ctx.storage.remove(previous).catch((err: unknown) => {
      log.warn({ err, key: previous }, 'could not remove the replaced logo');
    });
  }
  return updated;
}
