import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, resultRows } from '../../infra/db';
import { leasedWorker, type Lease, type LeasedWorker } from '../../infra/leased-worker';
import { enqueueNotices } from '../notices';
import { liveListingSql } from '../properties';
import {
  alertNotice,
  type AlertLinks,
  type AlertListing,
  type AlertSearch,
  type AlertSite,
} from './saved-searches.alerts.mail';
import { matchListingsSql } from './saved-searches.match';

export interface SearchAlertsContext {
  db: Database;
  log: FastifyBaseLogger;
  links: AlertLinks;
  /** Where notices' webhooks go, as the notices module takes it. */
  webhookUrl?: string;
  /** The clock of the daily and weekly sending (08:00 in the site's time zone). */
  now?: () => Date;
  /** How often an idle worker looks for work: "at once" alerts go out within this. */
  pollMs?: number;
}

/** Audit entries read per step: a site's backlog is worked in steps of this many. */
const AUDIT_BATCH = 2000;
/**
 * An entry is written with its transaction's start time and shows once that transaction
 * commits: one that started before the last entry read may appear after it. Each step reads
 * again the entries of this window before the cursor, which matching takes once only.
 */
const LATE_COMMIT_WINDOW = '2 minutes';
const SCHEDULED_HOUR = '08:00';
/** A site's claim; renewed while its work runs, so a killed process's site is free again soon. */
const LEASE_MS = 30_000;
const RENEW_EVERY_MS = 10_000;
const DEFAULT_POLL_MS = 15_000;

const live = liveListingSql({ published: sql`p.published`, archived: sql`p.archived` });

interface Cursor {
  tenantId: number;
  lastAuditId: number;
  lastAuditAt: Date;
}

/** A cursor row for every site that has none: it starts at the log's end (nothing old is sent). */
async function addCursors(db: Database) {
  await db.execute(sql`
    INSERT INTO search_alert_cursors (tenant_id, last_audit_id, last_audit_at)
    SELECT t.id, COALESCE(max(a.id), 0), COALESCE(max(a.at), now())
    FROM tenants t LEFT JOIN audit_log a ON a.tenant_id = t.id
    WHERE NOT EXISTS (SELECT 1 FROM search_alert_cursors c WHERE c.tenant_id = t.id)
    GROUP BY t.id
    ON CONFLICT (tenant_id) DO NOTHING`);
}

/** The site's local time at `now` is past 08:00 and today's scheduled sending has not run. */
const scheduledDue = (now: Date) => sql`(
  (${now.toISOString()}::timestamptz AT TIME ZONE t.time_zone)::time >= ${SCHEDULED_HOUR}::time
  AND (c.scheduled_on IS NULL
    OR c.scheduled_on < (${now.toISOString()}::timestamptz AT TIME ZONE t.time_zone)::date))`;

/**
 * Takes the sites with alert work for this worker: entries past the cursor, an "at once" match
 * waiting, the scheduled sending due, or the late-commit window to read again.
 */
async function claimSites(db: Database, now: Date, lease: Lease): Promise<Cursor[]> {
  const result = await db.execute<{
    tenant_id: number;
    last_audit_id: string | number;
    last_audit_at: string | Date;
  }>(sql`
    UPDATE search_alert_cursors SET locked_until = now() + ${lease.ms} * interval '1 millisecond'
    WHERE tenant_id IN (
      SELECT c.tenant_id FROM search_alert_cursors c JOIN tenants t ON t.id = c.tenant_id
      WHERE (c.locked_until IS NULL OR c.locked_until < now())
        AND (EXISTS (SELECT 1 FROM audit_log a WHERE a.tenant_id = c.tenant_id
                AND a.id > c.last_audit_id)
          OR EXISTS (SELECT 1 FROM saved_search_matches m
                JOIN saved_searches ss ON ss.id = m.saved_search_id
                WHERE m.tenant_id = c.tenant_id AND m.sent_at IS NULL AND ss.frequency = 'instant')
          OR ${scheduledDue(now)}
          OR (c.last_audit_at > now() - ${LATE_COMMIT_WINDOW}::interval
              AND c.updated_at < now() - interval '30 seconds'))
      ORDER BY c.tenant_id
      LIMIT 4
      FOR UPDATE OF c SKIP LOCKED)
    RETURNING tenant_id, last_audit_id, last_audit_at`);
  return resultRows<{
    tenant_id: number;
    last_audit_id: string | number;
    last_audit_at: string | Date;
  }>(result).map((r) => ({
    tenantId: Number(r.tenant_id),
    lastAuditId: Number(r.last_audit_id),
    lastAuditAt: new Date(r.last_audit_at),
  }));
}

