import type { LRUCache } from 'lru-cache';
import { boundedCache } from '../../infra/cache';
import type { Database } from '../../infra/db';
import { foldForSearch } from '../../lib/search-text';
import type { ListingsGeneration } from '../properties';
import { loadTagCounts } from './tags.repository';

export interface TagCount {
  name: string;
  count: number;
  /** The name as prefix searches compare it (no accents). */
  folded: string;
}

interface Entry {
  tags: TagCount[];
  generation: number;
}

/** Most used first; ties by name in code point order, the same on every database collation. */
const byUseThenName = (a: TagCount, b: TagCount) =>
  b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * A tenant's keyword counts, counted once and kept until its listings change (the listings'
 * generation, which follows writes in other processes too) or TTL_MS passes. Counting unnests
 * the keywords of every live listing, which costs more than the pages read from it.
 */
export class TagCounts {
  static readonly TTL_MS = 60_000;
  private static readonly MAX_BYTES = 16 * 1024 * 1024;
  private entries: LRUCache<number, Entry> = boundedCache<number, Entry>({
    max: 10_000,
    ttlMs: TagCounts.TTL_MS,
    maxBytes: TagCounts.MAX_BYTES,
    sizeOf: (entry) => entry.tags.reduce((bytes, tag) => bytes + 4 * tag.name.length + 64, 64),
  });
  private counting = new Map<string, Promise<TagCount[]>>();

  constructor(
    private readonly db: Database,
    private readonly listings: ListingsGeneration,
  ) {}

  /** The tenant's keywords, most used first. Callers that miss together share one count. */
  async of(tenantId: number): Promise<TagCount[]> {
    await this.listings.caughtUp(tenantId);
    const generation = this.listings.generation(tenantId);
    const hit = this.entries.get(tenantId);
    if (hit?.generation === generation) return hit.tags;
    const key = `${tenantId}|${generation}`;
    const running = this.counting.get(key);
    if (running) return running;
    const started = this.count(tenantId, generation);
    this.counting.set(key, started);
    try {
      return await started;
    } finally {
      this.counting.delete(key);
    }
  }

  private async count(tenantId: number, generation: number): Promise<TagCount[]> {
    const rows = await loadTagCounts(this.db, tenantId);
    const tags = rows
      .map((row) => ({ name: row.name, count: row.count, folded: foldForSearch(row.name) }))
      .sort(byUseThenName);
    // Listings changed while counting: already out of date, so not kept.
    if (this.listings.generation(tenantId) === generation) {
      this.entries.set(tenantId, { tags, generation });
    }
    return tags;
  }
}
