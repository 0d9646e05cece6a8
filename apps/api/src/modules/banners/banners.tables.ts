import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { BannerType } from '@propdesk/shared';
import { createdAt, type EventBanner } from '../../lib/columns';

/** A site's banner (the landing page's carousel): shown in position order while scheduled. */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  type: text('type').$type<BannerType>().notNull(),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  linkUrl: text('link_url'),
  position: integer('position').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  /** Kept as an event's banner is: original, WebP variants and every storage key. */
  image: jsonb('image').$type<EventBanner>(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
