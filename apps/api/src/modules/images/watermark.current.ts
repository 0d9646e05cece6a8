import { DEFAULT_WATERMARK, type WatermarkFields } from '@propdesk/shared';
import type { ModuleContext } from '../../infra/context';
import type { Database } from '../../infra/db';
import type { Watermark } from './watermark-mark';
import * as repo from './watermark.repository';

export const fieldsOf = (row: repo.WatermarkRow | undefined): WatermarkFields =>
  row
    ? {
        mode: row.mode,
        text: row.text,
        position: row.position,
        opacity: row.opacity,
        size: row.size,
      }
    : { ...DEFAULT_WATERMARK };

/** The mark a setting draws: none while it is off. */
export const markOf = (fields: WatermarkFields): Watermark | null =>
  fields.mode === 'TEXT' ? fields : null;

/** The mark new photos get, and the generation they are recorded as drawn for. */
export interface CurrentWatermark {
  mark: Watermark | null;
  generation: number;
}

/** The site's mark for a new listing or unit photo; no access check (the upload's caller has). */
export async function currentWatermark(db: Database, tenantId: number): Promise<CurrentWatermark> {
  const row = await repo.findWatermark(db, tenantId);
  return { mark: markOf(fieldsOf(row)), generation: row?.generation ?? 0 };
}

/** Whether the site marks its photos now: its readers then get no address of an original. */
export async function sitePhotosMarked(db: Database, tenantId: number): Promise<boolean> {
  return (await currentWatermark(db, tenantId)).mark !== null;
}

/**
 * After new photos drawn with `drawn` were recorded (in the recording transaction): when the
 * site's mark changed while they were drawn, its re-render is due again for them.
 */
export function photosRecorded(tx: ModuleContext, tenantId: number, drawn: CurrentWatermark) {
  return repo.recheckAfterUpload(tx.db, tenantId, drawn.generation);
}
