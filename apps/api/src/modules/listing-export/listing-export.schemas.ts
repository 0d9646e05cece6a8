import { z } from 'zod';
import { MAX_EXPORT_IDS, publicIdSchema } from '@propdesk/shared';

const TOO_MANY = `At most ${MAX_EXPORT_IDS} listings at a time`;

export const exportListingsQuery = z.object({
  ids: z
    .string()
    .max(MAX_EXPORT_IDS * 65, TOO_MANY)
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(publicIdSchema).min(1, 'Name at least one listing').max(MAX_EXPORT_IDS, TOO_MANY))
    .optional()
    .describe(
      `The listings to export, by publicId, separated by commas (at most ${MAX_EXPORT_IDS}); ` +
        "without it, every listing of the agent. Each must be one of the exported agent's.",
    ),
  agentId: publicIdSchema
    .optional()
    .describe(
      'Site staff: the agent (publicId) whose listings to export. An agent may name only their own id.',
    ),
});

export type ExportListingsQuery = z.infer<typeof exportListingsQuery>;

export const listingsCsvResponse = {
  description:
    'The listings as CSV (UTF-8 with a byte order mark, for spreadsheets): a header row of the ' +
    'listing CSV columns (docs/listing-csv.md), then one row per listing. Sent as an attachment ' +
    'named listings-<site>-<YYYY-MM-DD>.csv.',
  content: { 'text/csv': { schema: z.string() } },
};
