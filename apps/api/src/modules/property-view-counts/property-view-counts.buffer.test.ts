import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { ViewBuffer } from './property-view-counts.buffer';

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