interface ListingEvent {
  propertyId: number;
  reason: 'new' | 'price';
  price: number | null;
  previousPrice: number | null;
  at: Date;
}

/**
 * The approvals and price falls of live listings among the site's entries after the cursor (and
 * in the late-commit window before it), up to `limit`; the cursor's next place.
 */
async function readEvents(db: Database, cursor: Cursor, limit: number) {
  const [end] = resultRows<{ id: string | number | null }>(
    await db.execute(sql`SELECT max(id) AS id FROM (SELECT id FROM audit_log
      WHERE tenant_id = ${cursor.tenantId} AND id > ${cursor.lastAuditId}
      ORDER BY id LIMIT ${limit}) x`),
  );
  const upTo = end?.id == null ? cursor.lastAuditId : Number(end.id);
  const result = await db.execute<{
    id: string | number;
    at: string | Date;
    property_id: number;
    approved: boolean;
    price: string | null;
    before: string | null;
  }>(sql`
    SELECT a.id, a.at, p.id AS property_id,
      (a.entity = 'moderation') AS approved, p.price,
      CASE WHEN a.entity = 'property' THEN (a.changes -> 'price' ->> 'before')::numeric END AS before
    FROM audit_log a
    JOIN properties p ON p.tenant_id = a.tenant_id AND p.public_id = a.property_id
    WHERE a.tenant_id = ${cursor.tenantId} AND a.id <= ${upTo}
      AND (a.id > ${cursor.lastAuditId}
        OR a.at > ${cursor.lastAuditAt.toISOString()}::timestamptz - ${LATE_COMMIT_WINDOW}::interval)
      AND ${live}
      AND ((a.entity = 'moderation' AND a.action = 'approve')
        OR (a.entity = 'property' AND a.changes ? 'price'
          AND p.price < (a.changes -> 'price' ->> 'before')::numeric))
    ORDER BY a.id`);
  // Approvals and price falls apart: a listing approved and made cheaper in one step is new to
  // the searches that never had it, and cheaper to those that had it at a higher price.
  const approvals = new Map<number, ListingEvent>();
  const falls = new Map<number, ListingEvent>();
  for (const r of resultRows<{
    id: string | number;
    at: string | Date;
    property_id: number;
    approved: boolean;
    price: string | null;
    before: string | null;
  }>(result)) {
    const propertyId = Number(r.property_id);
    const event: ListingEvent = {
      propertyId,
      reason: r.approved ? 'new' : 'price',
      price: r.price === null ? null : Number(r.price),
      previousPrice: r.before === null ? null : Number(r.before),
      at: new Date(r.at),
    };
    const into = r.approved ? approvals : falls;
    const seen = into.get(propertyId);
    into.set(
      propertyId,
      seen
        ? { ...event, previousPrice: Math.max(seen.previousPrice ?? 0, event.previousPrice ?? 0) }
        : event,
    );
  }
  const [last] = resultRows<{ at: string | Date | null }>(
    await db.execute(
      sql`SELECT max(at) AS at FROM audit_log WHERE tenant_id = ${cursor.tenantId} AND id <= ${upTo} AND id > ${cursor.lastAuditId}`,
    ),
  );
  return {
    approvals: [...approvals.values()],
    falls: [...falls.values()],
    next: {
      lastAuditId: upTo,
      lastAuditAt: last?.at ? new Date(last.at) : cursor.lastAuditAt,
    },
    more: upTo !== cursor.lastAuditId,
  };
}

