import { leasedWorker, type Lease, type LeasedWorker } from '../../infra/leased-worker';
import { inTransaction } from '../../infra/context';
import { newPublicId } from '../../lib/ids';
import { swapProfilePhoto } from '../properties';
import { discardKeys } from './image-files';
import { redrawVariants } from './image-pipeline';
import type { ImagesContext } from './images.service';
import type { Watermark } from './watermark-mark';
import * as repo from './watermark.repository';
import { fieldsOf, markOf } from './watermark.current';

export interface WatermarkWorkerOptions {
  /** How long a claim holds; renewed after every photo. */
  leaseMs?: number;
  /** How often an idle worker looks for sites whose photos are behind their watermark. */
  pollMs?: number;
  /** Told after every photo, and awaited (tests change the setting mid-way with it). */
  afterPhoto?: (tenantId: number) => void | Promise<unknown>;
}

/** wake() after a change of mark; stop() lets go after the photo under way; drain() runs all. */
export type WatermarkWorker = LeasedWorker;

const LEASE_MS = 2 * 60_000;
const POLL_MS = 5_000;

/** The folder and the name (without its extension) of a photo's original, from its key. */
function splitKey(key: string) {
  const slash = key.lastIndexOf('/') + 1;
  const file = key.slice(slash);
  return { folder: key.slice(0, slash), id: file.slice(0, file.indexOf('.')) };
}

/**
 * Draws one photo's variants again from its original in storage, under new names (the old ones
 * are cached forever by browsers), records them if the photo is still as it was read, moves the
 * listing's cover along, tells the caches, and only then removes the old variants. A photo whose
 * original is missing or unreadable keeps its variants and is counted as failed.
 */
async function redrawPhoto(
  ctx: ImagesContext,
  tenantId: number,
  table: repo.MarkedPhotoTable,
  photo: repo.MarkedPhoto,
  generation: number,
  mark: Watermark | null,
) {
  const originalKey = photo.storageKeys[0];
  const original = originalKey ? await ctx.storage.read(originalKey) : undefined;
  const variants = original && (await redrawVariants(original, mark).catch(() => undefined));
  if (!originalKey || !variants) {
    ctx.log.warn({ tenantId, photo: photo.id, key: originalKey }, 'a photo could not be re-marked');
    if (await table.redrawn(ctx.db, tenantId, photo, generation)) {
      await repo.countFailure(ctx.db, tenantId, generation);
    }
    return;
  }
  const { folder, id } = splitKey(originalKey);
  const suffix = newPublicId(8);
  const files = Object.entries(variants).map(([name, file]) => ({
    name,
    key: `${folder}${id}-${name}-${suffix}.${file.extension}`,
    file,
  }));
  const written = await Promise.allSettled(
    files.map(({ key, file }) => ctx.storage.put(key, file.data, file.contentType)),
  );
  const keys = files.map((f) => f.key);
  const failed = written.find((w) => w.status === 'rejected');
  if (failed) {
    await discardKeys(ctx.storage, keys);
    await ctx.storage.settle(keys).catch(() => undefined);
    throw failed.reason;
  }
  const newVariants = Object.fromEntries(files.map((f) => [f.name, ctx.storage.urlFor(f.key)]));
  const recorded = await inTransaction(ctx, async (tx) => {
    const ok = await table.redrawn(tx.db, tenantId, photo, generation, {
      variants: newVariants,
      storageKeys: [originalKey, ...keys],
    });
    const oldCard = photo.variants.card;
    if (ok && photo.listingId !== null && oldCard && newVariants.card) {
      await swapProfilePhoto(tx.db, tenantId, photo.listingId, oldCard, newVariants.card);
    }
    return ok;
  });
  if (!recorded) await discardKeys(ctx.storage, keys);
  await ctx.storage.settle(keys).catch(() => undefined);
  if (!recorded) return;
  // Answers name the new variants before the old files go.
  await ctx.listingsChanged(tenantId);
  const named = new Set([originalKey, ...keys]);
  const oldKeys = [
    ...photo.storageKeys,
    ...Object.values(photo.variants).flatMap((url) => ctx.storage.keyFromUrl(url) ?? []),
  ].filter((key) => !named.has(key));
  await discardKeys(ctx.storage, [...new Set(oldKeys)]);
}

/**
 * Re-renders the photos of sites whose watermark changed, in the background: one site at a time
 * per process with a lease (a leased worker, so two processes never work the same site, and a
 * site a stopped process left is resumed), one photo at a time, so memory holds one photo. The
 * progress is the photos themselves (each names the generation it was drawn for), so it survives
 * a restart. A change of mark during a run is seen after the photo under way: the run goes on
 * with the new mark, and photos drawn with the old one are drawn again.
 */
export function createWatermarkWorker(
  ctx: ImagesContext,
  options: WatermarkWorkerOptions = {},
): WatermarkWorker {
  const leaseMs = options.leaseMs ?? LEASE_MS;

  async function run(claimed: repo.WatermarkRow, lease: Lease) {
    const tenantId = claimed.tenantId;
    let site = claimed;
    for (;;) {
      if (lease.stopping()) return repo.releaseLease(ctx.db, tenantId, lease.owner);
      let next: { table: repo.MarkedPhotoTable; photo: repo.MarkedPhoto } | undefined;
      for (const table of ctx.markedPhotos) {
        const photo = await table.next(ctx.db, tenantId, site.generation);
        if (photo) {
          next = { table, photo };
          break;
        }
      }
      if (!next) {
        await repo.finishGeneration(ctx.db, tenantId, lease.owner, site.generation);
        return;
      }
      try {
        await redrawPhoto(
          ctx,
          tenantId,
          next.table,
          next.photo,
          site.generation,
          markOf(fieldsOf(site)),
        );
      } catch (error) {
        // Storage refused a write: let go, and the next poll tries again.
        ctx.log.warn({ err: error, tenantId }, 'the re-render of watermarked photos stopped');
        return repo.releaseLease(ctx.db, tenantId, lease.owner);
      }
      await options.afterPhoto?.(tenantId);
      const now = await repo.renewLease(ctx.db, tenantId, lease.owner, lease.ms);
      // Another process took the site over (this one was too slow to renew): leave it.
      if (!now) return;
      site = now;
    }
  }

  return leasedWorker({
    claim: async (lease) => {
      const site = await repo.claimSite(ctx.db, lease.owner, lease.ms);
      return site ? [site] : [];
    },
    work: run,
    leaseMs,
    pollMs: options.pollMs ?? POLL_MS,
    log: ctx.log,
    failure: 'the re-render of watermarked photos stopped for a moment',
  });
}
