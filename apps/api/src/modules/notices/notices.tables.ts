import { bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/columns';

export const notices = pgTable('notices', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  channel: text('channel').$type<'EMAIL' | 'WEBHOOK'>().notNull(),
  /** What happened, e.g. 'lead.created': the webhook's `type` and the log's label. */
  event: text('event').notNull(),
  recipient: text('recipient'),
  subject: text('subject'),
  body: text('body'),
  /** The e-mail's HTML part, beside the text one; null for a text-only e-mail. */
  html: text('html'),
  /** Headers of the e-mail's own (List-Unsubscribe); null for none. */
  headers: jsonb('headers').$type<Record<string, string>>(),
  payload: jsonb('payload').$type<Record<string, unknown>>(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  failedAt: timestamp('failed_at', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: createdAt(),
});
