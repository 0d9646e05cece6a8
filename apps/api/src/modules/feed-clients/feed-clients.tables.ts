import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { FeedScope } from '@propdesk/shared';

/**
 * The site's feed clients (migration 0024-feed-clients): who may read its RESO feed. The secret
 * is kept only as its SHA-256; `createdBy` is the admin's account (null once it is deleted).
 */
export const feedClients = pgTable('feed_clients', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  name: text('name').notNull(),
  clientId: text('client_id').notNull(),
  secretHash: text('secret_hash').notNull(),
  scopes: text('scopes').array().notNull().$type<FeedScope[]>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by'),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
