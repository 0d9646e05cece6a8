import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { agents, customers, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Database, tenantId: number, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)))
    .limit(1);
  return row;
}

export async function findUserById(db: Database, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .limit(1);
  return row;
}

export async function insertUser(db: Database, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export type AccountChanges = Partial<
  Pick<
    UserRow,
    | 'firstName'
    | 'lastName'
    | 'otherNames'
    | 'mobile'
    | 'telephone'
    | 'imageUrl'
    | 'passwordHash'
    | 'roles'
    | 'emailConfirmedAt'
  >
>;

export async function updateUser(
  db: Database,
  tenantId: number,
  id: number,
  values: AccountChanges,
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .returning();
  return row;
}

/** The user with the agent profile and country (with currencies) they belong to, if any. */
export async function findUserProfile(db: Database, tenantId: number, userId: number) {
  const [row] = await db
    .select({
      user: users,
      agent: agents,
      customerCountryId: customers.countryId,
    })
    .from(users)
    .leftJoin(agents, eq(agents.userId, users.id))
    .leftJoin(customers, eq(customers.userId, users.id))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row;
}

export async function findUserPublicIds(db: Database, tenantId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: users.id, publicId: users.publicId })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)));
}
