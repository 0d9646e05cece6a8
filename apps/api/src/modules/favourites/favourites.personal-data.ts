import { and, asc, eq } from 'drizzle-orm';
import type { PersonalDataProvider } from '../../infra/personal-data';
import { favouriteDigests, favourites } from './favourites.tables';

/** A customer's favourites and when they were last told of their changes; erasure deletes them. */
export const favouritesPersonalData: PersonalDataProvider = {
  name: 'favourites',
  async export(db, subject) {
    const rows = await db
      .select()
      .from(favourites)
      .where(and(eq(favourites.tenantId, subject.tenantId), eq(favourites.userId, subject.userId)))
      .orderBy(asc(favourites.createdAt));
    return {
      data: rows.map((f) => ({
        listing: f.listingPublicId,
        title: f.title,
        place: f.place,
        category: f.category,
        savedPrice: f.savedPrice,
        savedCurrency: f.savedCurrency,
        createdAt: f.createdAt,
      })),
    };
  },
  async erase(db, subject) {
    await db.delete(favourites).where(eq(favourites.userId, subject.userId));
    await db.delete(favouriteDigests).where(eq(favouriteDigests.userId, subject.userId));
  },
};
