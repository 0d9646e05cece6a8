import { stringify } from 'csv-stringify/sync';
import {
  ATTENTION_REASONS,
  ATTENTION_RULES,
  attentionReasons,
  median,
  writeCsvText,
} from '@propdesk/shared';
import { authorize, isStaff } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import { minuteWindows } from '../../infra/rate-window';
import type { Tenant } from '../../infra/tenant';
import { findListingOwner, findVisibleListing } from '../properties';
import { canSeeAttention, canSeePerformance } from './listing-performance.access';
import * as repo from './listing-performance.repository';
import { utcDay, type VisitCounter } from './listing-performance.visits';

export interface ListingPerformanceContext extends ModuleContext {
  /** The page and photo views waiting to be written (one per app). */
  visits: VisitCounter;
  /** The clock (tests move it). */
  now: () => Date;
}

/** Photo views one address may add to one listing in a minute; more are not counted. */
export const PHOTO_VIEWS_PER_MINUTE = 60;
const photoWindows = minuteWindows<string>();

const DAY_MS = 86_400_000;

function period(ctx: ListingPerformanceContext, days: number) {
  const today = ctx.now();
  return { from: utcDay(new Date(today.getTime() - (days - 1) * DAY_MS)), to: utcDay(today) };
}

/** A listing the caller may see the figures of, and its figures of each day of the period. */
async function figuresOf(
  ctx: ListingPerformanceContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  days: number,
) {
  const listing = authorize(
    actor,
    canSeePerformance,
    await findListingOwner(ctx, tenant, publicId),
  );
  const { from, to } = period(ctx, days);
  const daily = await repo.dailyFigures(ctx.db, tenant.id, listing.id, from, to);
  return { listing, from, to, daily };
}

/**
 * How a listing did over the last `days` days: its figures of each day and their totals, where
 * its views came from, and the median views of the similar live listings of its suburb (same
 * type and category) over the same days. Its agent and the site's staff.
 */
export async function getPerformance(
  ctx: ListingPerformanceContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  days: number,
) {
  const { listing, from, to, daily } = await figuresOf(ctx, actor, tenant, publicId, days);
  const totals = {
    views: 0,
    photoViews: 0,
    questions: 0,
    viewings: 0,
    favourites: 0,
    searchMatches: 0,
  };
  for (const d of daily) {
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += d[key];
  }
  const sources = await repo.viewSources(ctx.db, tenant.id, listing.id, from, to);
  const similar = await repo.similarListingViews(ctx.db, tenant.id, listing, from, to);
  return {
    days,
    from,
    to,
    daily,
    totals,
    sources,
    comparison: { similarListings: similar.length, medianViews: median(similar) },
  };
}

const CSV_HEADER = [
  'day',
  'views',
  'photo_views',
  'questions',
  'viewing_requests',
  'favourites',
  'saved_search_matches',
];

/** The listing's daily figures as CSV (see getPerformance for who may). */
export async function performanceCsv(
  ctx: ListingPerformanceContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  days: number,
) {
  const { listing, from, to, daily } = await figuresOf(ctx, actor, tenant, publicId, days);
  const lines = [
    CSV_HEADER.join(','),
    ...daily.map((d) =>
      [d.day, d.views, d.photoViews, d.questions, d.viewings, d.favourites, d.searchMatches].join(
        ',',
      ),
    ),
  ];
  return {
    fileName: `performance-${listing.publicId}-${from}-${to}.csv`,
    csv: `\uFEFF${lines.join('\r\n')}\r\n`,
  };
}

/**
 * The live listings that need attention, each with its reasons (attentionReasons): an agent's
 * own, or every agent's of the site for its moderators and admins; 50 at most, the most
 * pressing first.
 */
export async function listingsNeedingAttention(
  ctx: ListingPerformanceContext,
  actor: Actor,
  tenant: Tenant,
) {
  authorize(actor, canSeeAttention);
  const rows = await repo.attentionRows(
    ctx.db,
    tenant.id,
    isStaff(actor) ? null : actor.userId,
    utcDay(ctx.now()),
    ATTENTION_RULES.quietDays,
  );
  const rank = (r: string) => ATTENTION_REASONS.indexOf(r as (typeof ATTENTION_REASONS)[number]);
  return rows
    .map((row) => ({ ...row, reasons: attentionReasons(row) }))
    .filter((row) => row.reasons.length)
    .sort((a, b) => rank(a.reasons[0]!) - rank(b.reasons[0]!) || b.views30 - a.views30)
    .slice(0, 50)
    .map(({ publicId, name, title, reasons, views30, leads30, photos }) => ({
      publicId,
      name,
      title,
      reasons,
      views30,
      leads30,
      photos,
    }));
}

/**
 * The listings needing attention as CSV (see listingsNeedingAttention for who may and which):
 * the listing's id, name and title (text cells guarded against spreadsheet formulas), its
 * reasons separated by spaces, its views and leads over 30 days and its photos.
 */
export async function attentionCsv(ctx: ListingPerformanceContext, actor: Actor, tenant: Tenant) {
  const rows = await listingsNeedingAttention(ctx, actor, tenant);
  const csv = stringify(
    rows.map((r) => [
      r.publicId,
      writeCsvText(r.name),
      writeCsvText(r.title),
      r.reasons.join(' '),
      r.views30,
      r.leads30,
      r.photos,
    ]),
    {
      header: true,
      columns: ['listing', 'name', 'title', 'reasons', 'views_30_days', 'leads_30_days', 'photos'],
      record_delimiter: '\r\n',
    },
  );
  return {
    fileName: `listings-needing-attention-${tenant.slug}-${utcDay(ctx.now())}.csv`,
    csv: `\uFEFF${csv}`,
  };
}

/**
 * A photo of a live listing opened on its public page: counted unless the caller is a robot, or
 * its address sent more than PHOTO_VIEWS_PER_MINUTE for the listing in the minute (ignored, so a
 * script cannot inflate it). 404 for a listing the caller may not see.
 */
export async function recordPhotoView(
  ctx: ListingPerformanceContext,
  actor: Actor | null,
  tenant: Tenant,
  publicId: string,
  client: { ip: string; userAgent: string | undefined },
) {
  const listing = await findVisibleListing(ctx, actor, tenant, publicId);
  if (listing.published !== 'APPROVED' || listing.archived) return;
  if (actor && (actor.userId === listing.userId || isStaff(actor))) return;
  if (photoWindows.hit(`${tenant.id}|${client.ip}|${listing.id}`, PHOTO_VIEWS_PER_MINUTE)) return;
  ctx.visits.photoView(tenant.id, listing.id, client.userAgent);
}
