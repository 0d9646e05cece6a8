import { integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReferenceWords } from '../../lib/reference-words';
import type { EventType } from '@propdesk/shared';
import { createdAt, type EventBanner } from '../../lib/columns';

export const eventCategories = pgTable('event_categories', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  name: text('name').notNull(),
  /** Its words in the site's other languages (lib/reference-words.ts). */
  translations: jsonb('translations').$type<ReferenceWords>().notNull().default({}),
  createdAt: createdAt(),
});

/** An agent's events; only the cancellation is stored, the other statuses follow the clock. */
export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  userId: integer('user_id').notNull(),
  categoryId: integer('category_id'),
  suburbId: integer('suburb_id'),
  name: text('name').notNull(),
  title: text('title').notNull().default(''),
  description: text('description').notNull().default(''),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  location: text('location'),
  liveLink: text('live_link'),
  type: text('type').$type<EventType>().notNull().default('EVENT'),
  capacity: integer('capacity').notNull().default(0),
  registration: text('registration').notNull().default('OPEN'),
  rate: numeric('rate', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  banner: jsonb('banner').$type<EventBanner>(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
