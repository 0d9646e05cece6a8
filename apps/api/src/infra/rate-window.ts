import { boundedCache } from './cache';

const WINDOW_MS = 60_000;

/**
 * Calls counted per key in fixed windows of a minute, in this process's memory (bounded like
 * every cache here): the feed's per-client limit and the token endpoint's per-address and
 * per-client limits. With N processes a key may make up to N times its limit.
 */
export function minuteWindows<K extends NonNullable<unknown>>(max = 10_000) {
  const windows = boundedCache<K, { start: number; count: number }>({ max });
  return {
    /** Counts a call for `key`: 0 within `limit`, else the seconds until its window ends. */
    hit(key: K, limit: number): number {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || now - window.start >= WINDOW_MS) {
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limit) return 0;
      return Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000));
    },
  };
}
