import { and, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PageRequest } from '@propdesk/shared';
import { auditLog, users } from '../../db/schema';
import type { Database } from '../../infra/db';

export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAuditRow(db: Database, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
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

function conditions(tenantId: number, f: AuditFilter): SQL[] {
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

/** One page of the tenant's rows, newest first, with the writer's name. */
export async function findAuditPage(
  db: Database,
  tenantId: number,
  filter: AuditFilter,
  page: PageRequest,
) {
  const where = and(...conditions(tenantId, filter));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: auditLog,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(auditLog)
      .leftJoin(users, and(eq(users.tenantId, auditLog.tenantId), eq(users.id, auditLog.userId)))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(page.size)
      .offset(page.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
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
