import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@propdesk/shared';
import { SessionManager } from './session-manager';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (name: string, iat = 1_000) =>
  `${base64url({ alg: 'HS256' })}.${base64url({ sub: 'u1', email: 'a@b.test', tenant: 'demo', roles: ['AGENT'], iat, exp: iat + 3600, name })}.sig`;
const pair = (name: string) => ({ token: token(name), refreshToken: `refresh-${name}` });

const store = new Map<string, string>();
const key = 'propdesk:demo:session';
const stored = () => JSON.parse(store.get(key) ?? 'null') as Record<string, unknown> | null;

beforeEach(() => {
  store.clear();
  vi.useFakeTimers();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SessionManager', () => {
  it('keeps a signed-in pair with the time it arrived', () => {
    vi.setSystemTime(50_000);
    const manager = new SessionManager('demo', vi.fn()).load();
    manager.signIn(pair('a'));
    expect(stored()).toEqual({ ...pair('a'), receivedAt: 50_000 });
    expect(manager.getToken()).toBe(pair('a').token);
  });

  it('makes one refresh call for concurrent refreshes', async () => {
    const exchange = vi.fn(async () => pair('b'));
    const manager = new SessionManager('demo', exchange).load();
    manager.signIn(pair('a'));
    const [first, second] = await Promise.all([manager.refresh(), manager.refresh()]);
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(exchange).toHaveBeenCalledWith('refresh-a');
    expect([first, second]).toEqual([pair('b').token, pair('b').token]);
    expect(stored()?.refreshToken).toBe('refresh-b');
  });

  it("adopts another tab's newer pair instead of refreshing again", async () => {
    const exchange = vi.fn(async () => pair('c'));
    const manager = new SessionManager('demo', exchange).load();
    manager.signIn(pair('a'));
    store.set(key, JSON.stringify({ ...pair('b'), receivedAt: Date.now() }));
    expect(await manager.refresh()).toBe(pair('b').token);
    expect(exchange).not.toHaveBeenCalled();
    expect(manager.getToken()).toBe(pair('b').token);
  });

  it('tries again 30 s after the server could not be reached', async () => {
    const exchange = vi
      .fn()
      .mockRejectedValueOnce(new AppError('UNAVAILABLE', 'offline'))
      .mockResolvedValueOnce(pair('b'));
    const manager = new SessionManager('demo', exchange).load();
    manager.signIn(pair('a'));
    expect(await manager.refresh()).toBeNull();
    expect(manager.getSnapshot().status).toBe('authenticated');
    await vi.advanceTimersByTimeAsync(29_999);
    expect(exchange).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(exchange).toHaveBeenCalledTimes(2);
    expect(manager.getToken()).toBe(pair('b').token);
  });

  it('ends the session when the refresh is refused and no other tab has a new pair', async () => {
    const exchange = vi.fn().mockRejectedValue(new AppError('TOKEN_INVALID', 'refused'));
    const manager = new SessionManager('demo', exchange).load();
    manager.signIn(pair('a'));
    const result = manager.refresh();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await result).toBeNull();
    expect(manager.getSnapshot()).toEqual({ status: 'anonymous', endReason: 'expired' });
    expect(store.size).toBe(0);
  });

  it('ends the session on the server when signing out, and forgets it here whatever the answer', () => {
    const revoke = vi.fn().mockRejectedValue(new AppError('UNAVAILABLE', 'offline'));
    const manager = new SessionManager('demo', vi.fn(), revoke).load();
    manager.signIn(pair('a'));
    manager.signOut();
    expect(revoke).toHaveBeenCalledWith('refresh-a');
    expect(manager.getSnapshot()).toEqual({ status: 'anonymous', endReason: 'signed-out' });
    expect(store.size).toBe(0);
  });

  it('ends a session reloaded while locked, on the server too', () => {
    store.set(key, JSON.stringify({ ...pair('a'), receivedAt: 0 }));
    store.set('propdesk:demo:locked', '1');
    const revoke = vi.fn(async () => undefined);
    const manager = new SessionManager('demo', vi.fn(), revoke).load();
    expect(revoke).toHaveBeenCalledWith('refresh-a');
    expect(manager.getSnapshot()).toEqual({
      status: 'anonymous',
      endReason: 'reloaded-while-locked',
    });
    expect(store.size).toBe(0);
  });
});
