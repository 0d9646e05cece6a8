import { sql } from 'drizzle-orm';
import type { VisitSource } from '@propdesk/shared';
import { type Database, resultRows } from '../../infra/db';
import { liveListingSql } from '../properties';
import type { VisitBatch } from './listing-performance.visits';

const BATCH = 500;

/**
 * Stores a batch of the visit counter (every site's: it runs in system scope): the visitors not
 * yet seen today count as views, by source; photo views add up. Listings deleted meanwhile are
 * skipped. Yesterday's visitors stay until the next day (a visit just before midnight UTC
 * written after it), older ones are deleted.
 */
export async function storeVisits(db: Database, batch: VisitBatch, today: string) {
  for (let i = 0; i < batch.views.length; i += BATCH) {
    const values = batch.views
      .slice(i, i + BATCH)
      .map(
        (v) =>
          sql`(${v.tenantId}::integer, ${v.propertyId}::integer, ${v.day}::date, ${v.visitor}::text, ${v.source}::text, ${v.host}::text)`,
      );
    const counted = resultRows<{
      tenantId: number;
      propertyId: number;
      day: string;
      source: string;
      host: string;
      n: number;
    }>(
      await db.execute(sql`
        WITH v(tenant_id, property_id, day, visitor, source, host) AS (VALUES ${sql.join(values, sql`, `)}),
        fresh AS (
          INSERT INTO listing_visitors (tenant_id, property_id, day, visitor)
          SELECT v.tenant_id, v.property_id, v.day, v.visitor FROM v
          JOIN properties p ON p.id = v.property_id AND p.tenant_id = v.tenant_id
          ON CONFLICT DO NOTHING
          RETURNING property_id, day, visitor)
        SELECT v.tenant_id AS "tenantId", v.property_id AS "propertyId", v.day::text AS day,
          v.source, v.host, count(*)::int AS n
        FROM v JOIN fresh USING (property_id, day, visitor)
        GROUP BY 1, 2, 3, 4, 5`),
    );
    if (!counted.length) continue;
    const sources = counted.map(
      (c) =>
        sql`(${c.tenantId}::integer, ${c.propertyId}::integer, ${c.day}::date, ${c.source}::text, ${c.host}::text, ${c.n}::integer)`,
    );
    await db.execute(sql`
      INSERT INTO listing_daily_sources (tenant_id, property_id, day, source, host, views)
      VALUES ${sql.join(sources, sql`, `)}
      ON CONFLICT (property_id, day, source, host)
      DO UPDATE SET views = listing_daily_sources.views + excluded.views`);
    await addDaily(
      db,
      counted.map((c) => [c.tenantId, c.propertyId, c.day, c.n, 0]),
    );
  }
  for (let i = 0; i < batch.photoViews.length; i += BATCH) {
    await addDaily(
      db,
      batch.photoViews.slice(i, i + BATCH).map(([t, p, d, n]) => [t, p, d, 0, n]),
    );
  }
  await db.execute(sql`DELETE FROM listing_visitors WHERE day < ${today}::date - 1`);
}

/** Adds views and photo views to listings' days: [tenantId, propertyId, day, views, photos]. */
async function addDaily(db: Database, rows: [number, number, string, number, number][]) {
  if (!rows.length) return;
  // One row per listing and day (the batch may name one twice), for one INSERT ... ON CONFLICT.
  const merged = new Map<string, [number, number, string, number, number]>();
  for (const row of rows) {
    const id = `${row[1]}:${row[2]}`;
    const has = merged.get(id);
    if (has) {
      has[3] += row[3];
      has[4] += row[4];
    } else merged.set(id, [...row]);
  }
  const values = [...merged.values()].map(
    ([t, p, d, v, ph]) =>
      sql`(${t}::integer, ${p}::integer, ${d}::date, ${v}::integer, ${ph}::integer)`,
  );
  await db.execute(sql`
    INSERT INTO listing_daily_stats (tenant_id, property_id, day, views, photo_views)
    SELECT v.* FROM (VALUES ${sql.join(values, sql`, `)}) AS v(tenant_id, property_id, day, views, photo_views)
    JOIN properties p ON p.id = v.property_id AND p.tenant_id = v.tenant_id
    ON CONFLICT (property_id, day) DO UPDATE SET
      views = listing_daily_stats.views + excluded.views,
      photo_views = listing_daily_stats.photo_views + excluded.photo_views`);
}

// Days are UTC dates: a moment's day is `(at AT TIME ZONE 'UTC')::date`, and a day's bounds are
// its midnights in UTC whatever the session's time zone.

/** A listing's figures of one day. */
export interface DailyFigures {
  day: string;
  views: number;
  photoViews: number;
  questions: number;
  viewings: number;
  favourites: number;
  searchMatches: number;
}

/**
 * A listing's figures for each day from `from` to `to` (UTC dates, both included), every day
 * present (zeros where nothing happened): its views and photo views, the questions and viewing
 * requests sent (leads), the favourites made (favourites) and the saved searches it matched
 * (saved_search_matches).
 */
