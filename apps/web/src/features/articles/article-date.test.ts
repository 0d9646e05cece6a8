import { describe, expect, it } from 'vitest';
import { formatArticleDate } from './article-date';

describe('formatArticleDate', () => {
  it("reads the day in the site's zone", () => {
    // 23:30 UTC on 4 December is already 5 December in Harare (UTC+2).
    expect(formatArticleDate('2026-12-04T23:30:00Z', 'Africa/Harare', 'en-GB')).toBe('5 Dec 2026');
    expect(formatArticleDate('2026-12-04T23:30:00Z', 'UTC', 'en-GB')).toBe('4 Dec 2026');
  });

  it('falls back to UTC for a zone the browser does not know', () => {
    expect(formatArticleDate('2026-12-04T23:30:00Z', 'Mars/Olympus', 'en-GB')).toBe('4 Dec 2026');
  });
});
