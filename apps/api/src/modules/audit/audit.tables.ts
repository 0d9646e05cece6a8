import {
  bigserial,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

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

/**
 * Open editing sessions (migration 0039): one person's saves of one entity gathered into the
 * single audit entry written when the session ends (audit.sessions.ts).
 */
export const auditSessions = pgTable(
  'audit_sessions',
  {
    tenantId: integer('tenant_id').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    sessionKey: uuid('session_key').notNull(),
    propertyId: text('property_id'),
    userId: integer('user_id'),
    userPublicId: text('user_public_id'),
    userRole: text('user_role'),
    ip: text('ip'),
    action: text('action').notNull(),
    changes: jsonb('changes')
      .notNull()
      .$type<Record<string, { before: unknown; after: unknown }>>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.entity, t.entityId, t.sessionKey] })],
);
