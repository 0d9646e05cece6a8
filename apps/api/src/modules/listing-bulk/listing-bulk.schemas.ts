import { z } from 'zod';
import { bulkDeleteSchema, bulkSelectionSchema, MAX_BULK_LISTINGS } from '@propdesk/shared';
import { searchBody } from '../property-search';

const EXAMPLE_IDS = ['pr-3kq9xw7m2a', 'pr-8fj2ld0q1c'];

export const bulkSelectionBody = bulkSelectionSchema.meta({
  id: 'BulkSelection',
  example: { ids: EXAMPLE_IDS },
});

export const bulkDeleteBody = bulkDeleteSchema.meta({
  id: 'BulkDelete',
  example: { ids: EXAMPLE_IDS, confirm: 2 },
});

/** The filters of the dashboard's list (My Listings), as its search sends them. */
export const selectionFiltersBody = searchBody;

export const listingSelectionSchema = z
  .object({
    ids: z
      .array(z.string())
      .describe(`The matching listings' public ids, newest first, at most ${MAX_BULK_LISTINGS}`),
    capped: z.boolean().describe(`More than ${MAX_BULK_LISTINGS} match: ids holds the newest`),
  })
  .meta({ id: 'ListingSelection' });

const BULK_OUTCOMES = ['DONE', 'UNCHANGED', 'FAILED'] as const;

export const bulkResultSchema = z
  .object({
    action: z.enum(['archive', 'restore', 'delete']),
    done: z.number().int().describe('Listings the action changed'),
    unchanged: z
      .number()
      .int()
      .describe('Listings already so (archived, restored, or deleted meanwhile)'),
    failed: z.number().int(),
    results: z
      .array(
        z.object({
          publicId: z.string(),
          name: z.string(),
          outcome: z.enum(BULK_OUTCOMES),
          message: z.string().nullable().describe('Why it failed, or why nothing changed'),
        }),
      )
      .describe('One per listing named, in the order named'),
  })
  .meta({ id: 'BulkResult' });

export type BulkResult = z.infer<typeof bulkResultSchema>;
export type BulkOutcome = BulkResult['results'][number];
