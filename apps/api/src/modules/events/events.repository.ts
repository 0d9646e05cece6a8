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
import { eventCategories, events } from './events.tables';
import type { EventBanner } from '../../lib/columns';
import type { ReferenceWords } from '../../lib/reference-words';
import { suburbSummaryQuery } from '../locations';
import { agentRows } from '../users';
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

/** A row of another table as a JSON object, read by a correlated subquery (null when none). */
const refObject = <T>(query: SQL) => sql<T>`(${query})`;

/**
 * An event with what its view shows of the agent, the category and the suburb. The references
 * are scalar subqueries rather than joins: a five-way join costs more to plan than the whole
 * page of ten events costs to read.
 */
function selectWithRefs(db: Database) {
  return db
    .select({
      event: events,
      // Never null: an event goes with its agent's user row (ON DELETE CASCADE).
      agent: refObject<{ publicId: string; name: string | null; imageUrl: string | null }>(
        agentRows.agentSummaryQuery(events.userId),
      ),
      category: refObject<{
        publicId: string;
        name: string;
        translations: ReferenceWords;
      } | null>(
        sql`SELECT json_build_object('publicId', ${eventCategories.publicId},
              'name', ${eventCategories.name}, 'translations', ${eventCategories.translations})
            FROM ${eventCategories} WHERE ${eventCategories.id} = ${events.categoryId}`,
      ),
      suburb: refObject<{ publicId: string; name: string; city: string } | null>(
        suburbSummaryQuery(events.suburbId),
      ),
    })
    .from(events);
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

/**
 * The events in one of the given statuses at `now`: the SQL twin of the shared eventStatus.
 * Statuses that meet are asked as one range (upcoming and ongoing: not yet ended), and an end
 * before now implies a start before now (start <= end is a table check), so each range can walk
 * the start-time index rather than read every event of the site.
 */
function inStatuses(statuses: EventStatus[], now: Date): SQL | undefined {
  const has = (status: EventStatus) => statuses.includes(status);
  const upcoming = has('UPCOMING');
  const ongoing = has('ONGOING');
  const completed = has('COMPLETED');
  const live = and(
    isNull(events.cancelledAt),
    upcoming && ongoing && completed
      ? undefined
      : upcoming && ongoing
        ? gte(events.endsAt, now)
        : ongoing && completed
          ? lte(events.startsAt, now)
          : or(
              upcoming ? gt(events.startsAt, now) : undefined,
              ongoing ? and(lte(events.startsAt, now), gte(events.endsAt, now)) : undefined,
              completed ? and(lt(events.startsAt, now), lt(events.endsAt, now)) : undefined,
            ),
  );
  const anyLive = upcoming || ongoing || completed;
  if (!has('CANCELLED')) return anyLive ? live : sql`false`;
  return anyLive ? or(live, isNotNull(events.cancelledAt)) : isNotNull(events.cancelledAt);
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

/** Whether this call removed the row: of deletes made at once, only one does. */
export async function deleteEvent(db: Database, tenantId: number, id: number) {
  const removed = await db
    .delete(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, id)))
    .returning({ id: events.id });
  return removed.length > 0;
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
