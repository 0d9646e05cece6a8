export { auditRoutes } from './audit.routes';
export { type AuditContext, type AuditPages } from './audit.service';

/*
 * Internal API: what the audit pages read model (read-models/audit-pages.ts) builds its query
 * from; the filter's conditions over this module's table.
 */
export { auditConditions, type AuditFilter } from './audit.repository';
export { diffFields, recordAudit, type AuditChanges, type AuditEntry } from './audit.record';
export { createAuditRetention, type AuditRetention } from './audit.retention';
