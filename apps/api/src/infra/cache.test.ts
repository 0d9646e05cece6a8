import { afterEach, describe, expect, it, vi } from 'vitest';
import { boundedCache } from './cache';

afterEach(() => {
  vi.useRealTimers();
});

describe('boundedCache', () => {
  it('keeps at most max entries, dropping the least recently used', () => {
    const cache = boundedCache<string, number>({ max: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([...cache.keys()].sort()).toEqual(['a', 'c']);
  });

  it('serves an entry while it is younger than its time to live', () => {
    vi.useFakeTimers();
    const cache = boundedCache<string, number>({ max: 10, ttlMs: 1000 });
    cache.set('a', 1);
    vi.advanceTimersByTime(999);
    expect(cache.get('a')).toBe(1);
    vi.advanceTimersByTime(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('lets one entry carry its own time to live', () => {
    vi.useFakeTimers();
    const cache = boundedCache<string, number>({ max: 10 });
    cache.set('short', 1, { ttl: 100 });
    cache.set('forever', 2);
    vi.advanceTimersByTime(1000);
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('forever')).toBe(2);
  });

  it('stays within a byte budget', () => {
    const cache = boundedCache<string, string>({
      max: 1000,
      maxBytes: 10,
      sizeOf: (value, key) => value.length + key.length,
    });
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    expect(cache.calculatedSize).toBe(10);
    cache.set('c', 'zzzz');
    expect(cache.calculatedSize).toBeLessThanOrEqual(10);
    expect(cache.get('c')).toBe('zzzz');
    expect(cache.get('a')).toBeUndefined();
  });
});
