import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/columns';

/** Units of a listing; area in square metres, money with two decimals like a listing's price. */
export const units = pgTable('units', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  propertyId: integer('property_id').notNull(),
  title: text('title').notNull(),
  area: numeric('area', { precision: 14, scale: 2, mode: 'number' }),
  available: boolean('available').notNull().default(true),
  furnished: boolean('furnished').notNull().default(false),
  description: text('description').notNull().default(''),
  deposit: numeric('deposit', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
  rentalPrice: numeric('rental_price', { precision: 16, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
  rentToOwnPrice: numeric('rent_to_own_price', { precision: 16, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
  serviceCharge: numeric('service_charge', { precision: 14, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
  salePrice: numeric('sale_price', { precision: 16, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A unit's photos: stored like a listing image (original, WebP variants, every storage key). */
export const unitImages = pgTable('unit_images', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  unitId: integer('unit_id').notNull(),
  name: text('name').notNull(),
  fileDownloadUri: text('file_download_uri').notNull(),
  variants: jsonb('variants').$type<Record<string, string>>().notNull().default({}),
  storageKeys: text('storage_keys').array().notNull().default([]),
  createdAt: createdAt(),
  /** The site's watermark generation its variants were drawn for (images module, 0040). */
  watermarkGeneration: integer('watermark_generation').notNull().default(0),
});
