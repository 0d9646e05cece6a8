import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { EventStatus, EventType } from '@propdesk/shared';
import type { Database } from '../../infra/db';
import {
  agents,
  cities,
  eventCategories,
  events,
  suburbs,
  users,
  type EventBanner,
} from '../../db/schema';
import type { EventSortKey } from './events.schemas';

type EventRow = typeof events.$inferSelect;
/** The fields an agent edits; an update replaces all of them. */
export type EventFields = Pick<
  EventRow,
  | 'name'
  | 'title'
  | 'description'
  | 'startsAt'
  | 'endsAt'
  | 'location'
  | 'liveLink'
  | 'type'
  | 'capacity'
  | 'registration'
  | 'rate'
  | 'categoryId'
  | 'suburbId'
>;

/** An event with what its view shows of the agent, the category and the suburb. */
function selectWithRefs(db: Database) {
  return db
    .select({
      event: events,
      agent: { publicId: users.publicId, name: agents.name, imageUrl: agents.imageUrl },
      category: { publicId: eventCategories.publicId, name: eventCategories.name },
      suburb: { publicId: suburbs.publicId, name: suburbs.name },
      city: cities.name,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .leftJoin(agents, eq(agents.userId, events.userId))
    .leftJoin(eventCategories, eq(eventCategories.id, events.categoryId))
    .leftJoin(suburbs, eq(suburbs.id, events.suburbId))
    .leftJoin(cities, eq(cities.id, suburbs.cityId));
}

export type EventWithRefs = Awaited<
  ReturnType<ReturnType<typeof selectWithRefs>['execute']>
>[number];

export async function findEvent(
  db: Database,
  tenantId: number,
  publicId: string,
): Promise<EventWithRefs | undefined> {
  const [row] = await selectWithRefs(db)
    .where(and(eq(events.tenantId, tenantId), eq(events.publicId, publicId)))
    .limit(1);
  return row;
}

/** A list bound: an instant, or a day of the site's calendar read in its time zone. */
export type DateBound = { instant: Date } | { day: string; timeZone: string };

/** The instant a day starts in a time zone (the day after, for `nextDay`). */
function dayStart(bound: { day: string; timeZone: string }, nextDay = false): SQL {
  const day = nextDay ? sql`(${bound.day}::date + 1)` : sql`${bound.day}::date`;
  return sql`(${day}::timestamp AT TIME ZONE ${bound.timeZone})`;
}

export interface EventFilters {
  userId?: number;
  statuses: EventStatus[];
  type?: EventType;
  categoryId?: number;
  suburbId?: number;
  /** Events that end at or after this bound. */
  from?: DateBound;
  /** Events that start at or before this bound (before the next day, for a day). */
  to?: DateBound;
}

/** The events in one of the given statuses at `now`: the SQL twin of the shared eventStatus. */
function inStatuses(statuses: EventStatus[], now: Date): SQL | undefined {
  const live = isNull(events.cancelledAt);
  const conditions: Record<EventStatus, SQL | undefined> = {
    CANCELLED: isNotNull(events.cancelledAt),
    UPCOMING: and(live, gt(events.startsAt, now)),
    ONGOING: and(live, lte(events.startsAt, now), gte(events.endsAt, now)),
    COMPLETED: and(live, lt(events.endsAt, now)),
  };
  return or(...statuses.map((s) => conditions[s]));
}

function matching(tenantId: number, f: EventFilters, now: Date) {
  const { from, to } = f;
  return and(
    eq(events.tenantId, tenantId),
    f.userId === undefined ? undefined : eq(events.userId, f.userId),
    inStatuses(f.statuses, now),
    f.type === undefined ? undefined : eq(events.type, f.type),
    f.categoryId === undefined ? undefined : eq(events.categoryId, f.categoryId),
    f.suburbId === undefined ? undefined : eq(events.suburbId, f.suburbId),
    from === undefined
      ? undefined
      : gte(events.endsAt, 'instant' in from ? from.instant : dayStart(from)),
    to === undefined
      ? undefined
      : 'instant' in to
        ? lte(events.startsAt, to.instant)
        : lt(events.startsAt, dayStart(to, true)),
  );
}

const SORT_COLUMNS = {
  start: events.startsAt,
  createdAt: events.createdAt,
  name: events.name,
} satisfies Record<EventSortKey, unknown>;

export interface EventOrder {
  key: EventSortKey;
  direction: 'asc' | 'desc';
}

/** One page of the matching events; ties on the sort value go by id, so pages never overlap. */
export async function listEvents(
  db: Database,
  tenantId: number,
  filters: EventFilters,
  order: EventOrder,
  page: { size: number; offset: number },
  now: Date,
): Promise<EventWithRefs[]> {
  const by = order.direction === 'asc' ? asc : desc;
  return selectWithRefs(db)
    .where(matching(tenantId, filters, now))
    .orderBy(by(SORT_COLUMNS[order.key]), by(events.id))
    .limit(page.size)
    .offset(page.offset);
}

export async function countEvents(
  db: Database,
  tenantId: number,
  filters: EventFilters,
  now: Date,
) {
  const [row] = await db
    .select({ n: count() })
    .from(events)
    .where(matching(tenantId, filters, now));
  return row?.n ?? 0;
}

export async function insertEvent(
  db: Database,
  tenantId: number,
  values: EventFields & { publicId: string; userId: number; cancelledAt?: Date | null },
) {
  const [row] = await db
    .insert(events)
    .values({ ...values, tenantId })
    .returning();
  return row!;
}

/** Replaces the fields of an event that is not cancelled; false when it is (or is gone). */
export async function updateEvent(db: Database, tenantId: number, id: number, values: EventFields) {
  const rows = await db
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(events.tenantId, tenantId), eq(events.id, id), isNull(events.cancelledAt)))
    .returning({ id: events.id });
  return rows.length > 0;
}

