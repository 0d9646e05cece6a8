import { describe, expect, it } from 'vitest';
import { refreshDelay } from './refresh-timing';

describe('refreshDelay', () => {
  const hour = { iat: 1_000_000, exp: 1_003_600 };

  it('refreshes 300 s before the end of the lifetime, counted from arrival', () => {
    expect(refreshDelay(50_000, hour, 50_000)).toBe(3300 * 1000);
    expect(refreshDelay(50_000, hour, 50_000 + 3000 * 1000)).toBe(300 * 1000);
  });

  it('ignores how far the local clock is from the server clock', () => {
    const receivedAt = Date.UTC(2030, 0, 1);
    expect(refreshDelay(receivedAt, hour, receivedAt)).toBe(3300 * 1000);
  });

  it('refreshes at once when the moment has passed', () => {
    expect(refreshDelay(0, hour, 4000 * 1000)).toBe(0);
  });

  it('reads exp against the local clock when the token has no iat', () => {
    expect(refreshDelay(0, { exp: 10_000 }, 9000 * 1000)).toBe(700 * 1000);
  });
});
