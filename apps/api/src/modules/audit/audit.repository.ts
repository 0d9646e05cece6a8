import { eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { auditLog } from './audit.tables';
import type { Database } from '../../infra/db';

export type NewAuditRow = typeof auditLog.$inferInsert;
export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAuditRow(
  db: Database,
  row: NewAuditRow | NewAuditRow[],
): Promise<void> {
  await db.insert(auditLog).values(Array.isArray(row) ? row : [row]);
}

/** Staff filters; dates alone count in `timeZone`, from the start of `from` to the end of `to`. */
export interface AuditFilter {
  entity?: string;
  entities?: readonly string[];
  userPublicId?: string;
  action?: string;
  from?: string;
  to?: string;
  propertyId?: string;
  timeZone: string;
}

const isDate = (value: string) => value.length === 10;

/** The rows of the site's log a filter keeps (the audit pages read model pages them). */
export function auditConditions(tenantId: number, f: AuditFilter): SQL[] {
  const where: (SQL | undefined)[] = [
    eq(auditLog.tenantId, tenantId),
    f.entity ? eq(auditLog.entity, f.entity) : undefined,
    f.entities ? inArray(auditLog.entity, [...f.entities]) : undefined,
    f.userPublicId ? eq(auditLog.userPublicId, f.userPublicId) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.propertyId ? eq(auditLog.propertyId, f.propertyId) : undefined,
  ];
  if (f.from) {
    where.push(
      isDate(f.from)
        ? gte(auditLog.at, sql`(${f.from}::date)::timestamp AT TIME ZONE ${f.timeZone}`)
        : gte(auditLog.at, sql`${f.from}::timestamptz`),
    );
  }
  if (f.to) {
    where.push(
      isDate(f.to)
        ? lt(auditLog.at, sql`(${f.to}::date + 1)::timestamp AT TIME ZONE ${f.timeZone}`)
        : lte(auditLog.at, sql`${f.to}::timestamptz`),
    );
  }
  return where.filter((c): c is SQL => !!c);
}

/**
 * Deletes rows older than `days` through the owner's prune function (the app's role may not
 * delete audit rows; the trigger refuses younger than 30); answers how many.
 */
export async function pruneAuditRows(db: Database, days: number): Promise<number> {
  const result = await db.execute<{ removed: number }>(
    sql`SELECT audit_log_prune(${days}::integer) AS removed`,
  );
  const rows = ((result as { rows?: { removed: number }[] }).rows ?? result) as {
    removed: number;
  }[];
  return Number(rows[0]?.removed ?? 0);
}
