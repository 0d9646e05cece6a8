import { watermarkLooksDifferent, type WatermarkFields } from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import { inTransaction } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { diffFields, recordAudit } from '../audit';
import { canManageWatermark } from './images.access';
import type { ImagesContext } from './images.service';
import * as repo from './watermark.repository';
import { fieldsOf } from './watermark.current';

const FIELDS = ['mode', 'text', 'position', 'opacity', 'size'] as const;

/** What the re-render of the current setting has done, counted from the photos themselves. */
async function rerenderState(
  ctx: ImagesContext,
  tenant: Tenant,
  row: repo.WatermarkRow | undefined,
) {
  if (!row || row.generation === 0) {
    return {
      status: 'IDLE' as const,
      total: 0,
      done: 0,
      failed: 0,
      startedAt: null,
      finishedAt: null,
    };
  }
  let total = 0;
  let done = 0;
  for (const table of ctx.markedPhotos) {
    const counts = await table.progress(ctx.db, tenant.id, row.generation);
    total += counts.total;
    done += counts.done;
  }
  const running = row.renderedGeneration < row.generation;
  return {
    status: running ? ('RUNNING' as const) : ('FINISHED' as const),
    total,
    done,
    failed: row.failed,
    startedAt: row.runStartedAt?.toISOString() ?? null,
    finishedAt: running ? null : (row.runFinishedAt?.toISOString() ?? null),
  };
}

async function watermarkAnswer(
  ctx: ImagesContext,
  tenant: Tenant,
  row: repo.WatermarkRow | undefined,
) {
  return { ...fieldsOf(row), rerender: await rerenderState(ctx, tenant, row) };
}

/** The site's watermark and how far its photos' re-render is: the site's admins. */
export async function getWatermark(ctx: ImagesContext, actor: Actor, tenant: Tenant) {
  authorize(actor, canManageWatermark);
  return watermarkAnswer(ctx, tenant, await repo.findWatermark(ctx.db, tenant.id));
}

/**
 * Sets the site's watermark under its row's lock (two admins saving at once queue; the later
 * stays). A change of look starts a new generation: the photos' re-render runs in the
 * background (a run under way is superseded: it goes on with the new look, photos already
 * drawn with the old one included). The same setting sent twice changes nothing the second time.
 */
export async function updateWatermark(
  ctx: ImagesContext,
  actor: Actor,
  tenant: Tenant,
  input: WatermarkFields,
) {
  authorize(actor, canManageWatermark);
  const { row, newLook } = await inTransaction(ctx, async (tx) => {
    const before = await repo.lockWatermark(tx.db, tenant.id);
    const changes = diffFields(fieldsOf(before), input, FIELDS);
    if (!changes) return { row: before, newLook: false };
    const newLook = watermarkLooksDifferent(fieldsOf(before), input);
    const after = await repo.saveWatermark(tx.db, tenant.id, input, newLook);
    await recordAudit(tx.db, {
      tenantId: tenant.id,
      actor,
      ip: actor.ip ?? null,
      entity: 'site',
      entityId: tenant.slug,
      action: 'update',
      changes: Object.fromEntries(
        Object.entries(changes).map(([key, change]) => [`watermark.${key}`, change]),
      ),
    });
    return { row: after, newLook };
  });
  if (newLook) ctx.wakeWatermarks();
  return watermarkAnswer(ctx, tenant, row);
}
