import { sql } from 'drizzle-orm';
import { bigint, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
});
