import { and, asc, count, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { LeadKind, LeadStatus, ViewingStatus } from '@propdesk/shared';
import type { Database } from '../../infra/db';
import {
  agents,
  cities,
  leadEvents,
  leadMessages,
  leads,
  properties,
  suburbs,
  users,
} from '../../db/schema';

export type NewLead = Omit<typeof leads.$inferInsert, 'tenantId' | 'id'>;

/**
 * A lead with what its view shows: the listing (title, photo, price, place), the listing
 * agent's public id, the customer's public id and the person's first message.
 */
function selectWithRefs(db: Database) {
  return db
    .select({
      lead: leads,
      property: {
        publicId: properties.publicId,
        title: properties.title,
        profilePhoto: properties.profilePhoto,
        price: properties.price,
        currency: properties.currency,
        suburb: suburbs.name,
        city: cities.name,
      },
      agentId: sql<string>`(SELECT ${users.publicId} FROM ${users}
        WHERE ${users.tenantId} = ${leads.tenantId} AND ${users.id} = ${leads.agentUserId})`,
      customerId: sql<string | null>`(SELECT ${users.publicId} FROM ${users}
        WHERE ${users.tenantId} = ${leads.tenantId} AND ${users.id} = ${leads.customerUserId})`,
      message: sql<string | null>`(SELECT ${leadMessages.body} FROM ${leadMessages}
        WHERE ${leadMessages.tenantId} = ${leads.tenantId} AND ${leadMessages.leadId} = ${leads.id}
          AND ${leadMessages.sender} = 'CUSTOMER'
        ORDER BY ${leadMessages.createdAt}, ${leadMessages.id} LIMIT 1)`,
    })
    .from(leads)
    .innerJoin(
      properties,
      and(eq(properties.tenantId, leads.tenantId), eq(properties.id, leads.propertyId)),
    )
    .leftJoin(suburbs, eq(suburbs.id, properties.suburbId))
    .leftJoin(cities, eq(cities.id, suburbs.cityId));
}

export type LeadWithRefs = Awaited<
  ReturnType<ReturnType<typeof selectWithRefs>['execute']>
>[number];

export async function findLead(
  db: Database,
  tenantId: number,
  publicId: string,
): Promise<LeadWithRefs | undefined> {
  const [row] = await selectWithRefs(db)
    .where(and(eq(leads.tenantId, tenantId), eq(leads.publicId, publicId)))
    .limit(1);
  return row;
}

/** Whose leads a list reads: the listing agent's, or the customer's own. */
export type LeadOwner = { agentUserId: number } | { customerUserId: number };

export interface LeadFilters {
  kinds?: LeadKind[];
  statuses?: LeadStatus[];
  propertyId?: number;
  unread?: boolean;
}

function matching(tenantId: number, owner: LeadOwner, f: LeadFilters): SQL | undefined {
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

/** One page, newest activity first; ties by id so pages never overlap. */
export function listLeads(
  db: Database,
  tenantId: number,
  owner: LeadOwner,
  filters: LeadFilters,
  page: { size: number; offset: number },
): Promise<LeadWithRefs[]> {
  return selectWithRefs(db)
    .where(matching(tenantId, owner, filters))
    .orderBy(desc(leads.lastActivityAt), desc(leads.id))
    .limit(page.size)
    .offset(page.offset);
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

/** An agent's live listings, oldest first (the demo seed's leads go on them). */
export function listLiveListings(db: Database, tenantId: number, userId: number, limit: number) {
  return db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.tenantId, tenantId),
        eq(properties.userId, userId),
        eq(properties.published, 'APPROVED'),
        eq(properties.archived, false),
      ),
    )
    .orderBy(asc(properties.id))
    .limit(limit);
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

/** A listing's id by public id, for the list filter. */
export async function findPropertyId(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.tenantId, tenantId), eq(properties.publicId, publicId)))
    .limit(1);
  return row?.id;
}

/** The agent a notice goes to: the agency name (else the person's) and the account email. */
export async function findAgentContact(db: Database, tenantId: number, userId: number) {
  const [row] = await db
    .select({
      publicId: users.publicId,
      email: users.email,
      agency: agents.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .leftJoin(agents, eq(agents.userId, users.id))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row;
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
