import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import {
  detailsPattern,
  REMOVED_DETAIL,
  type DataSubject,
  type PersonalDataProvider,
} from '../../infra/personal-data';
import { leadEvents, leadMessages, leads } from './leads.tables';

/** The sender's details gone, the messages and the viewing's history kept. */
const anonymous = {
  name: '',
  email: '',
  phone: null,
  clientAddress: '',
  customerUserId: null,
  anonymisedAt: sql`now()`,
} as const;

const sentBy = (subject: DataSubject) =>
  and(
    eq(leads.tenantId, subject.tenantId),
    or(
      eq(leads.customerUserId, subject.userId),
      sql`lower(${leads.email}) = lower(${subject.email})`,
    ),
  );

const receivedBy = (subject: DataSubject) =>
  and(eq(leads.tenantId, subject.tenantId), eq(leads.agentUserId, subject.userId));

async function threads(db: Database, rows: (typeof leads.$inferSelect)[]) {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const messages = await db
    .select()
    .from(leadMessages)
    .where(inArray(leadMessages.leadId, ids))
    .orderBy(asc(leadMessages.createdAt), asc(leadMessages.id));
  const history = await db
    .select()
    .from(leadEvents)
    .where(inArray(leadEvents.leadId, ids))
    .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
  return rows.map((lead) => ({
    publicId: lead.publicId,
    kind: lead.kind,
    status: lead.status,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    preferredTimes: lead.preferredTimes,
    agreedAt: lead.agreedAt,
    createdAt: lead.createdAt,
    messages: messages
      .filter((m) => m.leadId === lead.id)
      .map((m) => ({ sender: m.sender, body: m.body, createdAt: m.createdAt })),
    history: history
      .filter((e) => e.leadId === lead.id)
      .map((e) => ({ status: e.status, at: e.createdAt })),
  }));
}

/**
 * Questions and viewing requests the person sent (as a customer or a guest with the same
 * address) and those an agent received. Erasure removes the sender's details from what they
 * sent, and their details from the words of its messages; what an agent received goes to the
 * heir with the listings, or stays with the archived listings.
 */
export const leadsPersonalData: PersonalDataProvider = {
  name: 'leads',
  async export(db, subject) {
    const order = [asc(leads.createdAt), asc(leads.id)];
    const sent = await db
      .select()
      .from(leads)
      .where(sentBy(subject))
      .orderBy(...order);
    const received = await db
      .select()
      .from(leads)
      .where(receivedBy(subject))
      .orderBy(...order);
    return { data: { sent: await threads(db, sent), received: await threads(db, received) } };
  },
  async erase(db, subject, plan) {
    const sent = await db
      .update(leads)
      .set(anonymous)
      .where(sentBy(subject))
      .returning({ id: leads.id });
    const pattern = detailsPattern(subject.details);
    if (pattern && sent.length) {
      await db
        .update(leadMessages)
        .set({
          body: sql`regexp_replace(${leadMessages.body}, ${pattern}, ${REMOVED_DETAIL}, 'gi')`,
        })
        .where(
          and(
            inArray(
              leadMessages.leadId,
              sent.map((l) => l.id),
            ),
            sql`${leadMessages.body} ~* ${pattern}`,
          ),
        );
    }
    if (plan.heirUserId !== null) {
      await db.update(leads).set({ agentUserId: plan.heirUserId }).where(receivedBy(subject));
    }
  },
};

/**
 * The retention rule: leads with no activity since `before` lose their sender's details, in
 * every site. Safe to run in several processes at once: a lead already anonymised is passed
 * over, and two updates of one row wait for each other, the second then finding it done.
 */
export async function anonymiseLeadsBefore(db: Database, before: Date, limit = 500) {
  const due = db
    .select({ id: leads.id })
    .from(leads)
    .where(and(isNull(leads.anonymisedAt), lt(leads.lastActivityAt, before)))
    .limit(limit);
  const done = await db
    .update(leads)
    .set(anonymous)
    .where(and(inArray(leads.id, due), isNull(leads.anonymisedAt)))
    .returning({ id: leads.id });
  return done.length;
}
