import { z } from 'zod';
import {
  IMPORT_OUTCOMES,
  IMPORT_PREVIEW_ROWS,
  IMPORT_STATUSES,
  importMappingBody,
  importStartBody,
  LISTING_CSV_COLUMNS,
  MAX_IMPORT_PREVIEW_ROWS,
  pageSchema,
  publicIdSchema,
  zeroBasedPagingQuery,
  type ListingCsvField,
} from '@propdesk/shared';

const IMPORTS_PAGE_SIZE = 20;

const fieldSchema = z
  .enum(LISTING_CSV_COLUMNS.map((c) => c.field) as [ListingCsvField, ...ListingCsvField[]])
  .meta({ id: 'ListingCsvField' });

const outcomeSchema = z.enum(IMPORT_OUTCOMES).meta({ id: 'ListingImportOutcome' });

export const importSchema = z
  .object({
    publicId: z.string(),
    agentId: z
      .string()
      .nullable()
      .describe("Whose listings it creates and updates (the agent's id)"),
    fileName: z.string(),
    fileSize: z.number().int().describe('Bytes'),
    delimiter: z.enum([',', ';']).describe('Detected from the header row'),
    headers: z.array(z.string()).describe("The file's first row, cell by cell"),
    mapping: z
      .array(fieldSchema.nullable())
      .describe('The field each column fills, by position; null for a column left out'),
    missingFields: z
      .array(z.string())
      .describe('Required fields no column fills yet (by their standard header); empty to start'),
    status: z.enum(IMPORT_STATUSES).meta({ id: 'ListingImportStatus' }),
    dryRun: z.boolean().describe('The last (or current) run writes nothing to listings'),
    totalRows: z
      .number()
      .int()
      .nullable()
      .describe("The file's data rows; null until a run has counted them"),
    rowsDone: z.number().int(),
    counts: z.object({
      created: z.number().int(),
      updated: z.number().int(),
      unchanged: z.number().int(),
      skipped: z.number().int(),
      failed: z.number().int(),
    }),
    failure: z.string().nullable().describe('Why the whole import failed (status failed)'),
    createdAt: z.string().describe('ISO date-time of the upload'),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'ListingImport' });
export type ImportView = z.infer<typeof importSchema>;

export const importsPageSchema = pageSchema(importSchema).meta({ id: 'ListingImportsPage' });
export const importsQuery = zeroBasedPagingQuery(IMPORTS_PAGE_SIZE);

export const uploadQuery = z.object({
  agentId: publicIdSchema
    .optional()
    .describe('Site staff: the agent whose listings these are (an agent imports their own)'),
});

export const previewQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_IMPORT_PREVIEW_ROWS, `limit must be at most ${MAX_IMPORT_PREVIEW_ROWS}`)
    .default(IMPORT_PREVIEW_ROWS),
});

const problemSchema = z.object({
  field: fieldSchema.nullable().describe('The field the problem is about; null for the row'),
  message: z.string(),
});

export const previewSchema = z
  .object({
    missingFields: z.array(z.string()),
    rows: z.array(
      z.object({
        rowNumber: z.number().int().describe('As a spreadsheet numbers it: the header is row 1'),
        reference: z.string().nullable(),
        values: z
          .record(z.string(), z.string())
          .describe('The mapped cells, by field, as read (trimmed)'),
        problems: z.array(problemSchema),
        outcome: outcomeSchema.describe('What the import would do with the row'),
        listingId: z.string().nullable().describe('The listing it would update or leave as is'),
      }),
    ),
  })
  .meta({ id: 'ListingImportPreview' });
export type PreviewView = z.infer<typeof previewSchema>;

export const mappingBodySchema = importMappingBody.meta({
  id: 'ListingImportMapping',
  example: { mapping: ['reference', 'name', 'type', 'price'] },
});

export const startBodySchema = importStartBody.meta({
  id: 'ListingImportStart',
  example: { dryRun: true },
});
