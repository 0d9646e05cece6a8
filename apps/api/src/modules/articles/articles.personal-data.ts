import { and, asc, eq } from 'drizzle-orm';
import type { PersonalDataProvider } from '../../infra/personal-data';
import { articles } from './articles.tables';

/** The articles the person wrote: the site's content, kept, no longer naming its author. */
export const articlesPersonalData: PersonalDataProvider = {
  name: 'articles',
  async export(db, subject) {
    const rows = await db
      .select({ publicId: articles.publicId, title: articles.title, createdAt: articles.createdAt })
      .from(articles)
      .where(and(eq(articles.tenantId, subject.tenantId), eq(articles.authorId, subject.userId)))
      .orderBy(asc(articles.createdAt));
    return { data: rows };
  },
  async erase(db, subject) {
    await db
      .update(articles)
      .set({ authorId: null })
      .where(and(eq(articles.tenantId, subject.tenantId), eq(articles.authorId, subject.userId)));
  },
};
