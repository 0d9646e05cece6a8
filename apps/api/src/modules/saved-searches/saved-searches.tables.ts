import {
  bigint,
  customType,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { SearchArea } from '@propdesk/shared';

export type AlertFrequency = 'instant' | 'daily' | 'weekly' | 'paused';

/**
 * PostgreSQL's own polygon, `((x,y),…)` with x the longitude: the area a search is limited to.
 * Read back as [longitude, latitude] corners (packages/shared search-area.ts).
 */
export const polygon = customType<{ data: SearchArea; driverData: string }>({
  dataType: () => 'polygon',
  toDriver: (area) => `(${area.map(([lng, lat]) => `(${lng},${lat})`).join(',')})`,
  fromDriver: (text) =>
    [...String(text).matchAll(/\(([^(),]+),([^(),]+)\)/g)].map(
      (m) => [Number(m[1]), Number(m[2])] as [number, number],
    ),
});

/** A public search someone asked to hear about (migration 0030-saved-searches). */
export const savedSearches = pgTable('saved_searches', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  /** The customer's account; null for a visitor's search, saved with an e-mail address. */
  userId: integer('user_id'),
  email: text('email').notNull(),
  language: text('language').notNull().default('en'),
  name: text('name').notNull(),
  /** The site home's address query, to open the search again. */
  query: text('query').notNull().default(''),
  /** The PropertySearch body as saved (public ids, the area). */
  filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
  sort: text('sort').notNull().default('newest'),
  frequency: text('frequency').$type<AlertFrequency>().notNull().default('daily'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  confirmTokenHash: text('confirm_token_hash'),
  // The criteria: the filters resolved to ids, null meaning any (see the migration).
  category: text('category'),
  typeIds: integer('type_ids').array(),
  suburbIds: integer('suburb_ids').array(),
  cityIds: integer('city_ids').array(),
  featureIds: integer('feature_ids').array(),
  minBedrooms: integer('min_bedrooms'),
  minBathrooms: integer('min_bathrooms'),
  minPrice: numeric('min_price', { precision: 16, scale: 2, mode: 'number' }),
  maxPrice: numeric('max_price', { precision: 16, scale: 2, mode: 'number' }),
  currency: text('currency'),
  titleQuery: text('title_query'),
  area: polygon('area'),
  lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
