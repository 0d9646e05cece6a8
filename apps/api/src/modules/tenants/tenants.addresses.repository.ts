import { and, asc, count, eq } from 'drizzle-orm';
import type { PageRequest } from '@propdesk/shared';
import type { Database } from '../../infra/db';
import { siteAddresses, tenants } from './tenants.tables';

export type SiteAddressRow = typeof siteAddresses.$inferSelect;
/** The fields an admin edits; an update replaces all of them. */
export type SiteAddressFields = Pick<
  SiteAddressRow,
  | 'label'
  | 'street'
  | 'city'
  | 'country'
  | 'phone'
  | 'email'
  | 'latitude'
  | 'longitude'
  | 'position'
>;

/** A page of the site's offices by position, ties by creation. */
export async function listAddresses(db: Database, tenantId: number, request: PageRequest) {
  const where = eq(siteAddresses.tenantId, tenantId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(siteAddresses)
      .where(where)
      .orderBy(asc(siteAddresses.position), asc(siteAddresses.id))
      .limit(request.size)
      .offset(request.offset),
    db.select({ n: count() }).from(siteAddresses).where(where),
  ]);
  return { rows, total: total!.n };
}

export async function findAddress(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(siteAddresses)
    .where(and(eq(siteAddresses.tenantId, tenantId), eq(siteAddresses.publicId, publicId)))
    .limit(1);
  return row;
}

/** How many offices the site has, counted under a lock on the site so two creates queue. */
export async function countAddressesLocked(db: Database, tenantId: number) {
  await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
  const [row] = await db
    .select({ n: count() })
    .from(siteAddresses)
    .where(eq(siteAddresses.tenantId, tenantId));
  return row!.n;
}

export async function insertAddress(
  db: Database,
  tenantId: number,
  values: SiteAddressFields & { publicId: string },
) {
  const [row] = await db
    .insert(siteAddresses)
    .values({ ...values, tenantId })
    .returning();
  return row!;
}

export async function updateAddress(
  db: Database,
  tenantId: number,
  id: number,
  fields: SiteAddressFields,
) {
  const [row] = await db
    .update(siteAddresses)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(siteAddresses.tenantId, tenantId), eq(siteAddresses.id, id)))
    .returning();
  return row!;
}

/** Whether this call removed the row: of deletes made at once, only one does. */
export async function deleteAddress(db: Database, tenantId: number, id: number) {
  const removed = await db
    .delete(siteAddresses)
    .where(and(eq(siteAddresses.tenantId, tenantId), eq(siteAddresses.id, id)))
    .returning({ id: siteAddresses.id });
  return removed.length > 0;
}
