import type { FastifyBaseLogger } from 'fastify';
import { inSystemScope } from '../../infra/data-scope';

/**
 * View counts are added up in memory and written once a second in one UPDATE (by `write`, the
 * listings owner's: the count is a column of the properties table), so a public read
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
      // Counts of every site in one write: the timer was started by a request of one of them.
      await inSystemScope(() => this.write(this.inFlight));
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
