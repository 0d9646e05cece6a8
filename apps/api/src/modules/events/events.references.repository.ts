import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ReferenceWords } from '../../lib/reference-words';
import type { Database } from '../../infra/db';
import { eventCategories } from './events.tables';

// The reference data events point at: the site's event categories (suburbs: the locations module).

export async function findCategoryId(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select({ id: eventCategories.id })
    .from(eventCategories)
    .where(and(eq(eventCategories.tenantId, tenantId), eq(eventCategories.publicId, publicId)))
    .limit(1);
  return row?.id;
}

export async function findCategory(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select({
      publicId: eventCategories.publicId,
      name: eventCategories.name,
      translations: eventCategories.translations,
    })
    .from(eventCategories)
    .where(and(eq(eventCategories.tenantId, tenantId), eq(eventCategories.publicId, publicId)))
    .limit(1);
  return row;
}

/** A page of the site's categories by name. */
export async function listCategories(
  db: Database,
  tenantId: number,
  offset: number,
  limit: number,
) {
  const where = eq(eventCategories.tenantId, tenantId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        publicId: eventCategories.publicId,
        name: eventCategories.name,
        translations: eventCategories.translations,
      })
      .from(eventCategories)
      .where(where)
      .orderBy(asc(eventCategories.name), asc(eventCategories.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(eventCategories).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Adds the named categories the site does not have yet. */
export async function insertCategories(
  db: Database,
  tenantId: number,
  values: { publicId: string; name: string; translations: ReferenceWords }[],
) {
  if (!values.length) return;
  await db
    .insert(eventCategories)
    .values(values.map((v) => ({ ...v, tenantId })))
    // A category seeded before it had words in other languages gets them; words there stay.
    .onConflictDoUpdate({
      target: [eventCategories.tenantId, eventCategories.name],
      set: { translations: sql`excluded.translations` },
      setWhere: sql`${eventCategories.translations} = '{}'::jsonb`,
    });
}
