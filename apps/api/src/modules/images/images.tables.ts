import { sql } from 'drizzle-orm';
import type { WatermarkMode, WatermarkPosition } from '@propdesk/shared';
import { bigint, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/columns';

export const propertyImages = pgTable('property_images', {
  id: serial('id').primaryKey(),
  propertyId: integer('property_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  location: text('location').notNull().default('GENERAL'),
  name: text('name').notNull(),
  fileDownloadUri: text('file_download_uri').notNull(),
  /** Size name to download address, e.g. { thumbnail: '/files/...' }. */
  variants: jsonb('variants').$type<Record<string, string>>().notNull().default({}),
  /** Every stored object of this image (original and variants). */
  storageKeys: text('storage_keys').array().notNull().default([]),
  /** The address a photo by URL was fetched from (imports); null for an upload. */
  sourceUrl: text('source_url'),
  /** The photo's perceptual hash (photo-hash.ts); null for photos stored before it was kept. */
  photoHash: bigint('photo_hash', { mode: 'bigint' }),
  /** Its place in the listing's gallery: lower first (a sequence gives new photos the last). */
  position: bigint('position', { mode: 'number' })
    .notNull()
    .default(sql`nextval('property_images_position_seq')`),
  createdAt: createdAt(),
  /** The site's watermark generation its variants were drawn for (site_watermarks, 0040). */
  watermarkGeneration: integer('watermark_generation').notNull().default(0),
});

/** A site's watermark and the state of its photos' re-render (migration 0040-watermarks). */
export const siteWatermarks = pgTable('site_watermarks', {
  tenantId: integer('tenant_id').primaryKey(),
  mode: text('mode').$type<WatermarkMode>().notNull().default('OFF'),
  text: text('text').notNull().default(''),
  position: text('position').$type<WatermarkPosition>().notNull().default('BOTTOM_RIGHT'),
  opacity: integer('opacity').notNull().default(60),
  size: integer('size').notNull().default(5),
  /** Counts the changes that altered the mark's look. */
  generation: integer('generation').notNull().default(0),
  /** The generation the last finished re-render reached; behind `generation` while one is due. */
  renderedGeneration: integer('rendered_generation').notNull().default(0),
  /** Photos of this generation that could not be re-rendered (they keep their variants). */
  failed: integer('failed').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  runStartedAt: timestamp('run_started_at', { withTimezone: true }),
  runFinishedAt: timestamp('run_finished_at', { withTimezone: true }),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  claimedBy: text('claimed_by'),
});
