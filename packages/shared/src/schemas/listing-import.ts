import { z } from 'zod';
import { LISTING_CSV_COLUMNS, type ListingCsvField } from '../rules/listing-csv';

/**
 * Where an import is: uploaded (columns being matched), running, cancelling (stops after the
 * batch under way), cancelled, finished, or failed (the file could not be read).
 */
export const IMPORT_STATUSES = [
  'uploaded',
  'running',
  'cancelling',
  'cancelled',
  'finished',
  'failed',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** What an import did with one row (a dry run records what it would have done). */
export const IMPORT_OUTCOMES = ['created', 'updated', 'unchanged', 'skipped', 'failed'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** The largest CSV file an import takes. */
export const MAX_IMPORT_FILE_BYTES = 20 * 1024 * 1024;
/** At most this many columns in an import's file. */
export const MAX_IMPORT_COLUMNS = 200;
/** The preview shows this many rows unless asked for more, and never more than the maximum. */
export const IMPORT_PREVIEW_ROWS = 20;
export const MAX_IMPORT_PREVIEW_ROWS = 100;

const CSV_FIELDS = LISTING_CSV_COLUMNS.map((column) => column.field) as [
  ListingCsvField,
  ...ListingCsvField[],
];

/** An import's mapping: the listing field each column of the file fills, by position, or null. */
export const importMappingBody = z
  .object({
    mapping: z
      .array(z.enum(CSV_FIELDS, { error: 'Unknown field in the mapping' }).nullable())
      .max(MAX_IMPORT_COLUMNS)
      .superRefine((fields, ctx) => {
        const seen = new Set<string>();
        for (const field of fields) {
          if (!field) continue;
          if (seen.has(field)) {
            ctx.addIssue({ code: 'custom', message: `The field ${field} is mapped twice` });
          }
          seen.add(field);
        }
      })
      .describe('One entry per column of the file: the field it fills, or null to leave it out'),
  })
  .strict();
export type ImportMappingInput = z.infer<typeof importMappingBody>;

/** Starting an import: a dry run records what would happen and changes no listing. */
export const importStartBody = z.object({ dryRun: z.boolean().default(false) }).strict();
