import {
  bigint,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** How far a site's alerts have read the audit log (migration 0033-search-alerts). */
export const searchAlertCursors = pgTable('search_alert_cursors', {
  tenantId: integer('tenant_id').primaryKey(),
  lastAuditId: bigint('last_audit_id', { mode: 'number' }).notNull().default(0),
  lastAuditAt: timestamp('last_audit_at', { withTimezone: true }).notNull().defaultNow(),
  /** The site's local date of the last daily/weekly sending. */
  scheduledOn: date('scheduled_on', { mode: 'string' }),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A listing found for a saved search, waiting for its alert or sent (sent_at). */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: integer('saved_search_id').notNull(),
    propertyId: integer('property_id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    reason: text('reason').$type<'new' | 'price'>().notNull(),
    price: numeric('price', { precision: 16, scale: 2, mode: 'number' }),
    previousPrice: numeric('previous_price', { precision: 16, scale: 2, mode: 'number' }),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.propertyId] })],
);
