import { and, asc, count, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { LeadKind, LeadStatus, ViewingStatus } from '@propdesk/shared';
import type { Database } from '../../infra/db';
import { leadEvents, leadMessages, leads } from './leads.tables';

export type NewLead = Omit<typeof leads.$inferInsert, 'tenantId' | 'id'>;
export type LeadRow = typeof leads.$inferSelect;

/** Whose leads a list reads: the listing agent's, or the customer's own. */
export type LeadOwner = { agentUserId: number } | { customerUserId: number };

export interface LeadFilters {
  kinds?: LeadKind[];
  statuses?: LeadStatus[];
  propertyId?: number;
  unread?: boolean;
}

/** The leads of `owner` a list's filters keep (the lead cards read model pages them). */
export function matching(tenantId: number, owner: LeadOwner, f: LeadFilters): SQL | undefined {
  return and(
    eq(leads.tenantId, tenantId),
    'agentUserId' in owner
      ? eq(leads.agentUserId, owner.agentUserId)
      : eq(leads.customerUserId, owner.customerUserId),
    f.kinds?.length ? inArray(leads.kind, f.kinds) : undefined,
    f.statuses?.length ? inArray(leads.status, f.statuses) : undefined,
    f.propertyId === undefined ? undefined : eq(leads.propertyId, f.propertyId),
    f.unread ? eq(leads.read, false) : undefined,
  );
}

export async function countLeads(
  db: Database,
  tenantId: number,
  owner: LeadOwner,
  filters: LeadFilters,
) {
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .where(matching(tenantId, owner, filters));
  return row?.n ?? 0;
}

/** Whether an agent has any lead at all. */
export async function hasLeads(db: Database, tenantId: number, agentUserId: number) {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.tenantId, tenantId), eq(leads.agentUserId, agentUserId)))
    .limit(1);
  return row !== undefined;
}

export async function insertLead(db: Database, tenantId: number, values: NewLead) {
  const [row] = await db
    .insert(leads)
    .values({ ...values, tenantId })
    .returning();
  return row!;
}

export async function insertMessage(
  db: Database,
  tenantId: number,
  values: {
    publicId: string;
    leadId: number;
    sender: 'CUSTOMER' | 'AGENT';
    body: string;
    createdAt?: Date;
  },
) {
  await db.insert(leadMessages).values({ ...values, tenantId });
}

export async function insertEvent(
  db: Database,
  tenantId: number,
  leadId: number,
  status: ViewingStatus,
  createdAt?: Date,
) {
  await db.insert(leadEvents).values({ tenantId, leadId, status, ...(createdAt && { createdAt }) });
}

export function listMessages(db: Database, tenantId: number, leadId: number) {
  return db
    .select({
      publicId: leadMessages.publicId,
      from: leadMessages.sender,
      body: leadMessages.body,
      createdAt: leadMessages.createdAt,
    })
    .from(leadMessages)
    .where(and(eq(leadMessages.tenantId, tenantId), eq(leadMessages.leadId, leadId)))
    .orderBy(asc(leadMessages.createdAt), asc(leadMessages.id));
}

export function listEvents(db: Database, tenantId: number, leadId: number) {
  return db
    .select({ status: leadEvents.status, at: leadEvents.createdAt })
    .from(leadEvents)
    .where(and(eq(leadEvents.tenantId, tenantId), eq(leadEvents.leadId, leadId)))
    .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
}

/** The agent's leads not read since the person's last activity. */
export async function countUnread(db: Database, tenantId: number, agentUserId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .where(
      and(eq(leads.tenantId, tenantId), eq(leads.agentUserId, agentUserId), eq(leads.read, false)),
    );
  return row?.n ?? 0;
}

export async function setRead(db: Database, tenantId: number, id: number, read: boolean) {
  await db
    .update(leads)
    .set({ read })
    .where(and(eq(leads.tenantId, tenantId), eq(leads.id, id)));
}

/**
 * Records activity on a lead: the new status (only if it still has the expected one, so two
 * moves at once cannot both win), the agreed time, and whether the agent has read it. False
 * when the status had moved meanwhile.
 */
export async function touchLead(
  db: Database,
  tenantId: number,
  id: number,
  change: {
    from: LeadStatus;
    status: LeadStatus;
    read: boolean;
    agreedAt?: Date;
  },
): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(leads)
    .set({
      status: change.status,
      read: change.read,
      ...(change.agreedAt && { agreedAt: change.agreedAt }),
      updatedAt: now,
      lastActivityAt: now,
    })
    .where(and(eq(leads.tenantId, tenantId), eq(leads.id, id), eq(leads.status, change.from)))
    .returning({ id: leads.id });
  return rows.length > 0;
}

/**
 * Serializes the creation of leads by one sender on one site until the transaction ends, so
 * two requests at once cannot both pass a limit with one place left.
 */
export async function lockSender(db: Database, tenantId: number, key: string) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${tenantId}, hashtext(${key}))`);
}

/** Leads sent to a site since `since` from a client address or an email. */
export async function countSentSince(
  db: Database,
  tenantId: number,
  by: { clientAddress: string } | { email: string },
  since: Date,
) {
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .where(
      and(
        eq(leads.tenantId, tenantId),
        'email' in by ? eq(leads.email, by.email) : eq(leads.clientAddress, by.clientAddress),
        gte(leads.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Gives a customer the site's guest leads sent with their address (in any case): those no
 * account holds yet. Joining twice joins nothing more. Answers how many joined.
 */
export async function joinGuestLeads(
  db: Database,
  tenantId: number,
  customerUserId: number,
  email: string,
): Promise<number> {
  const rows = await db
    .update(leads)
    .set({ customerUserId })
    .where(
      and(
        eq(leads.tenantId, tenantId),
        isNull(leads.customerUserId),
        sql`lower(${leads.email}) = ${email.trim().toLowerCase()}`,
      ),
    )
    .returning({ id: leads.id });
  return rows.length;
}
