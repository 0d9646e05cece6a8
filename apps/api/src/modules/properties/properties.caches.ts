import type { Boundary } from './properties.query';

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
 * Where pages start, remembered from pages already served: the first row of page N, and the
 * row after which page N + 1 begins. Scrolling forward and repeated deep pages then read from
 * the index position instead of counting rows off. Writes in this process clear their tenant; otherwise entries live TTL_MS,
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

/**
 * Serialized answers to anonymous public reads (live listings, searches), kept TTL_MS: every
 * anonymous caller gets the same answer, and public listing traffic repeats itself. Writes in
 * this process clear their tenant at once; other processes show a change within TTL_MS.
 * Signed-in callers (agents, moderators) always read fresh.
 */
export class PublicResponses {
  static readonly TTL_MS = 2000;
  private static readonly MAX_BYTES = 32 * 1024 * 1024;
  private entries = new Map<string, { json: string; at: number; propertyId?: number }>();
  private bytes = 0;

  get(tenantId: number, key: string): { json: string; propertyId?: number } | undefined {
    const fullKey = `${tenantId}|${key}`;
    const hit = this.entries.get(fullKey);
    if (!hit) return undefined;
    if (Date.now() - hit.at < PublicResponses.TTL_MS) return hit;
    this.delete(fullKey);
    return undefined;
  }

  set(tenantId: number, key: string, json: string, propertyId?: number): void {
    if (this.bytes + json.length > PublicResponses.MAX_BYTES) this.clear();
    const fullKey = `${tenantId}|${key}`;
    this.delete(fullKey);
    this.entries.set(fullKey, { json, at: Date.now(), ...(propertyId && { propertyId }) });
    this.bytes += json.length;
  }

  invalidate(tenantId: number): void {
    const prefix = `${tenantId}|`;
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.delete(key);
  }

  private delete(fullKey: string) {
    const entry = this.entries.get(fullKey);
    if (!entry) return;
    this.bytes -= entry.json.length;
    this.entries.delete(fullKey);
  }

  private clear() {
    this.entries.clear();
    this.bytes = 0;
  }
}
