import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { inSystemScope } from '../../infra/data-scope';
import type { Database } from '../../infra/db';
import { periodicTask, type PeriodicTask } from '../../infra/periodic-task';
import { auditRow, type AuditEntry } from './audit.record';
import { auditSessions } from './audit.tables';

/** A session with no save for this long has ended: its entry is written by the sweep. */
const EDIT_SESSION_IDLE_MS = 10 * 60_000;
const SWEEP_EVERY_MS = 60_000;

/**
 * Gathers a save into its editing session instead of writing an entry of its own: a field keeps
 * its value from before the session's first save of it and takes this save's value. Written with
 * `db`, the save's transaction, in one statement, so two saves of one session never lose a field.
 */
export async function recordInSession(
  db: Database,
  entry: AuditEntry | null,
  sessionKey: string,
): Promise<void> {
  if (!entry?.changes) return;
  const row = auditRow(entry);
  const current = sql.raw('audit_sessions.changes');
  await db
    .insert(auditSessions)
    .values({ ...row, changes: row.changes ?? {}, sessionKey })
    .onConflictDoUpdate({
      target: [
        auditSessions.tenantId,
        auditSessions.entity,
        auditSessions.entityId,
        auditSessions.sessionKey,
      ],
      set: {
        changes: sql`${current} || excluded.changes || (
          SELECT coalesce(jsonb_object_agg(field, jsonb_build_object(
                   'before', ${current} -> field -> 'before',
                   'after', excluded.changes -> field -> 'after')), '{}'::jsonb)
            FROM jsonb_object_keys(excluded.changes) AS field
           WHERE ${current} ? field)`,
        action: sql`CASE WHEN audit_sessions.action = excluded.action
                         THEN excluded.action ELSE 'update' END`,
        ip: sql`excluded.ip`,
        lastAt: sql`now()`,
      },
    });
}

/**
 * Ends the sessions `where` keeps: each becomes one audit entry at its last save, with the
 * fields whose value the session changed (a field edited and put back is left out; a session
 * that changed nothing in the end writes nothing). Deleting and writing in one statement, two
 * callers ending one session write one entry. Resolves with how many sessions ended.
 */
async function endSessions(db: Database, where: SQL | undefined): Promise<number> {
  const result = await db.execute(sql`
    WITH ended AS (
      DELETE FROM audit_sessions WHERE ${where} RETURNING *
    ), net AS (
      SELECT ended.*, (
        SELECT jsonb_object_agg(field, change)
          FROM jsonb_each(ended.changes) AS c(field, change)
         WHERE change -> 'before' IS DISTINCT FROM change -> 'after'
      ) AS changed
        FROM ended
    ), written AS (
      INSERT INTO audit_log (tenant_id, at, user_id, user_public_id, user_role, ip, entity,
                             entity_id, property_id, action, changes)
      SELECT tenant_id, last_at, user_id, user_public_id, user_role, ip, entity, entity_id,
             property_id, action, changed
        FROM net WHERE changed IS NOT NULL
    )
    SELECT count(*)::int AS ended FROM ended`);
  const rows = (result as { rows?: { ended: number }[] }).rows ?? [];
  return rows[0]?.ended ?? 0;
}

export interface SessionsOf {
  tenantId: number;
  entity: AuditEntry['entity'];
  entityId: string;
  /** One person's session (the editor was closed, or saved on purpose); absent: every open one. */
  session?: { key: string; userId: number };
}

/**
 * Ends the sessions of an entity: one person's, or all of them in the transaction of its delete
 * (their entries come before the delete's own).
 */
export function endAuditSessions(db: Database, of: SessionsOf): Promise<number> {
  return endSessions(
    db,
    and(
      eq(auditSessions.tenantId, of.tenantId),
      eq(auditSessions.entity, of.entity),
      eq(auditSessions.entityId, of.entityId),
      of.session && eq(auditSessions.sessionKey, of.session.key),
      of.session && eq(auditSessions.userId, of.session.userId),
    ),
  );
}

/** Ends the sessions of every site with no save since `idleMs` ago. */
function endIdleAuditSessions(db: Database, idleMs = EDIT_SESSION_IDLE_MS) {
  return inSystemScope(() =>
    endSessions(db, lt(auditSessions.lastAt, sql`now() - make_interval(secs => ${idleMs / 1000})`)),
  );
}

export interface AuditSessionSweep extends PeriodicTask {
  /** Ends the idle sessions now; resolves with how many ended. */
  sweep(): Promise<number>;
}

/**
 * Every server process ends idle sessions each minute (and once at start: a session a stopped
 * process left open is ended by the next). Their deletes do not conflict: each session ends once.
 */
export function createAuditSessionSweep(ctx: {
  db: Database;
  log: FastifyBaseLogger;
}): AuditSessionSweep {
  const sweep = () => endIdleAuditSessions(ctx.db);
  const task = periodicTask({
    everyMs: SWEEP_EVERY_MS,
    log: ctx.log,
    failure: 'ending idle editing sessions failed',
    run: async () => {
      const ended = await sweep();
      if (ended) ctx.log.info({ ended }, 'idle editing sessions ended');
    },
  });
  return { ...task, sweep };
}

/** Ends every open editing session of one person (before their erasure rewrites their entries). */
export function endAuditSessionsOf(db: Database, tenantId: number, userId: number) {
  return endSessions(
    db,
    and(eq(auditSessions.tenantId, tenantId), eq(auditSessions.userId, userId)),
  );
}
