import { and, asc, eq, or, sql } from 'drizzle-orm';
import {
  detailsPattern,
  type DataSubject,
  type PersonalDataProvider,
} from '../../infra/personal-data';
import { notices } from './notices.tables';

const toSubject = (subject: DataSubject) =>
  and(
    eq(notices.tenantId, subject.tenantId),
    sql`lower(${notices.recipient}) = lower(${subject.email})`,
  );

/** Whether a notice names the person anywhere: to them, or about them to someone else. */
function naming(subject: DataSubject) {
  const pattern = detailsPattern(subject.details);
  const text = sql`concat_ws(' ', ${notices.recipient}, ${notices.subject}, ${notices.body}, ${notices.html},
                             ${notices.headers}::text, ${notices.payload}::text)`;
  return and(
    eq(notices.tenantId, subject.tenantId),
    pattern ? or(toSubject(subject), sql`${text} ~* ${pattern}`) : toSubject(subject),
  );
}

/**
 * The e-mails the site sent (or has yet to send) the person. Erasure deletes every notice that
 * names them, theirs and those to others about them (an agent told of their question): a notice
 * is a copy of a message, not the record of what happened.
 */
export const noticesPersonalData: PersonalDataProvider = {
  name: 'emails',
  async export(db, subject) {
    const rows = await db
      .select({
        event: notices.event,
        subject: notices.subject,
        body: notices.body,
        createdAt: notices.createdAt,
        deliveredAt: notices.deliveredAt,
      })
      .from(notices)
      .where(toSubject(subject))
      .orderBy(asc(notices.createdAt));
    return { data: rows };
  },
  async erase(db, subject) {
    await db.delete(notices).where(naming(subject));
  },
};
