import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../infra/db';
import { removeImageFiles } from '../images/image-files';
import { Generations, PageBoundaries, PublicResponses, TotalsCache } from './properties.caches';
import { ReferenceCache } from './properties.references';
import { addViews, type PropertyImageRow } from './properties.repository';
import { SharedVersions } from './properties.versions';

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

/** Removes an image's stored files; throws when the storage cannot. */
export type ImageRemover = (image: PropertyImageRow) => Promise<void>;

export interface PropertiesContext {
  /** Await after any write to a tenant's listings: clears the caches here and in other processes. */
  changed(tenantId: number): Promise<void>;
  db: Database;
  views: ViewBuffer;
  totals: TotalsCache;
  pages: PageBoundaries;
  responses: PublicResponses;
  references: ReferenceCache;
  removeImage: ImageRemover;
}

const contexts = new WeakMap<object, PropertiesContext>();

/** One context per app (shared by the properties and features routes), made on first use. */
export function propertiesContext(app: FastifyInstance): PropertiesContext {
  let ctx = contexts.get(app.db);
  if (!ctx) {
    const db = app.db;
    // PGlite opens in one process only: there are no other processes to hear from.
    let shared: SharedVersions | undefined;
    const generations = new Generations((tenantId) => shared?.check(tenantId));
    if (app.database.kind === 'postgres') {
      shared = new SharedVersions(db, (tenantId) => generations.bump(tenantId), app.log);
    }
    ctx = {
      changed: async (tenantId) => {
        generations.bump(tenantId);
        await shared?.publish(tenantId);
      },
      db,
      views: new ViewBuffer((counts) => addViews(db, counts), app.log),
      totals: new TotalsCache(generations),
      pages: new PageBoundaries(generations),
      responses: new PublicResponses(generations),
      references: new ReferenceCache(db),
      // Read app.storage on each call: it is the app's storage at the time of the delete.
      removeImage: (image) => removeImageFiles(app.storage, image),
    };
    contexts.set(app.db, ctx);
  }
  return ctx;
}

/** For code that writes listings with a database handle only (e.g. image uploads). */
export async function listingsChanged(db: Database, tenantId: number): Promise<void> {
  await contexts.get(db)?.changed(tenantId);
}
