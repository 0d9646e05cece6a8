import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../infra/db';
import { removeImageFiles } from '../images/image-files';
import type { Boundary } from './properties.query';
import { ReferenceCache } from './properties.references';
import { addViews, type PropertyImageRow } from './properties.repository';

/**
 * View counts are added up in memory and written once a second in one UPDATE, so a public read
 * stays a read. Each process adds only its own increments, so nothing is lost between
 * processes; a crash loses at most the last second of counts.
 */
export class ViewBuffer {
  private pending = new Map<number, number>();
  private inFlight = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly write: (counts: Map<number, number>) => Promise<void>,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = 1000,
  ) {}

  record(propertyId: number): void {
    this.pending.set(propertyId, (this.pending.get(propertyId) ?? 0) + 1);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.intervalMs);
      this.timer.unref();
    }
  }

  /** Views recorded here and not yet stored; added to what the database says. */
  unsaved(propertyId: number): number {
    return (this.pending.get(propertyId) ?? 0) + (this.inFlight.get(propertyId) ?? 0);
  }

  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.pending.size || this.inFlight.size) return;
    this.inFlight = this.pending;
    this.pending = new Map();
    try {
      await this.write(this.inFlight);
    } catch (error) {
      this.log.warn({ err: error }, 'could not store view counts; keeping them for the next try');
      for (const [id, n] of this.inFlight) this.pending.set(id, (this.pending.get(id) ?? 0) + n);
    } finally {
      this.inFlight = new Map();
    }
    if (this.pending.size && !this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.intervalMs);
      this.timer.unref();
    }
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/**
 * Totals of list queries, kept a few seconds: counting tens of thousands of matching listings
 * on every page request costs more than the page itself. Writes in this process clear their
 * tenant at once; other processes see a new total within TTL_MS. Pages themselves are never
 * cached.
 */
export class TotalsCache {
  static readonly TTL_MS = 5000;
  private static readonly MAX_ENTRIES = 5000;
  private entries = new Map<string, { total: number; at: number }>();

  async get(tenantId: number, key: string, compute: () => Promise<number>): Promise<number> {
    const fullKey = `${tenantId}|${key}`;
    const hit = this.entries.get(fullKey);
    const now = Date.now();
    if (hit && now - hit.at < TotalsCache.TTL_MS) return hit.total;
    const total = await compute();
    if (this.entries.size >= TotalsCache.MAX_ENTRIES) this.entries.clear();
    this.entries.set(fullKey, { total, at: now });
    return total;
  }

  invalidate(tenantId: number): void {
    const prefix = `${tenantId}|`;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

/**
 * Where pages start, remembered from pages already served: the row after which page N begins.
 * Scrolling forward and repeated deep pages then read from the index position instead of
 * counting rows off. Writes in this process clear their tenant; otherwise entries live TTL_MS,
 * during which a page starts after the same row even if rows were added above it (what a
 * scrolling reader wants: no repeats).
 */
export class PageBoundaries {
  static readonly TTL_MS = 30_000;
  private static readonly MAX_ENTRIES = 10_000;
  private entries = new Map<string, { boundary: Boundary; at: number }>();

  get(tenantId: number, key: string, offset: number): Boundary | undefined {
    const hit = this.entries.get(`${tenantId}|${offset}|${key}`);
    return hit && Date.now() - hit.at < PageBoundaries.TTL_MS ? hit.boundary : undefined;
  }

  set(tenantId: number, key: string, offset: number, boundary: Boundary): void {
    if (this.entries.size >= PageBoundaries.MAX_ENTRIES) this.entries.clear();
    this.entries.set(`${tenantId}|${offset}|${key}`, { boundary, at: Date.now() });
  }

  invalidate(tenantId: number): void {
    const prefix = `${tenantId}|`;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

/** Removes an image's stored files; throws when the storage cannot. */
export type ImageRemover = (image: PropertyImageRow) => Promise<void>;

export interface PropertiesContext {
  /** Call after any write to a tenant's listings. */
  changed(tenantId: number): void;
  db: Database;
  views: ViewBuffer;
  totals: TotalsCache;
  pages: PageBoundaries;
  references: ReferenceCache;
  removeImage: ImageRemover;
}

const contexts = new WeakMap<object, PropertiesContext>();

/** One context per app (shared by the properties and features routes), made on first use. */
export function propertiesContext(app: FastifyInstance): PropertiesContext {
  let ctx = contexts.get(app.db);
  if (!ctx) {
    const db = app.db;
    const totals = new TotalsCache();
    const pages = new PageBoundaries();
    ctx = {
      changed: (tenantId) => {
        totals.invalidate(tenantId);
        pages.invalidate(tenantId);
      },
      db,
      views: new ViewBuffer((counts) => addViews(db, counts), app.log),
      totals,
      pages,
      references: new ReferenceCache(db),
      // Read app.storage on each call: it is the app's storage at the time of the delete.
      removeImage: (image) => removeImageFiles(app.storage, image),
    };
    contexts.set(app.db, ctx);
  }
  return ctx;
}
