import {
  bigserial,
  boolean,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Typed view of the tables the migrations create (db/migrations is the source of truth). */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  defaultCountryId: integer('default_country_id'),
  defaultCurrency: text('default_currency').notNull().default('USD'),
  createdAt: createdAt(),
});

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

export const features = pgTable('features', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  publicId: text('public_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  location: text('location').notNull(),
});

export const propertyTypes = pgTable('property_types', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  publicId: text('public_id').notNull(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
});

export const propertyTypeFeatures = pgTable(
  'property_type_features',
  {
    typeId: integer('type_id').notNull(),
    featureId: integer('feature_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.typeId, t.featureId] })],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  publicId: text('public_id').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  roles: text('roles').array().notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  otherNames: text('other_names').notNull().default(''),
  mobile: text('mobile'),
  telephone: text('telephone'),
  imageUrl: text('image_url'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const agents = pgTable('agents', {
  userId: integer('user_id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  telephone: text('telephone'),
  whatsapp: text('whatsapp'),
  description: text('description').notNull().default(''),
  imageUrl: text('image_url'),
  countryId: integer('country_id'),
  cityId: integer('city_id'),
  suburbId: integer('suburb_id'),
  verified: boolean('verified').notNull().default(false),
});

export const customers = pgTable('customers', {
  userId: integer('user_id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  countryId: integer('country_id'),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  userId: integer('user_id').notNull(),
  familyId: text('family_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  userId: integer('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const loginFailures = pgTable('login_failures', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  key: text('key').notNull(),
  createdAt: createdAt(),
});
