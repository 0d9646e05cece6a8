import { LRUCache } from 'lru-cache';

export interface BoundedCacheOptions<K, V> {
  /** Most entries kept: past it the least recently used entry goes. */
  max: number;
  /**
   * An entry is served while younger than this (set() may give one a time of its own, which
   * lru-cache counts as "until more than that has passed"). Without it entries last until evicted.
   */
  ttlMs?: number;
  /** A budget in bytes, with the weight of each entry (count its key too). */
  maxBytes?: number;
  sizeOf?: (value: V, key: K) => number;
}

/**
 * Everything the API keeps in process memory goes through here: bounded in entries (and bytes)
 * and in time, so no input can make a cache grow without limit. The clock is read through
 * Date.now, so a test can move it.
 */
export function boundedCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  options: BoundedCacheOptions<K, V>,
): LRUCache<K, V> {
  return new LRUCache<K, V>({
    max: options.max,
    // lru-cache drops an entry once more than `ttl` has passed; served while younger than ttlMs.
    ...(options.ttlMs !== undefined && { ttl: Math.max(1, options.ttlMs - 1) }),
    ...(options.maxBytes !== undefined && {
      maxSize: options.maxBytes,
      sizeCalculation: options.sizeOf ?? (() => 1),
    }),
    perf: { now: () => Date.now() },
  });
}
