import { doublePrecision, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  publicId: text('public_id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  currencies: text('currencies').array().notNull(),
});

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  publicId: text('public_id').notNull(),
  countryId: integer('country_id').notNull(),
  name: text('name').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

export const suburbs = pgTable('suburbs', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  publicId: text('public_id').notNull(),
  cityId: integer('city_id').notNull(),
  name: text('name').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});
