import { boundedCache } from '../../infra/cache';
import type { Generations } from '../../infra/answer-cache';
import type { Boundary } from './property-search.query';

/**
 * Totals of list queries: counting tens of thousands of matching listings on every page request
 * costs more than the page itself. Pages themselves are never cached here.
 */
export class TotalsCache {
  static readonly TTL_MS = 30_000;
  private entries = boundedCache<string, { total: number; generation: number }>({
    max: 5000,
    ttlMs: TotalsCache.TTL_MS,
  });

  constructor(private readonly generations: Generations) {}

  async get(tenantId: number, key: string, compute: () => Promise<number>): Promise<number> {
    const fullKey = `${tenantId}|${key}`;
    const generation = this.generations.of(tenantId);
    const hit = this.entries.get(fullKey);
    if (hit && hit.generation === generation) return hit.total;
    const total = await compute();
    this.entries.set(fullKey, { total, generation });
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
  private entries = boundedCache<string, { boundary: Boundary; generation: number }>({
    max: 10_000,
    ttlMs: PageBoundaries.TTL_MS,
  });

  constructor(private readonly generations: Generations) {}

  /** The generation to pass to set() for boundaries read from the page about to be fetched. */
  generation(tenantId: number): number {
    return this.generations.of(tenantId);
  }

  get(tenantId: number, key: string, offset: number): Boundary | undefined {
    const hit = this.entries.get(`${tenantId}|${offset}|${key}`);
    return hit && hit.generation === this.generations.of(tenantId) ? hit.boundary : undefined;
  }

  set(tenantId: number, key: string, offset: number, boundary: Boundary, generation: number) {
    this.entries.set(`${tenantId}|${offset}|${key}`, { boundary, generation });
  }
}
