import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who asked for an account's erasure. */
export type ErasureRequester = 'SELF' | 'STAFF' | 'OPERATOR';

/** Erased accounts (migration 0045): one row each, with the pseudonym the audit log shows. */
export const personalDataErasures = pgTable('personal_data_erasures', {
  userId: integer('user_id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  pseudonym: text('pseudonym').notNull(),
  requestedBy: text('requested_by').$type<ErasureRequester>().notNull(),
  erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
});
