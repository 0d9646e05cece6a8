import { i18n } from '@lingui/core';

/**
 * The one place the formats take their locale from: the interface's active language, so that
 * numbers, amounts and relative times ('3 days ago', 'il y a 3 jours') are written the way the
 * words around them are, Arabic-Indic digits included where the locale asks for them.
 */
export const formatLanguage = (): string => i18n.locale || 'en';

/**
 * The locale dates are written in. In English, the reader's own regional habits (the browser's
 * locale: '5 Dec 2026' in en-GB, 'Dec 5, 2026' in en-US: undefined asks for it); in another
 * language, the browser's regional variant of it when it has one ('fr-CA'), else the language.
 */
export function dateLocale(): string | undefined {
  const language = formatLanguage();
  if (language === 'en') return undefined;
  const browser = typeof navigator === 'undefined' ? undefined : navigator.language;
  return browser?.toLowerCase().split('-')[0] === language ? browser : language;
}
