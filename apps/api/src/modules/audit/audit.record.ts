import type { AuditAction, AuditEntity, Role } from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import type { Database } from '../../infra/db';
import { insertAuditRow } from './audit.repository';

export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

export interface AuditEntry {
  tenantId: number;
  /** Who wrote; null for the system (the seed, the CLI, a scheduled job). */
  actor: Pick<Actor, 'userId' | 'publicId' | 'roles'> | null;
  /** The caller's address: `actor.ip` for a request's actor. */
  ip: string | null;
  entity: AuditEntity;
  /** The public id the API shows for the entity. */
  entityId: string;
  /** The listing's public id when the entity belongs to a listing (its History tab). */
  propertyId?: string | null;
  action: AuditAction;
  changes?: AuditChanges | null;
  reason?: string | null;
}

/** The role the log shows: the highest one the user holds. */
const ROLE_ORDER: Role[] = ['ADMIN', 'MODERATOR', 'AGENT', 'CUSTOMER'];

/** Fields never written to the log, whatever a caller passes: secrets stay out of it. */
const SECRET_FIELD = /password|token|secret|hash/i;

function storable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return '[binary]';
  return value === undefined ? null : value;
}

function withoutSecrets(changes: AuditChanges | null | undefined): AuditChanges | null {
  if (!changes) return null;
  const kept = Object.entries(changes)
    .filter(([field]) => !SECRET_FIELD.test(field))
    .map(([field, { before, after }]) => [
      field,
      { before: storable(before), after: storable(after) },
    ]);
  return kept.length ? Object.fromEntries(kept) : null;
}

export function auditRow(entry: AuditEntry) {
  const role = entry.actor && ROLE_ORDER.find((r) => entry.actor!.roles.includes(r));
  return {
    tenantId: entry.tenantId,
    userId: entry.actor?.userId ?? null,
    userPublicId: entry.actor?.publicId ?? null,
    userRole: role ?? null,
    ip: entry.ip,
    entity: entry.entity,
    entityId: entry.entityId,
    propertyId: entry.propertyId ?? null,
    action: entry.action,
    changes: withoutSecrets(entry.changes),
    reason: entry.reason ?? null,
  };
}

/**
 * Writes one audit row with `db`: pass the transaction the write runs in, so a write that
 * fails leaves no row and a write that commits always has one.
 */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await insertAuditRow(db, auditRow(entry));
}

/** Several entries in one statement, in their order (a batch of imported listings). */
export async function recordAudits(db: Database, entries: AuditEntry[]): Promise<void> {
  if (entries.length) await insertAuditRow(db, entries.map(auditRow));
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    return (a instanceof Date ? a.getTime() : a) === (b instanceof Date ? b.getTime() : b);
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    return JSON.stringify(a) === JSON.stringify(b);
  }
  return (a ?? null) === (b ?? null);
}

/**
 * The `changes` of an update: each of `keys` whose value differs between `before` and
 * `after`, with both values; null when nothing changed.
 */
export function diffFields<K extends string>(
  before: Partial<Record<K, unknown>> | null | undefined,
  after: Partial<Record<K, unknown>> | null | undefined,
  keys: readonly K[],
): AuditChanges | null {
  const changed = keys.filter((key) => !same(before?.[key], after?.[key]));
  if (!changed.length) return null;
  return Object.fromEntries(
    changed.map((key) => [key, { before: before?.[key] ?? null, after: after?.[key] ?? null }]),
  );
}
