import { boolean, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/**
 * Two listings of a site that may be the same home (migration 0038-listing-duplicates): one row
 * a pair, the lower listing id first, written by the check of either.
 */
export const listingDuplicates = pgTable(
  'listing_duplicates',
  {
    tenantId: integer('tenant_id').notNull(),
    propertyId: integer('property_id').notNull(),
    otherId: integer('other_id').notNull(),
    samePhotos: integer('same_photos').notNull().default(0),
    samePlace: boolean('same_place').notNull().default(false),
    sameReference: boolean('same_reference').notNull().default(false),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
    /** A moderator marked it not a duplicate (migration 0042): hidden until a stronger match. */
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    dismissedBy: integer('dismissed_by'),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.otherId] })],
);
