/**
 * Read model: a page of the site's audit log with each writer's name.
 *
 * Reads `audit_log` (the audit module) and `users` (the users module: the writer's first and
 * last name). Why: the log is shown a page at a time with who did what, in one query; the audit
 * module sits below users in the layers (every module records to it), so it cannot ask them.
 * The audit module is handed it by modules/index.ts.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { PageRequest } from '@propdesk/shared';
import type { Database } from '../../infra/db';
import { auditConditions, type AuditFilter, type AuditPages } from '../audit';
import { auditLog } from '../audit/audit.tables';
import { users } from '../users/users.tables';

/** One page of the tenant's rows, newest first, with the writer's name. */
async function findAuditPage(
  db: Database,
  tenantId: number,
  filter: AuditFilter,
  page: PageRequest,
) {
  const where = and(...auditConditions(tenantId, filter));
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

export const auditPages: AuditPages = { find: findAuditPage };
