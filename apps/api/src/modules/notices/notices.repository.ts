import type { Database } from '../../infra/db';
import { notices } from '../../db/schema';

export async function insertNotices(db: Database, rows: (typeof notices.$inferInsert)[]) {
  await db.insert(notices).values(rows);
}
