export { auditRoutes } from './audit.routes';
export { type AuditContext, type AuditPages } from './audit.service';

/*
 * Internal API: every module records its changes in the transaction that makes them; the
 * audit pages read model (read-models/audit-pages.ts) builds on the log's filter.
 * Not services: no actor and no access check; the caller has authorized the request.
 */
export {
  diffFields,
  recordAudit,
  recordAudits,
  type AuditChanges,
  type AuditEntry,
} from './audit.record';
export { auditConditions, type AuditFilter } from './audit.repository';
export { createAuditRetention, type AuditRetention } from './audit.retention';
export {
  createAuditSessionSweep,
  endAuditSessions,
  recordInSession,
  type AuditSessionSweep,
} from './audit.sessions';

/*
 * Internal API for people's rights over their data: the person's entries in an export, and
 * their pseudonym in place of them at erasure.
 */
export { auditPersonalData } from './audit.personal-data';
