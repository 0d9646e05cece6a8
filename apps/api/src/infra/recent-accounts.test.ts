import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { RecentAccounts, type AccountRow } from './recent-accounts';
import { VersionWatch } from './version-watch';

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
const agent: AccountRow = { id: 7, roles: ['AGENT'], email: 'a@propdesk.test' };

/** Lets the background look at the version finish. */
const settle = () => new Promise((r) => setImmediate(r));

function accounts(version: { value: number }) {
  const reads: number[] = [];
  const recent = new RecentAccounts(async (tenantId) => {
    reads.push(tenantId);
    return version.value;
  }, log);
  return { recent, reads };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('RecentAccounts', () => {
  it('reads an account once while its site version holds', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const { recent } = accounts({ value: 1 });
    const load = vi.fn(async () => agent);
    // The first find waits for the first look at the version, then reads the account.
    expect(await recent.find(1, 'u1', load)).toEqual(agent);
    expect(await recent.find(1, 'u1', load)).toEqual(agent);
    expect(await recent.find(1, 'u1', load)).toEqual(agent);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(VersionWatch.CHECK_MS);
    await recent.find(1, 'u1', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("forgets the site's accounts once its version moved, within a check", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const version = { value: 1 };
    const { recent } = accounts(version);
    const demoted = { ...agent, roles: ['CUSTOMER'] };
    let row = agent;
    const load = vi.fn(async () => row);
    await recent.find(1, 'u1', load);
    version.value = 2;
    row = demoted;
    // Until the next look the copy stands; the first find after CHECK_MS waits for the look.
    expect(await recent.find(1, 'u1', load)).toEqual(agent);
    vi.advanceTimersByTime(VersionWatch.CHECK_MS);
    expect(await recent.find(1, 'u1', load)).toEqual(demoted);
  });

  it('keeps each site apart and never keeps an account not found', async () => {
    const { recent, reads } = accounts({ value: 0 });
    await recent.find(1, 'u1', async () => agent);
    await recent.find(2, 'u1', async () => undefined);
    await settle();
    const gone = vi.fn(async () => undefined);
    expect(await recent.find(2, 'u1', gone)).toBeUndefined();
    expect(await recent.find(2, 'u1', gone)).toBeUndefined();
    expect(gone).toHaveBeenCalledTimes(2);
    expect(reads.sort()).toEqual([1, 2]);
  });

  it('reads again after TTL_MS even when the version cannot be read', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const recent = new RecentAccounts(async () => {
      throw new Error('database unreachable');
    }, log);
    const load = vi.fn(async () => agent);
    await recent.find(1, 'u1', load);
    await settle();
    await recent.find(1, 'u1', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(RecentAccounts.TTL_MS);
    await recent.find(1, 'u1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
