import type { LanguageCode } from '@propdesk/shared';
import {
  check,
  doublePrecision,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Tenant } from '../../infra/tenant';
import { createdAt } from '../../lib/columns';

export const tenants = pgTable(
  'tenants',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    defaultCountryId: integer('default_country_id'),
    defaultCurrency: text('default_currency').notNull().default('USD'),
    /** IANA name; event times are stored in UTC and shown in this zone. */
    timeZone: text('time_zone').notNull().default('UTC'),
    createdAt: createdAt(),
    /** What a visitor gets when none of their languages is offered; always one of `languages`. */
    defaultLanguage: text('default_language').$type<LanguageCode>().notNull().default('en'),
    /** The languages visitors and accounts may choose, in the admin's order. */
    languages: text('languages').array().$type<LanguageCode[]>().notNull().default(['en']),
  },
  (t) => [
    check('tenants_default_language_offered', sql`${t.defaultLanguage} = ANY (${t.languages})`),
  ],
);

/** A site's offices, shown on its public pages. */
export const siteAddresses = pgTable('site_addresses', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  label: text('label').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  phone: text('phone'),
  email: text('email'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** infra/tenant.ts's Tenant is this table's row: a column changed here fails to compile there. */
type SameRow<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _tenantRowMatches: SameRow<Tenant, typeof tenants.$inferSelect> = true;
