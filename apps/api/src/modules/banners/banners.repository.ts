import { and, asc, count, eq, gte, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { BannerType, PageRequest } from '@propdesk/shared';
import type { Database } from '../../infra/db';
import { banners } from './banners.tables';
import { type EventBanner } from '../../lib/columns';

export type BannerRow = typeof banners.$inferSelect;
/** The fields a moderator edits; an update replaces all of them. */
export type BannerFields = Pick<
  BannerRow,
  'type' | 'title' | 'subtitle' | 'linkUrl' | 'position' | 'startsAt' | 'endsAt'
>;

const order = [asc(banners.position), asc(banners.id)];

/** Shown at `now`: within its schedule and with an image. */
const liveAt = (now: Date) =>
  and(
    isNotNull(banners.image),
    or(isNull(banners.startsAt), lte(banners.startsAt, now)),
    or(isNull(banners.endsAt), gte(banners.endsAt, now)),
  );

export async function insertBanner(
  db: Database,
  tenantId: number,
  fields: BannerFields & { publicId: string },
) {
  const [row] = await db
    .insert(banners)
    .values({ ...fields, tenantId })
    .returning();
  return row!;
}

export async function findBanner(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(banners)
    .where(and(eq(banners.tenantId, tenantId), eq(banners.publicId, publicId)));
  return row;
}

export async function updateBanner(
  db: Database,
  tenantId: number,
  id: number,
  fields: BannerFields,
) {
  await db
    .update(banners)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(banners.tenantId, tenantId), eq(banners.id, id)));
}

/** Whether this call removed the row: of deletes made at once, only one does. */
export async function deleteBanner(db: Database, tenantId: number, id: number) {
  const removed = await db
    .delete(banners)
    .where(and(eq(banners.tenantId, tenantId), eq(banners.id, id)))
    .returning({ id: banners.id });
  return removed.length > 0;
}

/** A page of the banners of a type shown at `now`, by position. */
export async function listLiveBanners(
  db: Database,
  tenantId: number,
  type: BannerType,
  now: Date,
  page: PageRequest,
) {
  const where = and(eq(banners.tenantId, tenantId), eq(banners.type, type), liveAt(now));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(banners)
      .where(where)
      .orderBy(...order)
      .limit(page.size)
      .offset(page.offset),
    db.select({ n: count() }).from(banners).where(where),
  ]);
  return { rows, total: total!.n };
}

/** A page of every banner of the site, scheduled, expired and without image too. */
export async function listAllBanners(db: Database, tenantId: number, page: PageRequest) {
  const where = eq(banners.tenantId, tenantId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(banners)
      .where(where)
      .orderBy(asc(banners.type), ...order)
      .limit(page.size)
      .offset(page.offset),
    db.select({ n: count() }).from(banners).where(where),
  ]);
  return { rows, total: total!.n };
}

/** Sets the image under a row lock and answers the one it replaces (undefined: banner gone). */
export async function replaceImage(
  db: Database,
  tenantId: number,
  id: number,
  image: EventBanner,
): Promise<{ previous: EventBanner | null } | undefined> {
  const where = and(eq(banners.tenantId, tenantId), eq(banners.id, id));
  const [locked] = await db
    .select({ image: banners.image })
    .from(banners)
    .where(where)
    .for('update');
  if (!locked) return undefined;
  await db.update(banners).set({ image, updatedAt: new Date() }).where(where);
  return { previous: locked.image };
}

/**
 * Every banner of a type, by position, locked until the transaction ends: a reorder reads the
 * set it replaces, and a second reorder waits for the first.
 */
export async function lockBannersOfType(db: Database, tenantId: number, type: BannerType) {
  return db
    .select()
    .from(banners)
    .where(and(eq(banners.tenantId, tenantId), eq(banners.type, type)))
    .orderBy(...order)
    .for('update');
}

export async function setBannerPosition(
  db: Database,
  tenantId: number,
  id: number,
  position: number,
) {
  await db
    .update(banners)
    .set({ position, updatedAt: new Date() })
    .where(and(eq(banners.tenantId, tenantId), eq(banners.id, id)));
}
