import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { formatLanguage } from './locale';

dayjs.extend(relativeTime);

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Unit = [Intl.RelativeTimeFormatUnit, number];

/** From a year down to a minute: an audit log's times, a listing sent for review. */
const ALL_UNITS: Unit[] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/** Days at most: how long something has waited counts in days however long it gets. */
const WAITING_UNITS: Unit[] = ALL_UNITS.slice(3);

// One formatter per locale: a log page formats every row's time on each render.
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format;
}

/**
 * How long ago an instant was, exactly, in its largest whole unit (Intl): 'now',
 * '5 minutes ago', 'yesterday', '3 weeks ago', 'last year'. For logs and review dates.
 */
export function timeAgo(at: string | Date, now: Date, locale: string = formatLanguage()): string {
  const seconds = Math.round((new Date(at).getTime() - now.getTime()) / SECOND);
  const format = relativeFormat(locale);
  for (const [unit, size] of ALL_UNITS) {
    const sizeSeconds = size / SECOND;
    if (Math.abs(seconds) >= sizeSeconds)
      return format.format(Math.trunc(seconds / sizeSeconds), unit);
  }
  return format.format(0, 'second');
}

/**
 * How long something has waited, in days at most: 'just now', '1 minute ago', '2 hours ago',
 * '12 days ago'. The moderation queue's ages, which are compared across rows.
 */
export function timeWaiting(
  since: string | Date,
  now: Date | number,
  locale = formatLanguage(),
): string {
  const elapsed = Math.max(0, new Date(now).getTime() - new Date(since).getTime());
  for (const [unit, size] of WAITING_UNITS) {
    if (elapsed >= size) return relativeFormat(locale).format(-Math.floor(elapsed / size), unit);
  }
  return i18n._(msg`just now`);
}

/**
 * How long ago, roughly, as people say it (dayjs): 'a few seconds ago', '3 days ago',
 * 'a year ago'. For when someone joined, where the exact time is on hover.
 */
export function timeAgoRoughly(at: string | Date, now: Date = new Date()): string {
  // dayjs knows the languages whose calendars were loaded with their catalogs (lib/i18n).
  return dayjs(at)
    .locale(i18n.locale || 'en')
    .from(now);
}
