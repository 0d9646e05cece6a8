import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { DataSubject, PersonalDataProvider } from '../../infra/personal-data';
import { savedSearches } from './saved-searches.tables';

const ofSubject = (subject: DataSubject) =>
  and(
    eq(savedSearches.tenantId, subject.tenantId),
    or(
      eq(savedSearches.userId, subject.userId),
      sql`lower(${savedSearches.email}) = lower(${subject.email})`,
    ),
  );

/**
 * Saved searches and their alerts: the account's, and those saved with its address before it
 * signed up. Erasure deletes them (their matches and cursors go with them).
 */
export const savedSearchesPersonalData: PersonalDataProvider = {
  name: 'savedSearches',
  async export(db, subject) {
    const rows = await db
      .select()
      .from(savedSearches)
      .where(ofSubject(subject))
      .orderBy(asc(savedSearches.createdAt));
    return {
      data: rows.map(
        ({ id: _id, tenantId: _t, userId: _u, confirmTokenHash: _h, ...search }) => search,
      ),
    };
  },
  async erase(db, subject) {
    await db.delete(savedSearches).where(ofSubject(subject));
  },
};
