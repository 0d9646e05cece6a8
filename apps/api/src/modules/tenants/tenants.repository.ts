import { asc, count, eq } from 'drizzle-orm';
import type { LanguageCode } from '@propdesk/shared';
import type { Database } from '../../infra/db';
import type { Tenant } from '../../infra/tenant';
import { tenants } from './tenants.tables';

export async function findTenantBySlug(db: Database, slug: string): Promise<Tenant | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.slug, slug)).limit(1);
  return row;
}

export async function findTenantById(db: Database, id: number): Promise<Tenant | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
  return row;
}

/** A new site; without languages it offers English only. */
export interface NewTenant {
  slug: string;
  name: string;
  defaultCurrency?: string;
  timeZone?: string;
  languages?: readonly LanguageCode[];
  defaultLanguage?: LanguageCode;
}

/** Inserts a tenant, or returns the one that has the slug already. */
export async function insertTenant(db: Database, values: NewTenant): Promise<Tenant> {
  const [row] = await db
    .insert(tenants)
    .values({
      slug: values.slug,
      name: values.name,
      defaultCurrency: values.defaultCurrency ?? 'USD',
      timeZone: values.timeZone ?? 'UTC',
      ...(values.languages && {
        languages: [...values.languages],
        defaultLanguage: values.defaultLanguage ?? values.languages[0],
      }),
    })
    .onConflictDoNothing({ target: tenants.slug })
    .returning();
  if (row) return row;
  return (await findTenantBySlug(db, values.slug))!;
}

/** The site's row, locked until the transaction ends so two changes queue. */
export async function findTenantLocked(db: Database, tenantId: number) {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId)).for('update');
  return row!;
}

/** The columns of a site its admin changes. */
export type SiteChanges = Pick<
  Tenant,
  'name' | 'defaultCurrency' | 'defaultLanguage' | 'languages'
>;

export async function updateTenantDetails(
  db: Database,
  tenantId: number,
  values: Partial<SiteChanges>,
): Promise<Tenant> {
  const [row] = await db.update(tenants).set(values).where(eq(tenants.id, tenantId)).returning();
  return row!;
}

export async function setTenantDefaultCountry(db: Database, tenantId: number, countryId: number) {
  await db.update(tenants).set({ defaultCountryId: countryId }).where(eq(tenants.id, tenantId));
}

export async function listTenants(db: Database, offset: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(tenants)
      .orderBy(asc(tenants.name), asc(tenants.slug))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(tenants),
  ]);
  return { rows, total: total?.n ?? 0 };
}
