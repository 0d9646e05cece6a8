import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isbot } from 'isbot';
import { classifyVisit, type VisitSource } from '@propdesk/shared';
import { inSystemScope } from '../../infra/data-scope';

/** What a listing page's read tells about its visitor; only a hash and a source are kept. */
export interface Visit {
  ip: string;
  userAgent: string | undefined;
  /** The source the public page named (X-Visit-Source: search, map, alert). */
  named: string | undefined;
  /** The page the visitor came from (X-Visit-Referrer, else the Referer header). */
  referrer: string | undefined;
  /** The site's own hosts: a referrer there is no other site. */
  siteHosts: readonly string[];
}

/** A first view of a listing by a visitor, as the buffer hands it to be stored. */
export interface CountedView {
  tenantId: number;
  propertyId: number;
  day: string;
  visitor: string;
  source: VisitSource;
  host: string;
}

export interface VisitBatch {
  views: CountedView[];
  /** Photo views by listing: [tenantId, propertyId, day, count]. */
  photoViews: [number, number, string, number][];
}

/** At most this many views and photo counts wait in memory; more are dropped (and logged). */
const MAX_PENDING = 100_000;
/** Visitors this process already sent today; forgotten when full (the table still dedupes). */
const MAX_SEEN = 200_000;
/** User agents already judged (bot or browser): the same few strings come again and again. */
const MAX_AGENTS = 5_000;

/** The UTC date of a moment, YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The key of a day's visitor hashes: derived from the server's secret and the date, so it
 * changes every day, is the same in every process and is never stored anywhere.
 */
export function dayKey(secret: Uint8Array, day: string): Buffer {
  return createHmac('sha256', secret).update(`listing-visitors:${day}`).digest();
}

/**
 * A visitor of a listing on a day: a keyed hash of the listing, the address and the browser.
 * Without the day's key it cannot be traced back nor matched with another day's or listing's.
 */
export function visitorHash(key: Buffer, propertyId: number, ip: string, userAgent: string) {
  return createHmac('sha256', key)
    .update(`${propertyId}\n${ip}\n${userAgent}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * A known robot (a crawler, a link preview, a monitor, a script): the maintained patterns of
 * the isbot package. A request without a user agent is no browser either.
 */
export function isRobot(userAgent: string | undefined): boolean {
  return !userAgent || isbot(userAgent);
}

/**
 * Listing page views and photo views, added up in memory and written once a second in a few
 * statements (like the view counter's ViewBuffer), so a listing read stays a read. A visitor's
 * first view of a listing in a day counts (the table of the day's visitor hashes decides across
 * processes); robots never count. Off (`enabled` false), it records nothing.
 */
export class VisitCounter {
  private views = new Map<string, CountedView>();
  private photos = new Map<string, [number, number, string, number]>();
  private seen = new Set<string>();
  private agents = new Map<string, boolean>();
  private day = '';
  private key: Buffer = Buffer.alloc(0);
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private dropped = 0;

  constructor(
    private readonly write: (batch: VisitBatch) => Promise<void>,
    private readonly options: {
      secret: Uint8Array;
      enabled: boolean;
      log: FastifyBaseLogger;
      intervalMs?: number;
      now?: () => Date;
    },
  ) {}

  get enabled(): boolean {
    return this.options.enabled;
  }

  /** A listing page read by someone other than its agent and the site's staff. */
  view(tenantId: number, propertyId: number, visit: Visit): void {
    if (!this.options.enabled || this.robot(visit.userAgent)) return;
    const day = this.today();
    const visitor = visitorHash(this.key, propertyId, visit.ip, visit.userAgent!);
    const id = `${propertyId}:${visitor}`;
    if (this.seen.has(id)) return;
    if (this.seen.size >= MAX_SEEN) this.seen.clear();
    this.seen.add(id);
    if (this.views.size >= MAX_PENDING) return void this.dropped++;
    const { source, host } = classifyVisit(visit.named, visit.referrer, visit.siteHosts);
    this.views.set(id, { tenantId, propertyId, day, visitor, source, host });
    this.schedule();
  }

  /** A photo of a listing opened on its public page. */
  photoView(tenantId: number, propertyId: number, userAgent: string | undefined): void {
    if (!this.options.enabled || this.robot(userAgent)) return;
    const day = this.today();
    const id = `${propertyId}:${day}`;
    const entry = this.photos.get(id);
    if (entry) entry[3] += 1;
    else if (this.photos.size >= MAX_PENDING) return void this.dropped++;
    else this.photos.set(id, [tenantId, propertyId, day, 1]);
    this.schedule();
  }

  /** Writes what waits (tests and benches call it; the timer does otherwise). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.flushing) await this.flushing;
    if (!this.views.size && !this.photos.size) return;
    const batch: VisitBatch = {
      views: [...this.views.values()],
      photoViews: [...this.photos.values()],
    };
    this.views = new Map();
    this.photos = new Map();
    if (this.dropped) {
      this.options.log.warn({ dropped: this.dropped }, 'listing visits dropped: too many waiting');
      this.dropped = 0;
    }
    this.flushing = inSystemScope(() => this.write(batch)).catch((error: unknown) => {
      this.options.log.warn({ err: error }, 'could not store listing visits; keeping them');
      for (const v of batch.views) {
        if (this.views.size < MAX_PENDING) this.views.set(`${v.propertyId}:${v.visitor}`, v);
      }
      for (const p of batch.photoViews) {
        const id = `${p[1]}:${p[2]}`;
        const entry = this.photos.get(id);
        if (entry) entry[3] += p[3];
        else if (this.photos.size < MAX_PENDING) this.photos.set(id, p);
      }
    });
    try {
      await this.flushing;
    } finally {
      this.flushing = undefined;
    }
    this.schedule();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule() {
    if (this.timer || (!this.views.size && !this.photos.size)) return;
    this.timer = setTimeout(() => void this.flush(), this.options.intervalMs ?? 1000);
    this.timer.unref();
  }

  private robot(userAgent: string | undefined): boolean {
    if (!userAgent) return true;
    let robot = this.agents.get(userAgent);
    if (robot === undefined) {
      robot = isRobot(userAgent);
      if (this.agents.size >= MAX_AGENTS) this.agents.clear();
      this.agents.set(userAgent, robot);
    }
    return robot;
  }

  /** Today's date, and its key: a new day forgets yesterday's visitors. */
  private today(): string {
    const day = utcDay(this.options.now?.() ?? new Date());
    if (day !== this.day) {
      this.day = day;
      this.key = dayKey(this.options.secret, day);
      this.seen.clear();
    }
    return day;
  }
}
