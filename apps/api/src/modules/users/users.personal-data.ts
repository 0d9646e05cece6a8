import { and, arrayContains, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { containsPattern } from '../../lib/like';
import type { DataSubject, FileRef, PersonalDataProvider } from '../../infra/personal-data';
import { agents, customers, users } from './users.tables';

/** What an erased account keeps in place of its address: nobody's, and unique per account. */
const erasedEmail = (pseudonym: string) => `${pseudonym}@erased.invalid`;

/** The account, its agency and its customer profile. */
export const accountPersonalData: PersonalDataProvider = {
  name: 'account',
  async export(db, subject) {
    const [user] = await db.select().from(users).where(eq(users.id, subject.userId));
    const [agency] = await db.select().from(agents).where(eq(agents.userId, subject.userId));
    const [customer] = await db
      .select()
      .from(customers)
      .where(eq(customers.userId, subject.userId));
    const files = [user?.imageUrl, agency?.imageUrl]
      .filter((url): url is string => !!url)
      .map((url, i) => ({ url, path: `account/${i ? 'agency-logo' : 'photo'}-${i + 1}` }));
    return {
      data: user && {
        publicId: user.publicId,
        email: user.email,
        emailConfirmedAt: user.emailConfirmedAt,
        firstName: user.firstName,
        lastName: user.lastName,
        otherNames: user.otherNames,
        mobile: user.mobile,
        telephone: user.telephone,
        imageUrl: user.imageUrl,
        roles: user.roles,
        language: user.language,
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
        agency: agency && {
          code: agency.code,
          name: agency.name,
          telephone: agency.telephone,
          whatsapp: agency.whatsapp,
          description: agency.description,
          imageUrl: agency.imageUrl,
          verified: agency.verified,
        },
        customer: customer && { countryId: customer.countryId },
      },
      files,
    };
  },
  /**
   * Empties the account in place: no address, name, number or photo, no role and a password
   * nobody can match. The row stays so the rows of others that point at it (an archived listing,
   * a lead it answered) keep their shape.
   */
  async erase(db, subject) {
    const [user] = await db.select().from(users).where(eq(users.id, subject.userId));
    const [agency] = await db.select().from(agents).where(eq(agents.userId, subject.userId));
    await db
      .update(users)
      .set({
        email: erasedEmail(subject.pseudonym),
        passwordHash: '!erased',
        roles: [],
        firstName: '',
        lastName: '',
        otherNames: '',
        mobile: null,
        telephone: null,
        imageUrl: null,
        emailConfirmedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, subject.userId));
    await db
      .update(agents)
      .set({
        name: subject.pseudonym,
        code: subject.pseudonym,
        telephone: null,
        whatsapp: null,
        description: '',
        imageUrl: null,
        verified: false,
      })
      .where(eq(agents.userId, subject.userId));
    const files: FileRef[] = [user?.imageUrl, agency?.imageUrl]
      .filter((url): url is string => !!url)
      .map((url) => ({ url }));
    return { files };
  },
};

/** The account as the privacy module needs it: who, what they are called, and their roles. */
export async function findDataSubjectAccount(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select({
      id: users.id,
      publicId: users.publicId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      otherNames: users.otherNames,
      mobile: users.mobile,
      telephone: users.telephone,
      roles: users.roles,
      passwordHash: users.passwordHash,
      agencyName: agents.name,
      agencyTelephone: agents.telephone,
      agencyWhatsapp: agents.whatsapp,
    })
    .from(users)
    .leftJoin(agents, eq(agents.userId, users.id))
    .where(and(eq(users.tenantId, tenantId), eq(users.publicId, publicId)))
    .limit(1);
  return row;
}

/** Locks the account's row for the erasure's transaction: a second erasure waits, then sees it. */
export async function lockAccount(db: Database, tenantId: number, userId: number) {
  await db.execute(
    sql`SELECT 1 FROM ${users} WHERE ${users.tenantId} = ${tenantId} AND ${users.id} = ${userId} FOR UPDATE`,
  );
}

/** The site's admins other than `userId`, for the rule that a site keeps one admin. */
export async function countOtherAdmins(db: Database, tenantId: number, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        ne(users.id, userId),
        arrayContains(users.roles, ['ADMIN']),
      ),
    );
  return row?.n ?? 0;
}

/** The site's other agents (the agency's people who may take over listings). */
export async function otherAgents(db: Database, tenantId: number, userId: number) {
  return db
    .select({
      id: users.id,
      publicId: users.publicId,
      name: agents.name,
      code: agents.code,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .where(
      and(
        eq(agents.tenantId, tenantId),
        ne(users.id, userId),
        arrayContains(users.roles, ['AGENT']),
      ),
    )
    .orderBy(asc(agents.name));
}

/** Accounts of the site whose address or name has `text` in it, for staff finding a person. */
export async function findAccountsLike(
  db: Database,
  tenantId: number,
  text: string,
  limit: number,
) {
  const like = containsPattern(text);
  return db
    .select({
      publicId: users.publicId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      roles: users.roles,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        sql`cardinality(${users.roles}) > 0`,
        or(
          ilike(users.email, like),
          ilike(users.firstName, like),
          ilike(users.lastName, like),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
        ),
      ),
    )
    .orderBy(asc(users.email))
    .limit(limit);
}

export type DataSubjectAccount = NonNullable<Awaited<ReturnType<typeof findDataSubjectAccount>>>;

/** What must not remain of the account after erasure: its address, names and numbers. */
export function accountDetails(account: DataSubjectAccount): DataSubject['details'] {
  const fullName = `${account.firstName} ${account.lastName}`.trim();
  return [
    account.email,
    account.firstName,
    account.lastName,
    account.otherNames,
    fullName,
    account.mobile,
    account.telephone,
    account.agencyName,
    account.agencyTelephone,
    account.agencyWhatsapp,
  ].filter((value): value is string => !!value && value.trim().length > 0);
}
