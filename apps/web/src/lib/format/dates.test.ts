import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayMonth, formatEventRange } from './dates';

describe('formatEventRange', () => {
  it("shows the times in the site's zone, not UTC, with the zone named", () => {
    expect(
      formatEventRange('2026-12-05T08:00:00Z', '2026-12-05T10:00:00Z', 'Africa/Harare', 'en-GB'),
    ).toBe('Sat, 5 Dec 2026, 10:00–12:00 GMT+2');
    expect(formatEventRange('2026-12-05T08:00:00Z', '2026-12-05T10:00:00Z', 'UTC', 'en-GB')).toBe(
      'Sat, 5 Dec 2026, 08:00–10:00 UTC',
    );
  });

  it("names the zone as the reader's locale does", () => {
    expect(
      formatEventRange('2026-12-05T08:00:00Z', '2026-12-05T10:00:00Z', 'Africa/Harare', 'en-ZW'),
    ).toContain('CAT');
  });

  it("follows the reader's locale", () => {
    const us = formatEventRange(
      '2026-12-05T08:00:00Z',
      '2026-12-05T10:00:00Z',
      'Africa/Harare',
      'en-US',
    );
    expect(us).toMatch(/^Sat, Dec 5, 2026, 10:00\sAM\s–\s12:00\sPM GMT\+2$/);
  });

  it('writes both dates when the event spans days in the zone', () => {
    // 23:00 UTC on the 5th is already the 6th in Harare.
    const text = formatEventRange(
      '2026-12-05T20:00:00Z',
      '2026-12-05T23:00:00Z',
      'Africa/Harare',
      'en-GB',
    );
    expect(text).toMatch(/^Sat, 5 Dec 2026, 22:00 GMT\+2\s–\sSun, 6 Dec 2026, 01:00 GMT\+2$/);
  });

  it('shows one instant when start and end are the same', () => {
    const at = '2026-12-05T08:00:00Z';
    expect(formatEventRange(at, at, 'Africa/Harare', 'en-GB')).toBe('Sat, 5 Dec 2026, 10:00 GMT+2');
  });

  it('falls back to UTC, and says so, for a zone the browser does not know', () => {
    expect(
      formatEventRange('2026-12-05T08:00:00Z', '2026-12-05T10:00:00Z', 'Mars/Olympus', 'en-GB'),
    ).toBe('Sat, 5 Dec 2026, 08:00–10:00 UTC');
  });

  it('shows the start alone rather than failing on an end before it', () => {
    expect(formatEventRange('2026-12-05T10:00:00Z', '2026-12-05T08:00:00Z', 'UTC', 'en-GB')).toBe(
      'Sat, 5 Dec 2026, 10:00 UTC',
    );
  });
});

describe('formatDateTime', () => {
  it("shows one moment in the site's zone with the zone named", () => {
    expect(formatDateTime('2026-12-05T08:00:00Z', 'Africa/Harare', 'en-GB')).toBe(
      'Sat, 5 Dec 2026, 10:00 GMT+2',
    );
  });

  it('falls back to UTC, and says so, for a zone the browser does not know', () => {
    expect(formatDateTime('2026-12-05T08:00:00Z', 'Nowhere/Atlantis', 'en-GB')).toBe(
      'Sat, 5 Dec 2026, 08:00 UTC',
    );
  });
});

describe('formatDate', () => {
  it("reads the day in the site's zone", () => {
    // 23:30 UTC on 4 December is already 5 December in Harare (UTC+2).
    expect(formatDate('2026-12-04T23:30:00Z', 'Africa/Harare', 'en-GB')).toBe('5 Dec 2026');
    expect(formatDate('2026-12-04T23:30:00Z', 'UTC', 'en-GB')).toBe('4 Dec 2026');
  });

  it('falls back to UTC for a zone the browser does not know', () => {
    expect(formatDate('2026-12-04T23:30:00Z', 'Mars/Olympus', 'en-GB')).toBe('4 Dec 2026');
  });

  it("writes a listing's dates in English in the reader's zone when no zone is given", () => {
    expect(formatDate('2026-11-23T12:00:00Z', undefined, 'en')).toBe('Nov 23, 2026');
  });
});

describe('formatDayMonth', () => {
  it('writes a UTC calendar day as a chart axis shows it, in the reader language', () => {
    expect(formatDayMonth('2026-12-07', 'en-GB')).toBe('7 Dec');
    expect(formatDayMonth('2026-12-07', 'fr')).toBe('7 déc.');
    // The day itself, wherever the reader is: never the day before west of UTC.
    expect(formatDayMonth('2026-01-01', 'en-US')).toBe('Jan 1');
  });
});
