import { integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/columns';

/** A listing an account keeps on its shortlist (migration 0031-favourites). */
export const favourites = pgTable(
  'favourites',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    /** Kept when the listing is deleted: the favourite then shows as no longer available. */
    listingPublicId: text('listing_public_id').notNull(),
    /** The listing while it exists. */
    propertyId: integer('property_id'),
    // What the card showed, refreshed while the listing exists; shown once it is gone.
    title: text('title').notNull(),
    cover: text('cover'),
    place: text('place').notNull().default(''),
    category: text('category').notNull(),
    savedPrice: numeric('saved_price', { precision: 16, scale: 2, mode: 'number' }),
    savedCurrency: text('saved_currency').notNull(),
    /** The last price the customer was told about (the saved one at first). */
    notifiedPrice: numeric('notified_price', { precision: 16, scale: 2, mode: 'number' }),
    /** When the customer was told the listing stopped being available. */
    notifiedUnavailableAt: timestamp('notified_unavailable_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.listingPublicId] })],
);

/** When each account last got its favourites' notice (at most one a day). */
export const favouriteDigests = pgTable('favourite_digests', {
  tenantId: integer('tenant_id').notNull(),
  userId: integer('user_id').primaryKey(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
});
