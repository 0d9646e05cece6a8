/**
 * The one place the formats take their locale from. The dashboard's words are English for now,
 * and its numbers, amounts and relative times ('3 days ago') are written in the same language;
 * dates and times follow the reader's own regional habits (the browser's locale: '5 Dec 2026'
 * in en-GB, 'Dec 5, 2026' in en-US). When the translations come, the chosen language goes here.
 */
export const LANGUAGE = 'en';

/** The locale dates are written in: undefined is the reader's (the browser's) locale. */
export const DATE_LOCALE: string | undefined = undefined;
