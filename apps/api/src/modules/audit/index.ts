export { auditRoutes } from './audit.routes';
export { type AuditContext } from './audit.service';
export { diffFields, recordAudit, type AuditChanges, type AuditEntry } from './audit.record';
export { createAuditRetention, type AuditRetention } from './audit.retention';
