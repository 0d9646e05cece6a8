import { i18n } from '@lingui/core';
import { renderedOnServer } from '../rendering';

const activeLanguage = (): string => i18n.locale || 'en';

/**
 * The browser's regional variant of `language` ('fr-CA', 'ar-EG') when it has one. A page the
 * server rendered keeps the language's own formats, which the server wrote it in and the
 * browser must hydrate (the server does not know the reader's region).
 */
function browserVariant(language: string): string {
  if (renderedOnServer()) return language;
  const browser = typeof navigator === 'undefined' ? undefined : navigator.language;
  return browser?.toLowerCase().split('-')[0] === language ? browser : language;
}

/**
 * The one place the formats take their locale from: the interface's active language, in the
 * reader's regional variant of it, so that numbers, amounts and relative times ('il y a 3 jours')
 * are written the way the words around them are: '1 250 000 F CFA' in French, Arabic-Indic
 * digits where the Arabic variant asks for them (ar-EG), '1.250.000' in ar-MA. English keeps
 * 'en' as it always has.
 */
export const formatLanguage = (): string => {
  const language = activeLanguage();
  return language === 'en' ? 'en' : browserVariant(language);
};

/**
 * The locale dates are written in. In English, the reader's own regional habits (the browser's
 * locale: '5 Dec 2026' in en-GB, 'Dec 5, 2026' in en-US: undefined asks for it); in another
 * language, the browser's regional variant of it when it has one, else the language.
 */
export function dateLocale(): string | undefined {
  const language = activeLanguage();
  if (language === 'en') return renderedOnServer() ? 'en' : undefined;
  return browserVariant(language);
}
