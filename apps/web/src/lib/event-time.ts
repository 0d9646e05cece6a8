const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone and locale: making one costs far more than using it. */
function rangeFormat(timeZone: string, locale: string | undefined): Intl.DateTimeFormat {
  const key = `${timeZone}|${locale ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    };
    try {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      // A zone this browser does not know: UTC, which the label then says, is still true.
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    }
    formats.set(key, format);
  }
  return format;
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
  locale?: string,
): string {
  const from = new Date(start);
  const to = new Date(end);
  const format = rangeFormat(timeZone, locale);
  // formatRange refuses an end before the start; the API never sends one, but a card must not break.
  return to < from ? format.format(from) : format.formatRange(from, to);
}

/**
 * One moment as people read it, in the site's time zone with the zone named, in the reader's
 * locale: a viewing's agreed and preferred times ('Sat, 5 Dec 2026, 10:00 GMT+2' in en-GB).
 */
export function formatDateTime(at: string | Date, timeZone: string, locale?: string): string {
  return rangeFormat(timeZone, locale).format(new Date(at));
}
