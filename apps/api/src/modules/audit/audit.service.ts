import type { z } from 'zod';
import { LISTING_HISTORY_ENTITIES, type PageRequest, type Role } from '@propdesk/shared';
import { authorize, isStaff } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import type { Database } from '../../infra/db';
import type { ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { toPage } from '../../lib/paging';
import { canReadAuditLog, canReadListingHistory } from './audit.access';
import type * as repo from './audit.repository';
import type { auditQuery, AuditRowView, historyQuery } from './audit.schemas';

export interface AuditContext extends ModuleContext {
  /** The owner of a listing by public id, with no access check (the properties module). */
  listingOwner: (tenant: Tenant, publicId: string) => Promise<{ userId: number } | undefined>;
  /** Pages of the log with the writers' names (read-models/audit-pages.ts). */
  auditPages: AuditPages;
}

/** A row of the log with its writer's name (null when the account is gone). */
interface AuditPageRow {
  row: repo.AuditRow;
  firstName: string | null;
  lastName: string | null;
}

/** Reads a page of a site's log, newest first, and how many rows the filter keeps. */
export interface AuditPages {
  find(
    db: Database,
    tenantId: number,
    filter: repo.AuditFilter,
    page: PageRequest,
  ): Promise<{ rows: AuditPageRow[]; total: number }>;
}

function rowView({ row, firstName, lastName }: AuditPageRow, withIp: boolean): AuditRowView {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    user: row.userPublicId
      ? {
          id: row.userPublicId,
          // An erased person has no account name left: the log shows their pseudonym.
          name: [firstName, lastName].filter(Boolean).join(' ') || row.userPublicId,
          role: (row.userRole as Role | null) ?? null,
        }
      : null,
    ...(withIp && { ip: row.ip }),
    entity: row.entity as AuditRowView['entity'],
    entityId: row.entityId,
    propertyId: row.propertyId,
    action: row.action,
    changes: row.changes ?? null,
    reason: row.reason,
  };
}

/** The site's log for its staff, newest first, filtered. */
export async function listAuditLog(
  ctx: AuditContext,
  actor: Actor,
  tenant: Tenant,
  query: z.output<typeof auditQuery>,
) {
  authorize(actor, canReadAuditLog);
  const { entity, userId, action, from, to } = query;
  const filter = { entity, userPublicId: userId, action, from, to, timeZone: tenant.timeZone };
  const { rows, total } = await ctx.auditPages.find(ctx.db, tenant.id, filter, query);
  return toPage(
    rows.map((r) => rowView(r, true)),
    total,
    query,
  );
}

/** A listing's history (it, its images, features, amenities, units and reviews), newest first. */
export async function listListingHistory(
  ctx: AuditContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  page: z.output<typeof historyQuery>,
) {
  authorize(actor, canReadListingHistory, await ctx.listingOwner(tenant, publicId));
  const filter = {
    propertyId: publicId,
    entities: LISTING_HISTORY_ENTITIES,
    timeZone: tenant.timeZone,
  };
  const { rows, total } = await ctx.auditPages.find(ctx.db, tenant.id, filter, page);
  return toPage(
    rows.map((r) => rowView(r, isStaff(actor))),
    total,
    page,
  );
}
