import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { preparedPerDatabase } from '../../infra/prepared';
import { agents, customers, users } from './users.tables';

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
    | 'language'
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

// Every signed-in request runs this look-up (infra/auth.ts is handed it by app.ts).
const actorLookup = preparedPerDatabase((db) =>
  db
    .select({ id: users.id, roles: users.roles, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.tenantId, sql.placeholder('tenantId')),
        eq(users.publicId, sql.placeholder('publicId')),
        // An erased account keeps its row without a role: its tokens sign nobody in.
        sql`cardinality(${users.roles}) > 0`,
      ),
    )
    .limit(1)
    .prepare('actor_by_public_id'),
);

/** The account a signed-in request's token names: its id, roles and email. */
export async function findActorAccount(db: Database, tenantId: number, publicId: string) {
  return (await actorLookup(db).execute({ tenantId, publicId }))[0];
}

/**
 * The accounts' names as a subquery another module joins (`LEFT JOIN ... ON`), so one query
 * shows who wrote a row; PostgreSQL reads it as the table itself.
 */
export function accountNames(db: Database) {
  return db
    .select({
      id: users.id,
      tenantId: users.tenantId,
      publicId: users.publicId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .as('account_names');
}

export async function findUserPublicIds(db: Database, tenantId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: users.id, publicId: users.publicId })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)));
}
