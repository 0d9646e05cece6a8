const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The day an article was published, as people read it: in the site's time zone (the blog is the
 * site's), in the reader's locale: '5 Dec 2026' in en-GB. A zone the browser lacks reads as UTC.
 */
export function formatArticleDate(iso: string, timeZone: string, locale?: string): string {
  const key = `${timeZone}|${locale ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
    try {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    }
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}
