import { bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Append-only (see migration 0014): rows are inserted, and pruned once past the retention. */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  userId: integer('user_id'),
  userPublicId: text('user_public_id'),
  userRole: text('user_role'),
  ip: text('ip'),
  entity: text('entity').notNull(),
  entityId: text('entity_id').notNull(),
  propertyId: text('property_id'),
  action: text('action').notNull(),
  changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>(),
  reason: text('reason'),
});
