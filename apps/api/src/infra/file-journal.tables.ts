import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../lib/columns';

/** Files being written: see migration 0016 and infra/file-journal.ts. */
export const pendingFiles = pgTable('pending_files', {
  key: text('key').primaryKey(),
  process: integer('process').notNull(),
  createdAt: createdAt(),
});
