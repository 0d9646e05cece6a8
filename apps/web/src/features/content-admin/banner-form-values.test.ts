import { describe, expect, it } from 'vitest';
import {
  bannerBodyOf,
  bannerFormErrors,
  bannerStatus,
  bannerValuesOf,
  moveItem,
} from './banner-form-values';

const zone = 'Africa/Harare';
const values = {
  title: 'Family homes',
  subtitle: ' ',
  linkUrl: '',
  startsAt: '2026-12-01 08:00:00',
  endsAt: '2026-12-31 23:59:00',
};

describe('bannerBodyOf', () => {
  it("sends the schedule in UTC from the site's wall clock and blanks as null", () => {
    expect(bannerBodyOf(values, zone, 3)).toEqual({
      type: 'LANDING',
      title: 'Family homes',
      subtitle: null,
      linkUrl: null,
      position: 3,
      startsAt: '2026-12-01T06:00:00.000Z',
      endsAt: '2026-12-31T21:59:00.000Z',
    });
  });

  it('round-trips through the values a banner opens with', () => {
    const body = bannerBodyOf(values, zone, 0);
    const banner = { ...body, subtitle: null, linkUrl: null, image_url: null } as never;
    expect(bannerValuesOf(banner, zone)).toEqual({ ...values, subtitle: '' });
  });
});

describe('bannerFormErrors', () => {
  it('names the title and an end before the start', () => {
    expect(bannerFormErrors({ ...values, title: '', endsAt: '2026-11-01 00:00:00' }, zone)).toEqual(
      { title: 'Title is required', endsAt: 'Start must not be after end' },
    );
  });

  it('refuses a link that is not http(s)', () => {
    expect(bannerFormErrors({ ...values, linkUrl: 'javascript:alert(1)' }, zone)).toHaveProperty(
      'linkUrl',
    );
  });

  it('passes a valid banner', () => {
    expect(bannerFormErrors(values, zone)).toEqual({});
  });
});

describe('bannerStatus', () => {
  const now = Date.parse('2026-12-10T00:00:00Z');
  const image_url = '/x.webp';
  it('tells live, scheduled, ended and imageless banners apart', () => {
    expect(bannerStatus({ startsAt: null, endsAt: null, image_url }, now)).toBe('live');
    expect(bannerStatus({ startsAt: '2026-12-11T00:00:00Z', endsAt: null, image_url }, now)).toBe(
      'scheduled',
    );
    expect(bannerStatus({ startsAt: null, endsAt: '2026-12-09T00:00:00Z', image_url }, now)).toBe(
      'ended',
    );
    expect(bannerStatus({ startsAt: null, endsAt: null, image_url: null }, now)).toBe('no-image');
  });
});

describe('moveItem', () => {
  it('moves one item and leaves the rest in order', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});
