import { z } from 'zod';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  AUDIT_PAGE_SIZE,
  auditFilters,
  auditRangeIsBackwards,
  pageSchema,
  ROLES,
  zeroBasedPagingQuery,
} from '@propdesk/shared';

export const auditQuery = zeroBasedPagingQuery(AUDIT_PAGE_SIZE, auditFilters).refine(
  (q) => !auditRangeIsBackwards(q.from, q.to),
  { message: 'From must not be after to', path: ['from'] },
);

export const historyQuery = zeroBasedPagingQuery(AUDIT_PAGE_SIZE);

const changeSchema = z.object({ before: z.unknown(), after: z.unknown() });

const auditRowSchema = z
  .object({
    id: z.string().describe('The row number, as a string'),
    at: z.string().describe('ISO 8601 in UTC (Z)'),
    user: z
      .object({
        id: z.string().describe("The user's public id"),
        name: z.string(),
        role: z.enum(ROLES).nullable(),
      })
      .nullable()
      .describe('null for the system (seed, operator tool, scheduled jobs)'),
    ip: z
      .string()
      .nullable()
      .optional()
      .describe("The caller's address; only moderators and admins see it"),
    entity: z.enum(AUDIT_ENTITIES),
    entityId: z.string(),
    propertyId: z.string().nullable().describe('The listing the entity belongs to'),
    action: z.string().describe(`What the write did: ${AUDIT_ACTIONS.join(', ')}`),
    changes: z
      .record(z.string(), changeSchema)
      .nullable()
      .describe('The changed fields with their values before and after'),
    reason: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });

export const auditPageSchema = pageSchema(auditRowSchema).meta({ id: 'AuditPage' });

export type AuditRowView = z.output<typeof auditRowSchema>;
