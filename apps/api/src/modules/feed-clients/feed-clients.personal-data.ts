import { and, asc, eq } from 'drizzle-orm';
import type { PersonalDataProvider } from '../../infra/personal-data';
import { feedClients } from './feed-clients.tables';

/** The feed clients an admin created: kept for the site, no longer naming who created them. */
export const feedClientsPersonalData: PersonalDataProvider = {
  name: 'feedClients',
  async export(db, subject) {
    const rows = await db
      .select({ name: feedClients.name, createdAt: feedClients.createdAt })
      .from(feedClients)
      .where(
        and(eq(feedClients.tenantId, subject.tenantId), eq(feedClients.createdBy, subject.userId)),
      )
      .orderBy(asc(feedClients.createdAt));
    return { data: rows };
  },
  async erase(db, subject) {
    await db
      .update(feedClients)
      .set({ createdBy: null })
      .where(
        and(eq(feedClients.tenantId, subject.tenantId), eq(feedClients.createdBy, subject.userId)),
      );
  },
};
