import { and, eq } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { agents, cities, countries, customers, suburbs, users } from '../../db/schema';

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

export async function findUserByPublicId(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.publicId, publicId)))
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

export async function updateUser(
  db: Database,
  tenantId: number,
  id: number,
  values: Partial<
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
    >
  >,
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

export async function findPlaceNames(
  db: Database,
  tenantId: number,
  ids: { countryId?: number | null; cityId?: number | null; suburbId?: number | null },
) {
  const [country, city, suburb] = await Promise.all([
    ids.countryId
      ? db
          .select()
          .from(countries)
          .where(and(eq(countries.tenantId, tenantId), eq(countries.id, ids.countryId)))
          .limit(1)
      : [],
    ids.cityId
      ? db
          .select()
          .from(cities)
          .where(and(eq(cities.tenantId, tenantId), eq(cities.id, ids.cityId)))
          .limit(1)
      : [],
    ids.suburbId
      ? db
          .select()
          .from(suburbs)
          .where(and(eq(suburbs.tenantId, tenantId), eq(suburbs.id, ids.suburbId)))
          .limit(1)
      : [],
  ]);
  return { country: country[0], city: city[0], suburb: suburb[0] };
}
