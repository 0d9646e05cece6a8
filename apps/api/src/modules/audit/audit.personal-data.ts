import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { PersonalDataProvider } from '../../infra/personal-data';
import { endAuditSessionsOf } from './audit.sessions';
import { auditLog } from './audit.tables';

/**
 * The audit entries the person wrote or that are about their account. Erasure keeps every row
 * (what happened, when, to what) and puts the pseudonym in the person's place: as the writer,
 * as the account written, and for their details in the changes; their address goes
 * (migration 0045's audit_log_pseudonymise, the one change the append-only log allows).
 */
export const auditPersonalData: PersonalDataProvider = {
  name: 'auditLog',
  async export(db, subject) {
    const rows = await db
      .select({
        at: auditLog.at,
        role: auditLog.userRole,
        ip: auditLog.ip,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        listing: auditLog.propertyId,
        action: auditLog.action,
        changes: auditLog.changes,
        reason: auditLog.reason,
      })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.tenantId, subject.tenantId),
          or(eq(auditLog.userId, subject.userId), eq(auditLog.entityId, subject.publicId)),
        ),
      )
      .orderBy(asc(auditLog.at), asc(auditLog.id));
    return { data: rows };
  },
  async erase(db, subject) {
    await endAuditSessionsOf(db, subject.tenantId, subject.userId);
    await db.execute(
      sql`SELECT audit_log_pseudonymise(${subject.tenantId}::integer, ${subject.userId}::integer,
            ${subject.publicId}::text, ${subject.pseudonym}::text,
            ${`{${subject.details.map((d) => JSON.stringify(d)).join(',')}}`}::text[])`,
    );
  },
};
