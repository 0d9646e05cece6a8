import type { LanguageCode } from '@propdesk/shared';
import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/columns';

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
  /** When the owner opened the confirmation link mailed to the address; null until then. */
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  /** The language the person chose; null until they choose (the site's default then). */
  language: text('language').$type<LanguageCode>(),
});

/** An agent's agency: the profile of a user with the AGENT role, one row per account. */
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

/** A customer's profile, one row per account with the CUSTOMER role. */
export const customers = pgTable('customers', {
  userId: integer('user_id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  countryId: integer('country_id'),
});
