import { dateLocale } from './locale';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per kind, zone and locale: making one costs far more than using it. A zone this
 * browser does not know reads as UTC, which the label then says where it names the zone.
 */
function dateFormat(
  options: Intl.DateTimeFormatOptions,
  timeZone: string | undefined,
  locale: string | undefined,
): Intl.DateTimeFormat {
  const key = `${JSON.stringify(options)}|${timeZone ?? ''}|${locale ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    }
    formats.set(key, format);
  }
  return format;
}

/**
 * Thin and narrow no-break spaces as plain spaces: Node's ICU writes '5:00\u2009–\u20097:00\u202fPM'
 * where Chromium writes '5:00 – 7:00 PM', and a page rendered on the server must read the same
 * in the browser that hydrates it.
 */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

const MOMENT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  ...DAY,
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};

const DAY_MONTH: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };

/** A calendar day (YYYY-MM-DD, which Date reads as UTC midnight) as a chart axis shows it: 5 Dec in en-GB. */
export function formatDayMonth(day: string, locale: string | undefined = dateLocale()): string {
  return plainSpaces(dateFormat(DAY_MONTH, DAY_MONTH.timeZone, locale).format(new Date(day)));
}

/**
 * A day as people read it, in a zone (the site's: '5 Dec 2026' in en-GB even where it is still
 * 4 December in UTC), or the reader's own zone when none is given.
 */
export function formatDate(
  at: string | Date,
  timeZone?: string,
  locale: string | undefined = dateLocale(),
): string {
  return plainSpaces(dateFormat(DAY, timeZone, locale).format(new Date(at)));
}

/**
 * An event's start and end as people read them: in the site's time zone (the event happens
 * there, wherever the reader is), in the reader's locale, with the zone's short name, and the
 * date once when both fall on the same day: 'Sat, 5 Dec 2026, 10:00–12:00 GMT+2' in en-GB.
 */
export function formatEventRange(
  start: string | Date,
  end: string | Date,
  timeZone: string,
  locale: string | undefined = dateLocale(),
): string {
  const from = new Date(start);
  const to = new Date(end);
  const format = dateFormat(MOMENT, timeZone, locale);
  // formatRange refuses an end before the start; the API never sends one, but a card must not break.
  return plainSpaces(to < from ? format.format(from) : format.formatRange(from, to));
}

/**
 * One moment as people read it, in the site's time zone with the zone named, in the reader's
 * locale: a viewing's agreed and preferred times ('Sat, 5 Dec 2026, 10:00 GMT+2' in en-GB).
 */
export function formatDateTime(
  at: string | Date,
  timeZone: string,
  locale: string | undefined = dateLocale(),
): string {
  return plainSpaces(dateFormat(MOMENT, timeZone, locale).format(new Date(at)));
}
