import { describe, expect, it } from 'vitest';
import { joinedAgo } from './joined-at';

describe('joinedAgo', () => {
  it('says how long ago in words', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(joinedAgo('2026-11-23T09:59:30Z', now)).toBe('a few seconds ago');
    expect(joinedAgo('2026-11-20T10:00:00Z', now)).toBe('3 days ago');
    expect(joinedAgo('2025-11-01T10:00:00Z', now)).toBe('a year ago');
  });
});