/**
 * Records the matches of the events: a listing new to a search waits for its next alert once;
 * one already sent comes back (reason 'price') only at a price below the one it was sent at.
 * A search hears only of what happened after it was confirmed.
 */
async function recordMatches(db: Database, tenantId: number, events: ListingEvent[]) {
  if (!events.length) return 0;
  // Matched and written in one statement: the pairs (some 250 a listing) never leave the server.
  const result = await db.execute<{ n: number }>(sql`
    WITH e AS (
      SELECT * FROM unnest(
        ${sql.param(events.map((e) => e.propertyId))}::integer[],
        ${sql.param(events.map((e) => e.reason))}::text[],
        ${sql.param(events.map((e) => e.price))}::numeric[],
        ${sql.param(events.map((e) => e.previousPrice))}::numeric[],
        ${sql.param(events.map((e) => e.at.toISOString()))}::timestamptz[]
      ) AS e (pid, reason, price, previous, at)
    ), found AS (${matchListingsSql(
      tenantId,
      events.map((e) => e.propertyId),
    )}), written AS (
      INSERT INTO saved_search_matches AS m
        (saved_search_id, property_id, tenant_id, reason, price, previous_price)
      SELECT f.saved_search_id, f.property_id, ${tenantId}, e.reason, e.price,
        CASE WHEN e.reason = 'price' THEN e.previous END
      FROM found f JOIN e ON e.pid = f.property_id
      JOIN saved_searches ss ON ss.id = f.saved_search_id AND ss.confirmed_at <= e.at
      ON CONFLICT (saved_search_id, property_id) DO UPDATE SET
        reason = CASE WHEN m.sent_at IS NULL THEN m.reason ELSE 'price' END,
        previous_price = CASE WHEN m.sent_at IS NULL THEN m.previous_price ELSE m.price END,
        price = EXCLUDED.price,
        found_at = now(),
        sent_at = NULL
      WHERE EXCLUDED.reason = 'price' AND EXCLUDED.price IS NOT NULL
        AND (m.sent_at IS NULL OR EXCLUDED.price < m.price)
      RETURNING 1)
    SELECT count(*)::integer AS n FROM written`);
  return Number(resultRows<{ n: number }>(result)[0]?.n ?? 0);
}

async function saveCursor(
  db: Database,
  tenantId: number,
  next: { lastAuditId: number; lastAuditAt: Date },
) {
  await db.execute(sql`UPDATE search_alert_cursors
    SET last_audit_id = ${next.lastAuditId}, last_audit_at = ${next.lastAuditAt.toISOString()}::timestamptz,
      updated_at = now()
    WHERE tenant_id = ${tenantId}`);
}

interface SearchRow {
  id: number;
  public_id: string;
  name: string;
  email: string;
  language: string;
  user_id: number | null;
  frequency: string;
}

/** Searches sent per transaction: one statement each for them all, and a kill loses none. */
const SEND_BATCH = 500;

/**
 * Sends each of these searches its waiting matches in one e-mail, in one transaction with
 * marking them sent: the notices are queued and the matches marked, or neither. Waiting matches
 * of listings no longer live are dropped (a later approval finds them again). Nothing waiting,
 * nothing sent. How many e-mails were queued.
 */
