import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { RevokedSessions } from './revoked-sessions';

const HOUR = 3600_000;
const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
afterEach(() => {
  vi.useRealTimers();
});

/** A watch over a fake database: `ended` is what it answers, `asks` the windows asked for. */
function watch(ended: string[] = []) {
  const asks: number[] = [];
  const read = vi.fn(async (withinMs: number) => {
    asks.push(withinMs);
    return ended;
  });
  return { sessions: new RevokedSessions(read, HOUR, log), asks, ended };
}

describe('RevokedSessions', () => {
  it('asks the database at most once a second, however many requests check', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { sessions, asks } = watch();
    const looks = new Set(Array.from({ length: 100 }, () => sessions.check()));
    // Every request of the burst shares the one look under way.
    expect(looks.size).toBe(1);
    await [...looks][0];
    for (let i = 0; i < 100; i++) expect(sessions.check()).toBeUndefined();
    expect(asks).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    await sessions.check();
    expect(asks).toHaveLength(2);
  });

  it('first asks for a whole access-token lifetime, then for what ended since, with an overlap', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { sessions, asks } = watch();
    await sessions.check();
    vi.advanceTimersByTime(1500);
    await sessions.check();
    expect(asks).toEqual([HOUR, 1500 + RevokedSessions.OVERLAP_MS]);
  });

  it('refuses what another process ended once it looks, and what this one ended at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { sessions, ended } = watch();
    await sessions.check();
    sessions.add(['mine']);
    expect(sessions.isEnded('mine')).toBe(true);
    ended.push('theirs');
    expect(sessions.isEnded('theirs')).toBe(false);
    vi.advanceTimersByTime(1000);
    await sessions.check();
    expect(sessions.isEnded('theirs')).toBe(true);
  });

  it('forgets a session once every token issued to it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { sessions } = watch();
    sessions.add(['old']);
    vi.advanceTimersByTime(HOUR + RevokedSessions.OVERLAP_MS + 1);
    await sessions.check();
    expect(sessions.isEnded('old')).toBe(false);
  });

  it('keeps answering from what it knows when the database cannot be read, and asks again', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(['x']);
    const sessions = new RevokedSessions(read, HOUR, log);
    sessions.add(['known']);
    await sessions.check();
    expect(sessions.isEnded('known')).toBe(true);
    await sessions.check();
    expect(read).toHaveBeenCalledTimes(2);
    expect(read.mock.calls[1]![0]).toBe(HOUR);
    expect(sessions.isEnded('x')).toBe(true);
  });
});
