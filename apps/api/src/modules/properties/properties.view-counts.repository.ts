import { sql } from 'drizzle-orm';
import type { Database } from '../../infra/db';

/** Adds buffered view counts; ids come from tenant-checked reads. */
export async function addViews(db: Database, counts: Map<number, number>) {
  const entries = [...counts.entries()];
  for (let i = 0; i < entries.length; i += 500) {
    const values = entries.slice(i, i + 500).map(([id, n]) => sql`(${id}::integer, ${n}::integer)`);
    await db.execute(
      sql`UPDATE properties SET views = properties.views + v.n
          FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, n) WHERE properties.id = v.id`,
    );
  }
}