/** Cancels the event unless it is cancelled already (then its first cancellation stays). */
export async function cancelEvent(db: Database, tenantId: number, id: number) {
  const now = new Date();
  await db
    .update(events)
    .set({ cancelledAt: now, updatedAt: now })
    .where(and(eq(events.tenantId, tenantId), eq(events.id, id), isNull(events.cancelledAt)));
}

export async function deleteEvent(db: Database, tenantId: number, id: number) {
  await db.delete(events).where(and(eq(events.tenantId, tenantId), eq(events.id, id)));
}

/**
 * Sets the banner and answers the one it replaced, reading it under a row lock, so two
 * uploads at once each learn the banner the other replaced; undefined when the event is gone.
 */
export async function replaceBanner(
  db: Database,
  tenantId: number,
  id: number,
  banner: EventBanner,
): Promise<{ previous: EventBanner | null } | undefined> {
  const where = and(eq(events.tenantId, tenantId), eq(events.id, id));
  const [locked] = await db
    .select({ banner: events.banner })
    .from(events)
    .where(where)
    .for('update');
  if (!locked) return undefined;
  await db.update(events).set({ banner, updatedAt: new Date() }).where(where);
  return { previous: locked.banner };
}

/** Clears the banner if it is still the named one (an upload since then keeps its new banner). */
export async function clearBanner(db: Database, tenantId: number, id: number, name: string) {
  await db
    .update(events)
    .set({ banner: null, updatedAt: new Date() })
    .where(
      and(
        eq(events.tenantId, tenantId),
        eq(events.id, id),
        sql`${events.banner}->>'name' = ${name}`,
      ),
    );
}

export async function findCategoryId(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select({ id: eventCategories.id })
    .from(eventCategories)
    .where(and(eq(eventCategories.tenantId, tenantId), eq(eventCategories.publicId, publicId)))
    .limit(1);
  return row?.id;
}

export async function findSuburbId(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select({ id: suburbs.id })
    .from(suburbs)
    .where(and(eq(suburbs.tenantId, tenantId), eq(suburbs.publicId, publicId)))
    .limit(1);
  return row?.id;
}

export async function findCategory(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select({ publicId: eventCategories.publicId, name: eventCategories.name })
    .from(eventCategories)
    .where(and(eq(eventCategories.tenantId, tenantId), eq(eventCategories.publicId, publicId)))
    .limit(1);
  return row;
}

/** A page of the site's categories by name. */
export async function listCategories(
  db: Database,
  tenantId: number,
  offset: number,
  limit: number,
) {
  const where = eq(eventCategories.tenantId, tenantId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ publicId: eventCategories.publicId, name: eventCategories.name })
      .from(eventCategories)
      .where(where)
      .orderBy(asc(eventCategories.name), asc(eventCategories.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(eventCategories).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Adds the named categories the site does not have yet. */
export async function insertCategories(
  db: Database,
  tenantId: number,
  values: { publicId: string; name: string }[],
) {
  if (!values.length) return;
  await db
    .insert(eventCategories)
    .values(values.map((v) => ({ ...v, tenantId })))
    .onConflictDoNothing();
}
