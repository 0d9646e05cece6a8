import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ImportOutcome, ImportStatus, ListingCsvField } from '@propdesk/shared';

/** A CSV import of listings (migration 0027-listing-imports). */
export const listingImports = pgTable('listing_imports', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  startedBy: integer('started_by'),
  agentUserId: integer('agent_user_id').notNull(),
  fileKey: text('file_key').notNull(),
  fileName: text('file_name').notNull(),
  fileSize: integer('file_size').notNull(),
  delimiter: text('delimiter').notNull().$type<',' | ';'>(),
  headers: text('headers').array().notNull(),
  mapping: jsonb('mapping').notNull().$type<(ListingCsvField | null)[]>(),
  status: text('status').notNull().default('uploaded').$type<ImportStatus>(),
  dryRun: boolean('dry_run').notNull().default(false),
  totalRows: integer('total_rows'),
  rowsDone: integer('rows_done').notNull().default(0),
  createdCount: integer('created_count').notNull().default(0),
  updatedCount: integer('updated_count').notNull().default(0),
  unchangedCount: integer('unchanged_count').notNull().default(0),
  skippedCount: integer('skipped_count').notNull().default(0),
  failedCount: integer('failed_count').notNull().default(0),
  failure: text('failure'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  claimedBy: text('claimed_by'),
});

/** What happened to one line of an import's file (its number counts the header as line 1). */
export const listingImportRows = pgTable(
  'listing_import_rows',
  {
    importId: integer('import_id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    rowNumber: integer('row_number').notNull(),
    reference: text('reference'),
    outcome: text('outcome').notNull().$type<ImportOutcome>(),
    reasons: text('reasons').array().notNull().default([]),
    listingPublicId: text('listing_public_id'),
  },
  (t) => [primaryKey({ columns: [t.importId, t.rowNumber] })],
);
