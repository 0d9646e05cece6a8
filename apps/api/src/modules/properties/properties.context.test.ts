import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { PageBoundaries, PublicResponses, TotalsCache } from './properties.caches';
import { ViewBuffer } from './properties.context';

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

describe('ViewBuffer', () => {
  it('adds views up and writes them in one batch', async () => {
    const writes: Map<number, number>[] = [];
    const buffer = new ViewBuffer(async (c) => void writes.push(new Map(c)), log, 60_000);
    buffer.record(1);
    buffer.record(1);
    buffer.record(2);
    expect(buffer.unsaved(1)).toBe(2);
    await buffer.flush();
    expect(writes).toEqual([
      new Map([
        [1, 2],
        [2, 1],
      ]),
    ]);
    expect(buffer.unsaved(1)).toBe(0);
    buffer.stop();
  });

  it('keeps counts for the next try when a write fails', async () => {
    let fail = true;
    const writes: Map<number, number>[] = [];
    const buffer = new ViewBuffer(
      async (c) => {
        if (fail) throw new Error('down');
        writes.push(new Map(c));
      },
      log,
      60_000,
    );
    buffer.record(7);
    await buffer.flush();
    expect(buffer.unsaved(7)).toBe(1);
    fail = false;
    buffer.record(7);
    await buffer.flush();
    expect(writes).toEqual([new Map([[7, 2]])]);
    buffer.stop();
  });

  it('counts views recorded while a write is under way', async () => {
    let release!: () => void;
    const buffer = new ViewBuffer(() => new Promise<void>((r) => (release = r)), log, 60_000);
    buffer.record(3);
    const flushing = buffer.flush();
    buffer.record(3);
    expect(buffer.unsaved(3)).toBe(2);
    release();
    await flushing;
    expect(buffer.unsaved(3)).toBe(1);
    buffer.stop();
  });

  it('writes on its own after the interval', async () => {
    vi.useFakeTimers();
    try {
      const write = vi.fn(async () => undefined);
      const buffer = new ViewBuffer(write, log, 1000);
      buffer.record(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(write).toHaveBeenCalledTimes(1);
      buffer.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('TotalsCache', () => {
  it('computes once within the time to live, per tenant and key', async () => {
    const cache = new TotalsCache();
    const compute = vi.fn(async () => 42);
    expect(await cache.get(1, 'a', compute)).toBe(42);
    expect(await cache.get(1, 'a', compute)).toBe(42);
    expect(compute).toHaveBeenCalledTimes(1);
    await cache.get(1, 'b', compute);
    await cache.get(2, 'a', compute);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('forgets a tenant on invalidate and everything after the time to live', async () => {
    vi.useFakeTimers();
    try {
      const cache = new TotalsCache();
      let n = 1;
      const compute = async () => n++;
      expect(await cache.get(1, 'a', compute)).toBe(1);
      expect(await cache.get(2, 'a', compute)).toBe(2);
      cache.invalidate(1);
      expect(await cache.get(1, 'a', compute)).toBe(3);
      expect(await cache.get(2, 'a', compute)).toBe(2);
      vi.advanceTimersByTime(TotalsCache.TTL_MS);
      expect(await cache.get(2, 'a', compute)).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('PageBoundaries', () => {
  it('remembers where a page starts per tenant, query and offset, until a write or TTL', () => {
    vi.useFakeTimers();
    try {
      const pages = new PageBoundaries();
      const boundary = { at: '2026-01-01 10:00:00.123456+00', id: 7, inclusive: false };
      pages.set(1, 'q', 20, boundary);
      expect(pages.get(1, 'q', 20)).toEqual(boundary);
      expect(pages.get(1, 'q', 40)).toBeUndefined();
      expect(pages.get(1, 'other', 20)).toBeUndefined();
      expect(pages.get(2, 'q', 20)).toBeUndefined();
      pages.invalidate(2);
      expect(pages.get(1, 'q', 20)).toEqual(boundary);
      pages.invalidate(1);
      expect(pages.get(1, 'q', 20)).toBeUndefined();
      pages.set(1, 'q', 20, boundary);
      vi.advanceTimersByTime(PageBoundaries.TTL_MS);
      expect(pages.get(1, 'q', 20)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('PublicResponses', () => {
  it('keeps a serialized answer per tenant and key for the time to live', () => {
    vi.useFakeTimers();
    try {
      const responses = new PublicResponses();
      responses.set(1, 'GET /x', '{"a":1}', 42);
      expect(responses.get(1, 'GET /x')).toMatchObject({ json: '{"a":1}', propertyId: 42 });
      expect(responses.get(2, 'GET /x')).toBeUndefined();
      vi.advanceTimersByTime(PublicResponses.TTL_MS);
      expect(responses.get(1, 'GET /x')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a tenant at once on a write', () => {
    const responses = new PublicResponses();
    responses.set(1, 'a', '1');
    responses.set(2, 'a', '2');
    responses.invalidate(1);
    expect(responses.get(1, 'a')).toBeUndefined();
    expect(responses.get(2, 'a')?.json).toBe('2');
  });
});
