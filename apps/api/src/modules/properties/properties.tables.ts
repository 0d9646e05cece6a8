import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/columns';

export const properties = pgTable('properties', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  publicId: text('public_id').notNull(),
  /** The agent's user id. */
  userId: integer('user_id').notNull(),
  typeId: integer('type_id').notNull(),
  suburbId: integer('suburb_id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  category: text('category').notNull(),
  area: numeric('area', { precision: 14, scale: 2, mode: 'number' }),
  areaType: text('area_type').notNull().default('HECTARE'),
  built: timestamp('built', { withTimezone: true }),
  price: numeric('price', { precision: 16, scale: 2, mode: 'number' }),
  currency: text('currency').notNull(),
  priceType: text('price_type').notNull().default('TOTAL'),
  vatable: boolean('vatable').notNull().default(false),
  serviced: boolean('serviced').notNull().default(false),
  serviceCharge: numeric('service_charge', { precision: 14, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
  displayMap: boolean('display_map').notNull().default(false),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  altitude: doublePrecision('altitude'),
  metaTags: text('meta_tags').notNull().default(''),
  tourUrl: text('tour_url'),
  published: text('published').notNull().default('REVIEW'),
  listingCategory: text('listing_category').notNull().default('FEATURED'),
  archived: boolean('archived').notNull().default(false),
  rejectionReason: text('rejection_reason'),
  /** The compared fields at the last approval (see properties.moderation.changes.ts). */
  approvedSnapshot: jsonb('approved_snapshot').$type<Record<string, unknown>>(),
  /** When the agent sent it for review; null while being filled in and after a decision. */
  readyForReviewAt: timestamp('ready_for_review_at', { withTimezone: true }),
  completion: integer('completion').notNull().default(0),
  profilePhoto: text('profile_photo'),
  /** The language of title, description and keywords: the site's default at creation. */
  originalLanguage: text('original_language').notNull().default('en'),
  /** The agency's own id for the listing (a CSV column, a RESO ListingKey): one per agent. */
  agentReference: text('agent_reference'),
  /** Where the listing came from: 'dashboard', 'csv' or 'reso' (LISTING_SOURCES). */
  source: text('source').notNull().default('dashboard'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A listing's title, description and keywords in another language the site offers. */
export const listingTranslations = pgTable('listing_translations', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  propertyId: integer('property_id').notNull(),
  language: text('language').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  keywords: text('keywords').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How many times each listing was read (migration 0047): beside the listings, so counting never
 * changes a listing's row; a listing never read has no row (0 views).
 */
export const propertyViewCounts = pgTable('property_view_counts', {
  tenantId: integer('tenant_id').notNull(),
  propertyId: integer('property_id').primaryKey(),
  views: integer('views').notNull().default(0),
});

/** Moved by every listing write; server processes poll it to drop their cached answers. */
export const listingsVersions = pgTable('listings_versions', {
  tenantId: integer('tenant_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
