import { and, count, desc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { type Database, resultRows } from '../../infra/db';
import { savedSearches } from './saved-searches.tables';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NewSavedSearch = typeof savedSearches.$inferInsert;
export type SavedSearchChanges = Partial<
  Pick<SavedSearchRow, 'name' | 'frequency' | 'lastSeenAt' | 'confirmedAt'>
>;

/** Serializes the writes of one account or one address: limits are counted one after another. */
export async function lockOwner(db: Database, tenantId: number, key: string) {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(${tenantId}, hashtext(${`saved-search:${key}`}))`,
  );
}

export async function insertSearch(db: Database, row: NewSavedSearch): Promise<SavedSearchRow> {
  const [created] = await db.insert(savedSearches).values(row).returning();
  return created!;
}

export function listOwn(db: Database, tenantId: number, userId: number) {
  return db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.tenantId, tenantId), eq(savedSearches.userId, userId)))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

export async function findByPublicId(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.tenantId, tenantId), eq(savedSearches.publicId, publicId)));
  return row;
}

export async function findByTokenHash(db: Database, tenantId: number, hash: string) {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.tenantId, tenantId), eq(savedSearches.confirmTokenHash, hash)));
  return row;
}

export async function updateSearch(
  db: Database,
  tenantId: number,
  id: number,
  changes: SavedSearchChanges,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(savedSearches.tenantId, tenantId), eq(savedSearches.id, id)))
    .returning();
  return row;
}

export async function deleteSearch(db: Database, tenantId: number, id: number) {
  await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.tenantId, tenantId), eq(savedSearches.id, id)));
}

export async function countOwn(db: Database, tenantId: number, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(savedSearches)
    .where(and(eq(savedSearches.tenantId, tenantId), eq(savedSearches.userId, userId)));
  return row?.n ?? 0;
}

const sameAddress = (email: string) => sql`lower(${savedSearches.email}) = ${email.toLowerCase()}`;

/** An address's searches saved since `since` that meet `condition`. */
async function countByAddress(
  db: Database,
  tenantId: number,
  email: string,
  since: Date,
  condition: SQL,
) {
  const [row] = await db
    .select({ n: count() })
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.tenantId, tenantId),
        sameAddress(email),
        condition,
        gt(savedSearches.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** An address's searches still waiting for a confirmation link that works. */
export const countAwaiting = (db: Database, tenantId: number, email: string, since: Date) =>
  countByAddress(db, tenantId, email, since, isNull(savedSearches.confirmedAt));

/** Confirmation mails sent to an address since `since`: one per search saved with a link. */
export const countConfirmationMails = (
  db: Database,
  tenantId: number,
  email: string,
  since: Date,
) => countByAddress(db, tenantId, email, since, isNotNull(savedSearches.confirmTokenHash));

/** `(a, b, …)` for an IN; never called with an empty list. */
const inList = (values: string[]) =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** The rows of a raw query, whichever driver answered it. */

/**
 * The site's rows among the public ids given, for resolving a search's filters to ids
 * (property types, suburbs, cities, catalogue features: their owners' tables, read here as the
 * read model this module is).
 */
export async function idsOf(
  db: Database,
  table: 'suburbs' | 'cities' | 'features',
  tenantId: number,
  publicIds: string[],
): Promise<{ id: number; publicId: string }[]> {
  const rows = resultRows<{ id: number; public_id: string }>(
    await db.execute(
      sql`SELECT id, public_id FROM ${sql.identifier(table)}
        WHERE tenant_id = ${tenantId} AND public_id IN ${inList(publicIds)}`,
    ),
  );
  return rows.map((r) => ({ id: Number(r.id), publicId: r.public_id }));
}

/** Property types named, with the children of those that are parents. */
export async function typeIdsOf(
  db: Database,
  tenantId: number,
  publicIds: string[],
): Promise<{ named: string[]; ids: number[] }> {
  const rows = resultRows<{ id: number; public_id: string; named: boolean }>(
    await db.execute(
      sql`SELECT t.id, t.public_id, (t.public_id IN ${inList(publicIds)}) AS named
      FROM property_types t
      WHERE t.tenant_id = ${tenantId}
        AND (t.public_id IN ${inList(publicIds)} OR t.parent_id IN (SELECT p.id
          FROM property_types p WHERE p.tenant_id = ${tenantId}
            AND p.public_id IN ${inList(publicIds)}))`,
    ),
  );
  return {
    named: rows.filter((r) => r.named).map((r) => r.public_id),
    ids: [...new Set(rows.map((r) => Number(r.id)))],
  };
}
