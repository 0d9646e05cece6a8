import { createHmac, randomInt } from 'node:crypto';
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
  /** The host the request was sent to: a referrer there is the site itself. */
  host: string;
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

/**
 * Two 32-bit FNV-1a hashes of a reader's address and browser at once, each from its own seed:
 * the quick in-memory check of a visitor already counted today, which spares the keyed hash (a
 * few microseconds) on every read of a returning reader. The seeds are random, made each day and
 * kept in memory only; the result, a number, is all that is kept of the reader until the day
 * ends (and the number tells nothing without the seeds).
 */
function quickReaderKey(seeds: [number, number], ip: string, userAgent: string): number {
  let a = seeds[0];
  let b = seeds[1];
  for (const text of [ip, userAgent]) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      a = Math.imul(a ^ c, 16777619);
      b = Math.imul(b ^ c, 16777619) ^ (b >>> 13);
    }
    a = Math.imul(a ^ 10, 16777619);
  }
  // 53 bits: a whole 32 of one, 21 of the other, a safe integer.
  return (a >>> 0) * 0x200000 + ((b >>> 0) & 0x1fffff);
}

/** At most this many views and photo counts wait in memory; more are dropped (and logged). */
const MAX_PENDING = 100_000;
/** Visitors this process already sent today; forgotten when full (the table still dedupes). */
const MAX_SEEN = 200_000;
/** User agents already judged (bot or browser): the same few strings come again and again. */
const MAX_AGENTS = 5_000;

const DAY_MS = 86_400_000;

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
  /** Readers already counted today, by listing (quickReaderKey). */
  private seen = new Map<number, Set<number>>();
  private seenCount = 0;
  private agents = new Map<string, boolean>();
  private day = '';
  private dayEnds = 0;
  private key: Buffer = Buffer.alloc(0);
  private seeds: [number, number] = [0, 0];
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
      /** The site's public hosts (PUBLIC_URL's): a referrer there is the site itself. */
      siteHosts?: readonly string[];
    },
  ) {}

  get enabled(): boolean {
    return this.options.enabled;
  }

  /** A listing page read by someone other than its agent and the site's staff. */
  view(tenantId: number, propertyId: number, visit: Visit): void {
    if (!this.options.enabled || !visit.userAgent) return;
    const day = this.today();
    // A reader counted today first (robots never are): one pass over the address and browser.
    const quick = quickReaderKey(this.seeds, visit.ip, visit.userAgent);
    let readers = this.seen.get(propertyId);
    if (readers?.has(quick) || this.robot(visit.userAgent)) return;
    if (this.seenCount >= MAX_SEEN) {
      this.seen.clear();
      this.seenCount = 0;
      readers = undefined;
    }
    if (!readers) this.seen.set(propertyId, (readers = new Set()));
    readers.add(quick);
    this.seenCount++;
    if (this.views.size >= MAX_PENDING) return void this.dropped++;
    const visitor = visitorHash(this.key, propertyId, visit.ip, visit.userAgent);
    const siteHosts = [visit.host, ...(this.options.siteHosts ?? [])];
    const { source, host } = classifyVisit(visit.named, visit.referrer, siteHosts);
    this.views.set(`${propertyId}:${visitor}`, {
      tenantId,
      propertyId,
      day,
      visitor,
      source,
      host,
    });
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

  /** Today's date, and its keys: a new day forgets yesterday's visitors. */
  private today(): string {
    const now = this.options.now?.().getTime() ?? Date.now();
    if (now < this.dayEnds && now >= this.dayEnds - DAY_MS) return this.day;
    const day = utcDay(new Date(now));
    this.day = day;
    this.dayEnds = Date.parse(day) + DAY_MS;
    this.key = dayKey(this.options.secret, day);
    this.seeds = [randomInt(2 ** 32), randomInt(2 ** 32)];
    this.seen.clear();
    this.seenCount = 0;
    return day;
  }
}
