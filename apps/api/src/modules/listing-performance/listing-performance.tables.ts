import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { VisitSource } from '@propdesk/shared';

/** A listing's page views (one per visitor and day) and photo views a day (migration 0041). */
export const listingDailyStats = pgTable(
  'listing_daily_stats',
  {
    tenantId: integer('tenant_id').notNull(),
    propertyId: integer('property_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    photoViews: integer('photo_views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] })],
);

/** Where a listing's views of a day came from; `host` only for another site ('other'). */
export const listingDailySources = pgTable(
  'listing_daily_sources',
  {
    tenantId: integer('tenant_id').notNull(),
    propertyId: integer('property_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').$type<VisitSource>().notNull(),
    host: text('host').notNull().default(''),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day, t.source, t.host] })],
);

/**
 * A listing's visitors of the day as keyed hashes (never an address or a browser): one view per
 * visitor and day across processes; rows older than yesterday are deleted.
 */
export const listingVisitors = pgTable(
  'listing_visitors',
  {
    tenantId: integer('tenant_id').notNull(),
    propertyId: integer('property_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day, t.visitor] })],
);
