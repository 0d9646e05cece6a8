import { sql } from 'drizzle-orm';
import type { Database } from '../../infra/db';

/** Adds buffered view counts; ids come from tenant-checked reads. */
export async function addViews(db: Database, counts: Map<number, number>) {
  const entries = [...counts.entries()];
  for (let i = 0; i < entries.length; i += 500) {
    const values = entries.slice(i, i + 500).map(([id, n]) => sql`(${id}::integer, ${n}::integer)`);
    await db.execute(
      // Through the listings: a listing deleted since it was read is not counted.
      sql`INSERT INTO property_view_counts (tenant_id, property_id, views)
          SELECT p.tenant_id, p.id, v.n
          FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, n) JOIN properties p ON p.id = v.id
          ON CONFLICT (property_id)
          DO UPDATE SET views = property_view_counts.views + excluded.views`,
    );
  }
}
