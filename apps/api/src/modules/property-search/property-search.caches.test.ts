import { describe, expect, it, vi } from 'vitest';
import { Generations } from '../../infra/answer-cache';
import { PageBoundaries, TotalsCache } from './property-search.caches';

describe('TotalsCache', () => {
  it('computes once within the time to live, per tenant and key', async () => {
    const cache = new TotalsCache(new Generations());
    const compute = vi.fn(async () => 42);
    expect(await cache.get(1, 'a', compute)).toBe(42);
    expect(await cache.get(1, 'a', compute)).toBe(42);
    expect(compute).toHaveBeenCalledTimes(1);
    await cache.get(1, 'b', compute);
    await cache.get(2, 'a', compute);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('forgets a tenant when its generation moves, and everything after the time to live', async () => {
    vi.useFakeTimers();
    try {
      const generations = new Generations();
      const cache = new TotalsCache(generations);
      let n = 1;
      const compute = async () => n++;
      expect(await cache.get(1, 'a', compute)).toBe(1);
      expect(await cache.get(2, 'a', compute)).toBe(2);
      generations.bump(1);
      expect(await cache.get(1, 'a', compute)).toBe(3);
      expect(await cache.get(2, 'a', compute)).toBe(2);
      vi.advanceTimersByTime(TotalsCache.TTL_MS);
      expect(await cache.get(2, 'a', compute)).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a total counted while a write landed', async () => {
    const generations = new Generations();
    const cache = new TotalsCache(generations);
    let n = 1;
    const countedDuringWrite = async () => {
      generations.bump(1);
      return n++;
    };
    expect(await cache.get(1, 'a', countedDuringWrite)).toBe(1);
    expect(await cache.get(1, 'a', async () => n++)).toBe(2);
  });
});

describe('PageBoundaries', () => {
  it('remembers where a page starts per tenant, query and offset, until a write or TTL', () => {
    vi.useFakeTimers();
    try {
      const generations = new Generations();
      const pages = new PageBoundaries(generations);
      const boundary = { at: '2026-01-01 10:00:00.123456+00', id: 7, inclusive: false };
      pages.set(1, 'q', 20, boundary, pages.generation(1));
      expect(pages.get(1, 'q', 20)).toEqual(boundary);
      expect(pages.get(1, 'q', 40)).toBeUndefined();
      expect(pages.get(1, 'other', 20)).toBeUndefined();
      expect(pages.get(2, 'q', 20)).toBeUndefined();
      generations.bump(2);
      expect(pages.get(1, 'q', 20)).toEqual(boundary);
      generations.bump(1);
      expect(pages.get(1, 'q', 20)).toBeUndefined();
      pages.set(1, 'q', 20, boundary, pages.generation(1));
      vi.advanceTimersByTime(PageBoundaries.TTL_MS);
      expect(pages.get(1, 'q', 20)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores a boundary read before a write', () => {
    const generations = new Generations();
    const pages = new PageBoundaries(generations);
    const before = pages.generation(1);
    generations.bump(1);
    pages.set(1, 'q', 20, { at: 'x', id: 1, inclusive: false }, before);
    expect(pages.get(1, 'q', 20)).toBeUndefined();
  });
});
