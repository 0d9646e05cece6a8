import { describe, expect, it } from 'vitest';
import { waitingTime } from './waiting-time';

describe('waitingTime', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('says the largest whole unit', () => {
    expect(waitingTime('2026-11-20T11:00:00Z', now)).toBe('3 days ago');
    expect(waitingTime('2026-11-23T09:30:00Z', now)).toBe('2 hours ago');
    expect(waitingTime('2026-11-23T11:59:00Z', now)).toBe('1 minute ago');
    expect(waitingTime('2026-11-23T11:59:30Z', now)).toBe('just now');
  });
});
