import { and, asc, eq } from 'drizzle-orm';
import type { PersonalDataProvider } from '../../infra/personal-data';
import { events } from './events.tables';

/**
 * An agent's events. At erasure they go to the heir with the listings, or are deleted with
 * their banners (an event of nobody has nobody to run it).
 */
export const eventsPersonalData: PersonalDataProvider = {
  name: 'events',
  async export(db, subject) {
    const rows = await db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, subject.tenantId), eq(events.userId, subject.userId)))
      .orderBy(asc(events.startsAt));
    const files = rows.flatMap((event) => {
      const key = event.banner?.storageKeys[0];
      return key ? [{ key, path: `event-banners/${event.publicId}-${key.split('/').pop()}` }] : [];
    });
    return {
      data: rows.map((event) => ({
        publicId: event.publicId,
        name: event.name,
        title: event.title,
        description: event.description,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        location: event.location,
        liveLink: event.liveLink,
        cancelledAt: event.cancelledAt,
        createdAt: event.createdAt,
      })),
      files,
    };
  },
  async erase(db, subject, plan) {
    const own = and(eq(events.tenantId, subject.tenantId), eq(events.userId, subject.userId));
    if (plan.heirUserId !== null) {
      await db.update(events).set({ userId: plan.heirUserId }).where(own);
      return;
    }
    const gone = await db.delete(events).where(own).returning({ banner: events.banner });
    return { files: gone.flatMap((e) => (e.banner?.storageKeys ?? []).map((key) => ({ key }))) };
  },
};
