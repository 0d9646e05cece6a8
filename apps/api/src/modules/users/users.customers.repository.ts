import { and, eq } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { customers, users } from './users.tables';

export async function insertCustomer(db: Database, values: typeof customers.$inferInsert) {
  await db.insert(customers).values(values);
}

export async function findCustomerByPublicId(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select({ user: users })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(and(eq(customers.tenantId, tenantId), eq(users.publicId, publicId)))
    .limit(1);
  return row?.user;
}
