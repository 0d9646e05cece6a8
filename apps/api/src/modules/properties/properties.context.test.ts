import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { Generations, PageBoundaries, PublicResponses, TotalsCache } from './properties.caches';
import { ViewBuffer } from './properties.views';

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

describe('PublicResponses', () => {
  it('keeps a serialized answer per tenant and key for the time to live', () => {
    vi.useFakeTimers();
    try {
      const responses = new PublicResponses(new Generations());
      responses.set(1, 'GET /x', Buffer.from('{"a":1}'), responses.generation(1), 42);
      expect(responses.get(1, 'GET /x')?.body.toString()).toBe('{"a":1}');
      expect(responses.get(1, 'GET /x')?.propertyId).toBe(42);
      expect(responses.get(2, 'GET /x')).toBeUndefined();
      vi.advanceTimersByTime(PublicResponses.TTL_MS);
      expect(responses.get(1, 'GET /x')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("forgets a tenant's answers at once when its generation moves", () => {
    const generations = new Generations();
    const responses = new PublicResponses(generations);
    responses.set(1, 'a', Buffer.from('1'), responses.generation(1));
    responses.set(2, 'a', Buffer.from('2'), responses.generation(2));
    generations.bump(1);
    expect(responses.get(1, 'a')).toBeUndefined();
    expect(responses.get(2, 'a')?.body.toString()).toBe('2');
  });

  it('never stores an answer computed while a write landed', () => {
    const generations = new Generations();
    const responses = new PublicResponses(generations);
    const before = responses.generation(1);
    generations.bump(1);
    responses.set(1, 'a', Buffer.from('stale'), before);
    expect(responses.get(1, 'a')).toBeUndefined();
  });

  it('computes an answer once for readers that miss it together', async () => {
    const responses = new PublicResponses(new Generations());
    let release!: () => void;
    const compute = vi.fn(async () => {
      await new Promise<void>((r) => (release = r));
      return { body: Buffer.from('{}'), propertyId: 9 };
    });
    const generation = responses.generation(1);
    const readers = [1, 2, 3].map(() => responses.fill(1, 'k', generation, compute));
    release();
    const results = await Promise.all(readers);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(results.map((r) => r.shared)).toEqual([false, true, true]);
    expect(results.every((r) => r.answer.propertyId === 9)).toBe(true);
    expect(responses.get(1, 'k')?.body.toString()).toBe('{}');
  });

  it('hands a failure to every waiting reader and does not keep it', async () => {
    const responses = new PublicResponses(new Generations());
    const failing = async () => {
      await Promise.resolve();
      throw new Error('not found');
    };
    const generation = responses.generation(1);
    const readers = [1, 2].map(() => responses.fill(1, 'k', generation, failing));
    for (const reader of readers) await expect(reader).rejects.toThrow('not found');
    const next = await responses.fill(1, 'k', generation, async () => ({ body: Buffer.from('1') }));
    expect(next.shared).toBe(false);
  });

  it('counts keys as well as answers against its memory budget', () => {
    const responses = new PublicResponses(new Generations());
    const generation = responses.generation(1);
    const megabyteKey = (i: number) => `${i}`.padEnd(1024 * 1024, 'k');
    for (let i = 0; i < 40; i++) responses.set(1, megabyteKey(i), Buffer.from('{}'), generation);
    expect(responses.get(1, megabyteKey(0))).toBeUndefined();
    expect(responses.get(1, megabyteKey(39))?.body.toString()).toBe('{}');
  });

  it('runs the cross-process check on every look-up', () => {
    const checked: number[] = [];
    const responses = new PublicResponses(
      new Generations((t) => {
        checked.push(t);
        return undefined;
      }),
    );
    responses.get(3, 'a');
    responses.generation(4);
    expect(checked).toEqual([3, 4]);
  });
});