export async function dailyFigures(
  db: Database,
  tenantId: number,
  propertyId: number,
  from: string,
  to: string,
): Promise<DailyFigures[]> {
  /** A moment column within the period: from `from`'s UTC midnight to the one after `to`. */
  const inPeriod = (column: string) =>
    sql`${sql.raw(column)} >= ${from}::timestamp AT TIME ZONE 'UTC'
      AND ${sql.raw(column)} < (${to}::date + 1)::timestamp AT TIME ZONE 'UTC'`;
  return resultRows<DailyFigures>(
    await db.execute(sql`
      WITH days AS (
        SELECT d::date AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') d),
      stats AS (
        SELECT day, views, photo_views FROM listing_daily_stats
        WHERE tenant_id = ${tenantId} AND property_id = ${propertyId}
          AND day BETWEEN ${from}::date AND ${to}::date),
      leads_by_day AS (
        SELECT (created_at AT TIME ZONE 'UTC')::date AS day,
          count(*) FILTER (WHERE kind = 'INQUIRY')::int AS questions,
          count(*) FILTER (WHERE kind = 'VIEWING')::int AS viewings
        FROM leads WHERE tenant_id = ${tenantId} AND property_id = ${propertyId}
          AND ${inPeriod('created_at')}
        GROUP BY 1),
      favourites_by_day AS (
        SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n
        FROM favourites WHERE tenant_id = ${tenantId} AND property_id = ${propertyId}
          AND ${inPeriod('created_at')}
        GROUP BY 1),
      matches_by_day AS (
        SELECT (found_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n
        FROM saved_search_matches WHERE tenant_id = ${tenantId} AND property_id = ${propertyId}
          AND ${inPeriod('found_at')}
        GROUP BY 1)
      SELECT days.day::text AS day,
        coalesce(stats.views, 0)::int AS views,
        coalesce(stats.photo_views, 0)::int AS "photoViews",
        coalesce(l.questions, 0)::int AS questions,
        coalesce(l.viewings, 0)::int AS viewings,
        coalesce(f.n, 0)::int AS favourites,
        coalesce(m.n, 0)::int AS "searchMatches"
      FROM days
      LEFT JOIN stats ON stats.day = days.day
      LEFT JOIN leads_by_day l ON l.day = days.day
      LEFT JOIN favourites_by_day f ON f.day = days.day
      LEFT JOIN matches_by_day m ON m.day = days.day
      ORDER BY days.day`),
  );
}

/** A listing's views by source over the period, most first. */
export async function viewSources(
  db: Database,
  tenantId: number,
  propertyId: number,
  from: string,
  to: string,
) {
  return resultRows<{ source: VisitSource; host: string; views: number }>(
    await db.execute(sql`
      SELECT source, host, sum(views)::int AS views FROM listing_daily_sources
      WHERE tenant_id = ${tenantId} AND property_id = ${propertyId}
        AND day BETWEEN ${from}::date AND ${to}::date
      GROUP BY source, host
      ORDER BY views DESC, source, host
      LIMIT 20`),
  );
}

/**
 * The views over the period of each other live listing of the site in the same suburb, of the
 * same type and category (for sale, to rent) as the listing: what its median is taken from.
 */
export async function similarListingViews(
  db: Database,
  tenantId: number,
  listing: { id: number; suburbId: number; typeId: number; category: string },
  from: string,
  to: string,
): Promise<number[]> {
  const rows = resultRows<{ views: number }>(
    await db.execute(sql`
      SELECT coalesce((SELECT sum(s.views) FROM listing_daily_stats s
        WHERE s.tenant_id = ${tenantId} AND s.property_id = p.id
          AND s.day BETWEEN ${from}::date AND ${to}::date), 0)::int AS views
      FROM properties p
      WHERE p.tenant_id = ${tenantId} AND p.suburb_id = ${listing.suburbId}
        AND p.type_id = ${listing.typeId} AND p.category = ${listing.category}
        AND p.id <> ${listing.id}
        AND ${liveListingSql({ published: sql`p.published`, archived: sql`p.archived` })}`),
  );
  return rows.map((r) => r.views);
}

/** A live listing with what the attention rules read. */
export interface AttentionRow {
  publicId: string;
  title: string;
  name: string;
  views30: number;
  leads30: number;
  viewsQuiet: number;
  ageDays: number;
  photos: number;
}

/**
 * The live listings of an agent (or of the whole site: `userId` null) with their views and leads
 * over the last 30 days, their views over the last `quietDays` days, their age and photo count.
 */
export async function attentionRows(
  db: Database,
  tenantId: number,
  userId: number | null,
  today: string,
  quietDays: number,
): Promise<AttentionRow[]> {
  return resultRows<AttentionRow>(
    await db.execute(sql`
      SELECT p.public_id AS "publicId", p.title, p.name,
        coalesce((SELECT sum(s.views) FROM listing_daily_stats s WHERE s.tenant_id = ${tenantId}
          AND s.property_id = p.id AND s.day > ${today}::date - 30), 0)::int AS views30,
        coalesce((SELECT sum(s.views) FROM listing_daily_stats s WHERE s.tenant_id = ${tenantId}
          AND s.property_id = p.id AND s.day > ${today}::date - ${quietDays}::int), 0)::int
          AS "viewsQuiet",
        (SELECT count(*) FROM leads l WHERE l.tenant_id = ${tenantId} AND l.property_id = p.id
          AND l.created_at >= (${today}::date - 29)::timestamp AT TIME ZONE 'UTC')::int AS leads30,
        (SELECT count(*) FROM property_images i WHERE i.tenant_id = ${tenantId}
          AND i.property_id = p.id)::int AS photos,
        (${today}::date - (p.created_at AT TIME ZONE 'UTC')::date)::int AS "ageDays"
      FROM properties p
      WHERE p.tenant_id = ${tenantId}
        AND ${userId === null ? sql`true` : sql`p.user_id = ${userId}`}
        AND ${liveListingSql({ published: sql`p.published`, archived: sql`p.archived` })}
      ORDER BY p.created_at DESC, p.id DESC
      LIMIT 1000`),
  );
}
