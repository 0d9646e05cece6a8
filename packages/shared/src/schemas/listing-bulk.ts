import { z } from 'zod';
import { publicIdSchema } from './common';

/** The most listings one bulk action (or one "select all matching") takes. */
export const MAX_BULK_LISTINGS = 200;

export const BULK_MESSAGES = {
  none: 'Select at least one listing',
  tooMany: `At most ${MAX_BULK_LISTINGS} listings at a time`,
  twice: 'Each listing may be named only once',
  confirm: 'Type the number of listings to delete',
  wrongCount: 'The number typed is not the number of listings selected',
} as const;

/** The listings a bulk action applies to, by public id, each once. */
export const bulkIdsSchema = z
  .array(publicIdSchema, { error: BULK_MESSAGES.none })
  .min(1, BULK_MESSAGES.none)
  .max(MAX_BULK_LISTINGS, BULK_MESSAGES.tooMany)
  .refine((ids) => new Set(ids).size === ids.length, BULK_MESSAGES.twice);

export const bulkSelectionSchema = z.object({ ids: bulkIdsSchema });

/**
 * A delete names the listings and the number the person typed to confirm it; a number that is
 * not the count of listings named is refused, so a slip of the finger deletes nothing.
 */
export const bulkDeleteSchema = z
  .object({
    ids: bulkIdsSchema,
    confirm: z.number({ error: BULK_MESSAGES.confirm }).int(BULK_MESSAGES.confirm),
  })
  .superRefine((value, ctx) => {
    if (value.confirm !== value.ids.length) {
      ctx.addIssue({ code: 'custom', message: BULK_MESSAGES.wrongCount, path: ['confirm'] });
    }
  });

export type BulkSelectionInput = z.infer<typeof bulkSelectionSchema>;
export type BulkDeleteInput = z.infer<typeof bulkDeleteSchema>;
