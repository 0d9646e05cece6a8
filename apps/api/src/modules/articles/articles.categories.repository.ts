import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ReferenceWords } from '../../lib/reference-words';
import type { PageRequest } from '@propdesk/shared';
import type { Database } from '../../infra/db';
import { articleCategories } from './articles.tables';

const columns = {
  publicId: articleCategories.publicId,
  name: articleCategories.name,
  translations: articleCategories.translations,
};

export async function findCategory(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select({ id: articleCategories.id, ...columns })
    .from(articleCategories)
    .where(and(eq(articleCategories.tenantId, tenantId), eq(articleCategories.publicId, publicId)))
    .limit(1);
  return row;
}

/** A page of the site's categories by name. */
export async function listCategories(db: Database, tenantId: number, request: PageRequest) {
  const where = eq(articleCategories.tenantId, tenantId);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(articleCategories)
      .where(where)
      .orderBy(asc(articleCategories.name), asc(articleCategories.id))
      .offset(request.offset)
      .limit(request.size),
    db.select({ n: count() }).from(articleCategories).where(where),
  ]);
  return { rows, total: total!.n };
}

/** Adds the named categories the site does not have yet. */
export async function insertCategories(
  db: Database,
  tenantId: number,
  values: { publicId: string; name: string; translations: ReferenceWords }[],
) {
  await db
    .insert(articleCategories)
    .values(values.map((v) => ({ ...v, tenantId })))
    // A category seeded before it had words in other languages gets them; words there stay.
    .onConflictDoUpdate({
      target: [articleCategories.tenantId, articleCategories.name],
      set: { translations: sql`excluded.translations` },
      setWhere: sql`${articleCategories.translations} = '{}'::jsonb`,
    });
}
