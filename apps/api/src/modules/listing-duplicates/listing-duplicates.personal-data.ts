import { and, eq } from 'drizzle-orm';
import type { PersonalDataProvider } from '../../infra/personal-data';
import { listingDuplicates } from './listing-duplicates.tables';

/** The pairs a moderator marked "not a duplicate": kept, no longer naming who decided. */
export const listingDuplicatesPersonalData: PersonalDataProvider = {
  name: 'duplicateDecisions',
  async export(db, subject) {
    const rows = await db
      .select({
        listing: listingDuplicates.propertyId,
        other: listingDuplicates.otherId,
        dismissedAt: listingDuplicates.dismissedAt,
      })
      .from(listingDuplicates)
      .where(
        and(
          eq(listingDuplicates.tenantId, subject.tenantId),
          eq(listingDuplicates.dismissedBy, subject.userId),
        ),
      );
    return { data: rows };
  },
  async erase(db, subject) {
    await db
      .update(listingDuplicates)
      .set({ dismissedBy: null })
      .where(
        and(
          eq(listingDuplicates.tenantId, subject.tenantId),
          eq(listingDuplicates.dismissedBy, subject.userId),
        ),
      );
  },
};
