import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { timeAgo, timeAgoRoughly, timeWaiting } from './relative-time';

describe('timeAgo', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it('counts back in the largest whole unit', () => {
    expect(timeAgo('2026-11-23T09:59:30Z', now, 'en')).toBe('now');
    expect(timeAgo('2026-11-23T09:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(timeAgo('2026-11-23T07:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(timeAgo('2026-11-22T09:00:00Z', now, 'en')).toBe('yesterday');
    expect(timeAgo('2026-11-02T10:00:00Z', now, 'en')).toBe('3 weeks ago');
    expect(timeAgo('2025-11-01T10:00:00Z', now, 'en')).toBe('last year');
  });

  it('speaks each locale in its own words, whichever was asked for first', () => {
    expect(timeAgo('2026-11-22T09:00:00Z', now, 'en')).toBe('yesterday');
    expect(timeAgo('2026-11-22T09:00:00Z', now, 'fr')).toBe('hier');
    expect(timeAgo('2026-11-22T09:00:00Z', now, 'en')).toBe('yesterday');
  });

  it('writes in the dashboard language when no locale is given', () => {
    expect(timeAgo('2026-11-23T09:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-23T09:59:30.4Z', now)).toBe('now');
    expect(timeAgo('2026-11-23T09:59:00.4Z', now)).toBe('1 minute ago');
  });
});

describe('timeWaiting', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('says the largest whole unit', () => {
    expect(timeWaiting('2026-11-20T11:00:00Z', now)).toBe('3 days ago');
    expect(timeWaiting('2026-11-23T09:30:00Z', now)).toBe('2 hours ago');
    expect(timeWaiting('2026-11-23T11:59:00Z', now)).toBe('1 minute ago');
    expect(timeWaiting('2026-11-23T11:59:30Z', now)).toBe('just now');
  });

  it('counts in days however long the wait, and never into the future', () => {
    expect(timeWaiting('2026-10-23T12:00:00Z', now)).toBe('31 days ago');
    expect(timeWaiting('2026-11-23T12:05:00Z', new Date(now))).toBe('just now');
  });
});

describe('timeAgoRoughly', () => {
  it('says how long ago in words', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(timeAgoRoughly('2026-11-23T09:59:30Z', now)).toBe('a few seconds ago');
    expect(timeAgoRoughly('2026-11-20T10:00:00Z', now)).toBe('3 days ago');
    expect(timeAgoRoughly('2025-11-01T10:00:00Z', now)).toBe('a year ago');
  });
});

describe('timeAgoRoughly in the reader’s language', () => {
  it('says it in French once French is active', async () => {
    await import('dayjs/locale/fr');
    i18n.loadAndActivate({ locale: 'fr', messages: {} });
    try {
      expect(timeAgoRoughly('2026-01-01T00:00:00Z', new Date('2026-01-04T00:00:00Z'))).toBe(
        'il y a 3 jours',
      );
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: {} });
    }
  });
});