async function sendSearches(
  ctx: SearchAlertsContext,
  site: AlertSite & { id: number },
  searchIds: number[],
  frequencies: string[],
): Promise<number> {
  return ctx.db.transaction(async (db) => {
    const searches = resultRows<SearchRow>(
      await db.execute(sql`SELECT id, public_id, name, email, language, user_id, frequency
        FROM saved_searches WHERE id = ANY(${sql.param(searchIds)}::integer[])
          AND confirmed_at IS NOT NULL AND frequency = ANY(${sql.param(frequencies)}::text[])
        ORDER BY id FOR UPDATE`),
    );
    if (!searches.length) return 0;
    const ids = searches.map((r) => Number(r.id));
    await db.execute(sql`DELETE FROM saved_search_matches m USING properties p
      WHERE m.saved_search_id = ANY(${sql.param(ids)}::integer[]) AND m.sent_at IS NULL
        AND p.id = m.property_id AND NOT (${live})`);
    const sent = resultRows<{
      saved_search_id: number;
      public_id: string;
      title: string;
      price: string | null;
      previous_price: string | null;
      currency: string;
      reason: 'new' | 'price';
      suburb: string;
      city: string;
      photo: string | null;
    }>(
      await db.execute(sql`
        WITH marked AS (
          UPDATE saved_search_matches SET sent_at = now()
          WHERE saved_search_id = ANY(${sql.param(ids)}::integer[]) AND sent_at IS NULL
          RETURNING saved_search_id, property_id, reason, price, previous_price, found_at)
        SELECT m.saved_search_id, p.public_id, p.title, m.price, m.previous_price, p.currency,
          m.reason, s.name AS suburb, ci.name AS city, p.profile_photo AS photo
        FROM marked m JOIN properties p ON p.id = m.property_id
        JOIN suburbs s ON s.id = p.suburb_id JOIN cities ci ON ci.id = s.city_id
        ORDER BY m.saved_search_id, m.reason, m.found_at, p.id`),
    );
    const bySearch = new Map<number, AlertListing[]>();
    for (const r of sent) {
      const id = Number(r.saved_search_id);
      const list = bySearch.get(id) ?? [];
      list.push({
        publicId: r.public_id,
        title: r.title,
        price: r.price === null ? null : Number(r.price),
        previousPrice: r.previous_price === null ? null : Number(r.previous_price),
        currency: r.currency,
        reason: r.reason,
        place: `${r.suburb}, ${r.city}`,
        photo: r.photo
          ? r.photo.startsWith('/')
            ? `${ctx.links.publicUrl}${r.photo}`
            : r.photo
          : null,
      });
      bySearch.set(id, list);
    }
    const notices = searches.flatMap((search) => {
      const listings = bySearch.get(Number(search.id));
      if (!listings) return [];
      const target: AlertSearch = {
        publicId: search.public_id,
        name: search.name,
        email: search.email,
        language: search.language,
        userId: search.user_id === null ? null : Number(search.user_id),
      };
      return [alertNotice(ctx.links, site, target, listings)];
    });
    if (!notices.length) return 0;
    await enqueueNotices({ db, webhookUrl: ctx.webhookUrl }, site.id, notices);
    await db.execute(sql`UPDATE saved_searches SET last_alert_at = now()
      WHERE id = ANY(${sql.param([...bySearch.keys()])}::integer[])`);
    return notices.length;
  });
}

/** Sends every search of these frequencies with matches waiting; how many e-mails were queued. */
async function sendWaiting(
  ctx: SearchAlertsContext,
  site: AlertSite & { id: number },
  frequencies: string[],
  lease: Lease,
  renew: () => Promise<void>,
): Promise<number> {
  const ids = resultRows<{ id: number }>(
    await ctx.db.execute(sql`SELECT DISTINCT m.saved_search_id AS id
      FROM saved_search_matches m JOIN saved_searches ss ON ss.id = m.saved_search_id
      WHERE m.tenant_id = ${site.id} AND m.sent_at IS NULL
        AND ss.frequency = ANY(${sql.param(frequencies)}::text[]) AND ss.confirmed_at IS NOT NULL
      ORDER BY 1`),
  ).map((r) => Number(r.id));
  let queued = 0;
  for (let i = 0; i < ids.length; i += SEND_BATCH) {
    // What is left waits for the next claim: a stopping server lets go between batches.
    if (lease.stopping()) break;
    await renew();
    queued += await sendSearches(ctx, site, ids.slice(i, i + SEND_BATCH), frequencies);
  }
  return queued;
}

