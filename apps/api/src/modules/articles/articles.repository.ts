import { and, count, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { PageRequest } from '@propdesk/shared';
import type { Database } from '../../infra/db';
import { articleCategories, articles } from './articles.tables';
import type { EventBanner } from '../../lib/columns';
import { accountNames } from '../users';

/** The fields a moderator writes; an update replaces all of them. */
export type ArticleFields = Pick<
  typeof articles.$inferSelect,
  'slug' | 'title' | 'summary' | 'body' | 'categoryId' | 'published' | 'publishedAt'
>;

/** The authors' names: the users module's accounts, joined in the same query. */
function columns(authors: ReturnType<typeof accountNames>) {
  return {
    id: articles.id,
    publicId: articles.publicId,
    slug: articles.slug,
    title: articles.title,
    summary: articles.summary,
    body: articles.body,
    published: articles.published,
    publishedAt: articles.publishedAt,
    cover: articles.cover,
    createdAt: articles.createdAt,
    updatedAt: articles.updatedAt,
    categoryPublicId: articleCategories.publicId,
    categoryName: articleCategories.name,
    categoryTranslations: articleCategories.translations,
    authorPublicId: authors.publicId,
    authorFirstName: authors.firstName,
    authorLastName: authors.lastName,
  };
}

/** An article with its category and author, as the views need it. */
function selectArticles(db: Database) {
  const authors = accountNames(db);
  return db
    .select(columns(authors))
    .from(articles)
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .leftJoin(authors, eq(authors.id, articles.authorId));
}

export type ArticleRow = Awaited<ReturnType<ReturnType<typeof selectArticles>['execute']>>[number];

/** The article with this public id, or else this slug: links may use either. */
export async function findArticle(db: Database, tenantId: number, idOrSlug: string) {
  const rows = await selectArticles(db)
    .where(
      and(
        eq(articles.tenantId, tenantId),
        or(eq(articles.publicId, idOrSlug), eq(articles.slug, idOrSlug)),
      ),
    )
    .limit(2);
  return rows.find((row) => row.publicId === idOrSlug) ?? rows[0];
}

async function page(db: Database, where: SQL | undefined, order: SQL[], request: PageRequest) {
  const [rows, [total]] = await Promise.all([
    selectArticles(db)
      .where(where)
      .orderBy(...order)
      .limit(request.size)
      .offset(request.offset),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { rows, total: total!.n };
}

/** A page of the published articles, newest first, of one category when given. */
export function listPublished(
  db: Database,
  tenantId: number,
  categoryId: number | null,
  request: PageRequest,
) {
  const where = and(
    eq(articles.tenantId, tenantId),
    eq(articles.published, true),
    categoryId === null ? undefined : eq(articles.categoryId, categoryId),
  );
  return page(db, where, [desc(articles.publishedAt), desc(articles.id)], request);
}

/** A page of every article (or only drafts, or only published ones), last changed first. */
export function listAll(
  db: Database,
  tenantId: number,
  published: boolean | undefined,
  request: PageRequest,
) {
  const where = and(
    eq(articles.tenantId, tenantId),
    published === undefined ? undefined : eq(articles.published, published),
  );
  return page(db, where, [desc(articles.updatedAt), desc(articles.id)], request);
}

/** The slugs of the site equal to `base` or starting with `base-`, to pick a free one. */
export async function slugsLike(db: Database, tenantId: number, base: string) {
  const rows = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(
      and(
        eq(articles.tenantId, tenantId),
        or(eq(articles.slug, base), like(articles.slug, `${base}-%`)),
      ),
    );
  return new Set(rows.map((row) => row.slug));
}

export async function insertArticle(
  db: Database,
  tenantId: number,
  values: ArticleFields & { publicId: string; authorId: number | null },
) {
  const [row] = await db
    .insert(articles)
    .values({ ...values, tenantId })
    .returning({ publicId: articles.publicId });
  return row!;
}

export async function updateArticle(
  db: Database,
  tenantId: number,
  id: number,
  fields: ArticleFields,
) {
  await db
    .update(articles)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(articles.tenantId, tenantId), eq(articles.id, id)));
}

/** Whether this call removed the row: of deletes made at once, only one does. */
export async function deleteArticle(db: Database, tenantId: number, id: number) {
  const removed = await db
    .delete(articles)
    .where(and(eq(articles.tenantId, tenantId), eq(articles.id, id)))
    .returning({ id: articles.id });
  return removed.length > 0;
}

/** Sets the cover under a row lock and answers the one it replaces (undefined: article gone). */
export async function replaceCover(
  db: Database,
  tenantId: number,
  id: number,
  cover: EventBanner,
): Promise<{ previous: EventBanner | null } | undefined> {
  const where = and(eq(articles.tenantId, tenantId), eq(articles.id, id));
  const [locked] = await db
    .select({ cover: articles.cover })
    .from(articles)
    .where(where)
    .for('update');
  if (!locked) return undefined;
  await db.update(articles).set({ cover, updatedAt: new Date() }).where(where);
  return { previous: locked.cover };
}

/** Clears the cover, if it is still the one named (a newer upload is left alone). */
/** Whether this call took the cover off: of removals made at once, only one does. */
export async function clearCover(db: Database, tenantId: number, id: number, name: string) {
  const cleared = await db
    .update(articles)
    .set({ cover: null, updatedAt: new Date() })
    .where(
      and(
        eq(articles.tenantId, tenantId),
        eq(articles.id, id),
        sql`${articles.cover}->>'name' = ${name}`,
      ),
    )
    .returning({ id: articles.id });
  return cleared.length > 0;
}
