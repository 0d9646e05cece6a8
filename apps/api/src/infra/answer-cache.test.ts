import { describe, expect, it, vi } from 'vitest';
import { Generations, PublicResponses } from './answer-cache';

describe('PublicResponses', () => {
  it('keeps a serialized answer per tenant and key for the time to live', () => {
    vi.useFakeTimers();
    try {
      const responses = new PublicResponses(new Generations());
      responses.set(1, 'GET /x', Buffer.from('{"a":1}'), responses.generation(1), 42);
      expect(responses.get(1, 'GET /x')?.body.toString()).toBe('{"a":1}');
      expect(responses.get(1, 'GET /x')?.counted).toBe(42);
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
      return { body: Buffer.from('{}'), counted: 9 };
    });
    const generation = responses.generation(1);
    const readers = [1, 2, 3].map(() => responses.fill(1, 'k', generation, compute));
    release();
    const results = await Promise.all(readers);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(results.map((r) => r.shared)).toEqual([false, true, true]);
    expect(results.every((r) => r.answer.counted === 9)).toBe(true);
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