/** Renews the site's claim when a third of it has passed since the last renewal. */
function renewer(db: Database, tenantId: number, lease: Lease) {
  let renewed = Date.now();
  return async () => {
    if (Date.now() - renewed < RENEW_EVERY_MS) return;
    renewed = Date.now();
    await db.execute(sql`UPDATE search_alert_cursors
      SET locked_until = now() + ${lease.ms} * interval '1 millisecond'
      WHERE tenant_id = ${tenantId}`);
  };
}

/**
 * One site's alert work: reads the log from the cursor in steps (each step's matches and the
 * cursor's move are one transaction, so a kill resumes at the step it was in), sends "at once"
 * searches, then the daily and weekly ones when 08:00 local has passed.
 */
async function runSiteAlerts(ctx: SearchAlertsContext, claimed: Cursor, lease: Lease) {
  let cursor = claimed;
  const renew = renewer(ctx.db, claimed.tenantId, lease);
  for (;;) {
    await renew();
    const step = await ctx.db.transaction(async (db) => {
      const read = await readEvents(db, cursor, AUDIT_BATCH);
      const recorded =
        (await recordMatches(db, cursor.tenantId, read.approvals)) +
        (await recordMatches(db, cursor.tenantId, read.falls));
      await saveCursor(db, cursor.tenantId, read.next);
      return { ...read, recorded };
    });
    cursor = { ...cursor, ...step.next };
    if (!step.more || lease.stopping()) break;
  }
  const [site] = resultRows<{
    id: number;
    slug: string;
    name: string;
    today: string;
    monday: boolean;
    due: boolean;
  }>(
    await ctx.db.execute(sql`
      SELECT t.id, t.slug, t.name,
        to_char((${(ctx.now?.() ?? new Date()).toISOString()}::timestamptz AT TIME ZONE t.time_zone)::date, 'YYYY-MM-DD') AS today,
        extract(isodow FROM (${(ctx.now?.() ?? new Date()).toISOString()}::timestamptz AT TIME ZONE t.time_zone)) = 1 AS monday,
        ${scheduledDue(ctx.now?.() ?? new Date())} AS due
      FROM tenants t JOIN search_alert_cursors c ON c.tenant_id = t.id
      WHERE t.id = ${cursor.tenantId}`),
  );
  if (!site) return;
  const target = { id: Number(site.id), slug: site.slug, name: site.name };
  await sendWaiting(ctx, target, ['instant'], lease, renew);
  if (site.due && !lease.stopping()) {
    await sendWaiting(ctx, target, site.monday ? ['daily', 'weekly'] : ['daily'], lease, renew);
    if (!lease.stopping()) {
      await ctx.db.execute(sql`UPDATE search_alert_cursors SET scheduled_on = ${site.today}::date
        WHERE tenant_id = ${cursor.tenantId}`);
    }
  }
}

export type SearchAlertWorker = LeasedWorker;

/**
 * The alerts' worker, in every server process: a site's alert work is claimed with a lease
 * (FOR UPDATE SKIP LOCKED), so two processes never work one site, and a site whose process died
 * is taken over once the lease lapses, from the cursor it had saved.
 */
export function createSearchAlertWorker(ctx: SearchAlertsContext): SearchAlertWorker {
  const release = (tenantId: number) =>
    ctx.db.execute(
      sql`UPDATE search_alert_cursors SET locked_until = NULL WHERE tenant_id = ${tenantId}`,
    );
  return leasedWorker<Cursor>({
    claim: async (lease) => {
      await addCursors(ctx.db);
      return claimSites(ctx.db, ctx.now?.() ?? new Date(), lease);
    },
    work: async (cursor, lease) => {
      try {
        await runSiteAlerts(ctx, cursor, lease);
      } finally {
        await release(cursor.tenantId);
      }
    },
    leaseMs: LEASE_MS,
    pollMs: ctx.pollMs ?? DEFAULT_POLL_MS,
    log: ctx.log,
    failure: 'saved search alerts stopped for a moment',
  });
}
