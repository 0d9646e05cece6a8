import type { Boundary } from './properties.query';

/**
 * A number per tenant that moves whenever the tenant's listings change: at once for a write in
 * this process, within a second for a write in another one (see SharedVersions). Cached entries
 * keep the generation they were computed under and count only while it holds, so an answer
 * computed while a write landed is never served. `onRead` runs on every look-up (the
 * cross-process check).
 */
export class Generations {
  private current = new Map<number, number>();

  constructor(private readonly onRead?: (tenantId: number) => void) {}

  of(tenantId: number): number {
    this.onRead?.(tenantId);
    return this.current.get(tenantId) ?? 0;
  }

  bump(tenantId: number): void {
    this.current.set(tenantId, (this.current.get(tenantId) ?? 0) + 1);
  }
}

/**
 * Totals of list queries: counting tens of thousands of matching listings on every page request
 * costs more than the page itself. Pages themselves are never cached here.
 */
export class TotalsCache {
  static readonly TTL_MS = 30_000;
  private static readonly MAX_ENTRIES = 5000;
  private entries = new Map<string, { total: number; at: number; generation: number }>();

  constructor(private readonly generations: Generations) {}

  async get(tenantId: number, key: string, compute: () => Promise<number>): Promise<number> {
    const fullKey = `${tenantId}|${key}`;
    const generation = this.generations.of(tenantId);
    const hit = this.entries.get(fullKey);
    const now = Date.now();
    if (hit && hit.generation === generation && now - hit.at < TotalsCache.TTL_MS) return hit.total;
    const total = await compute();
    if (this.entries.size >= TotalsCache.MAX_ENTRIES) this.entries.clear();
    this.entries.set(fullKey, { total, at: now, generation });
    return total;
  }
}

/**
 * Where pages start, remembered from pages already served: the first row of page N, and the
 * row after which page N + 1 begins. Scrolling forward and repeated deep pages then read from
 * the index position instead of counting rows off. Entries last until the tenant's listings
 * change or TTL_MS passes.
 */
export class PageBoundaries {
  static readonly TTL_MS = 30_000;
  private static readonly MAX_ENTRIES = 10_000;
  private entries = new Map<string, { boundary: Boundary; at: number; generation: number }>();

  constructor(private readonly generations: Generations) {}

  /** The generation to pass to set() for boundaries read from the page about to be fetched. */
  generation(tenantId: number): number {
    return this.generations.of(tenantId);
  }

  get(tenantId: number, key: string, offset: number): Boundary | undefined {
    const hit = this.entries.get(`${tenantId}|${offset}|${key}`);
    return hit &&
      hit.generation === this.generations.of(tenantId) &&
      Date.now() - hit.at < PageBoundaries.TTL_MS
      ? hit.boundary
      : undefined;
  }

  set(tenantId: number, key: string, offset: number, boundary: Boundary, generation: number) {
    if (this.entries.size >= PageBoundaries.MAX_ENTRIES) this.entries.clear();
    this.entries.set(`${tenantId}|${offset}|${key}`, { boundary, at: Date.now(), generation });
  }
}

export interface CachedAnswer {
  body: Buffer;
  /** The listing whose view this answer counts. */
  propertyId?: number;
}

/**
 * Serialized answers to anonymous public reads (live listings, searches): every anonymous
 * caller gets the same answer, and public listing traffic repeats itself. An entry lasts until
 * the tenant's listings change or TTL_MS passes (what bounds how stale a view count shown in a
 * cached answer can be). Signed-in callers always read fresh.
 */
export class PublicResponses {
  static readonly TTL_MS = 30_000;
  private static readonly MAX_BYTES = 32 * 1024 * 1024;
  private entries = new Map<
    string,
    { body: Buffer; at: number; generation: number; propertyId?: number }
  >();
  private bytes = 0;
  private computing = new Map<string, Promise<CachedAnswer>>();

  constructor(private readonly generations: Generations) {}

  /**
   * Computes and stores an answer, unless the same answer is being computed already: then waits
   * for that one (`shared`), so an entry expiring under many readers costs one computation.
   */
  async fill(
    tenantId: number,
    key: string,
    generation: number,
    compute: () => Promise<CachedAnswer>,
  ): Promise<{ answer: CachedAnswer; shared: boolean }> {
    const fullKey = `${generation}|${tenantId}|${key}`;
    const running = this.computing.get(fullKey);
    if (running) return { answer: await running, shared: true };
    const started = compute();
    this.computing.set(fullKey, started);
    try {
      const answer = await started;
      this.set(tenantId, key, answer.body, generation, answer.propertyId);
      return { answer, shared: false };
    } finally {
      this.computing.delete(fullKey);
    }
  }

  /** The generation to pass to set() for an answer about to be computed. */
  generation(tenantId: number): number {
    return this.generations.of(tenantId);
  }

  get(tenantId: number, key: string): CachedAnswer | undefined {
    const generation = this.generations.of(tenantId);
    const fullKey = `${tenantId}|${key}`;
    const hit = this.entries.get(fullKey);
    if (!hit) return undefined;
    if (hit.generation === generation && Date.now() - hit.at < PublicResponses.TTL_MS) return hit;
    this.delete(fullKey);
    return undefined;
  }

  set(tenantId: number, key: string, body: Buffer, generation: number, propertyId?: number) {
    // Computed under a generation that has since moved: already out of date.
    if (generation !== this.generations.of(tenantId)) return;
    const fullKey = `${tenantId}|${key}`;
    this.delete(fullKey);
    if (this.bytes + fullKey.length + body.length > PublicResponses.MAX_BYTES) this.clear();
    this.entries.set(fullKey, {
      body,
      at: Date.now(),
      generation,
      ...(propertyId && { propertyId }),
    });
    this.bytes += fullKey.length + body.length;
  }

  private delete(fullKey: string) {
    const entry = this.entries.get(fullKey);
    if (!entry) return;
    this.bytes -= fullKey.length + entry.body.length;
    this.entries.delete(fullKey);
  }

  private clear() {
    this.entries.clear();
    this.bytes = 0;
  }
}
