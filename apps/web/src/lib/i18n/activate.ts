import { i18n } from '@lingui/core';
import {
  DEFAULT_LANGUAGE,
  hasLanguageAddresses,
  isLanguageCode,
  LANGUAGE_CODES,
  languageDirection,
  negotiateBrowserLanguages,
  readLanguageAddress,
  type LanguageCode,
} from '@propdesk/shared';
import { setZodLocale } from '../zod-config';

const catalogs: Record<LanguageCode, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('./catalogs/en'),
  fr: () => import('./catalogs/fr'),
  ar: () => import('./catalogs/ar'),
};

/** dayjs (the date pickers' calendar) writes month and day names in the chosen language. */
const calendars: Record<LanguageCode, () => Promise<unknown>> = {
  en: () => Promise.resolve(),
  fr: () => import('dayjs/locale/fr'),
  ar: () => import('dayjs/locale/ar'),
};

/**
 * Zod's own messages (a rule a shared schema does not word itself) in the language: a small chunk
 * each, loaded with the catalogs rather than in the first download.
 */
const zodLocales: Record<LanguageCode, () => Promise<{ default: () => { localeError: unknown } }>> =
  {
    en: () => import('zod/v4/locales/en.js'),
    fr: () => import('zod/v4/locales/fr.js'),
    ar: () => import('zod/v4/locales/ar.js'),
  };

let zodLocaleSet = false;

/** The reader's choice on this device, kept across visits and sites. */
const CHOICE_KEY = 'propdesk.language';

export function rememberLanguage(language: LanguageCode) {
  try {
    localStorage.setItem(CHOICE_KEY, language);
  } catch {
    // Private modes may refuse storage: the choice then lasts for this page only.
  }
}

export function rememberedLanguage(): LanguageCode | null {
  try {
    const stored = localStorage.getItem(CHOICE_KEY);
    return isLanguageCode(stored) ? stored : null;
  } catch {
    return null;
  }
}

export const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages;

/** The language in the address the page opened at, before any site is known. */
function openingAddressLanguage(pathname: string): LanguageCode | null {
  const address = readLanguageAddress(pathname);
  return address?.language && hasLanguageAddresses(address.page) ? address.language : null;
}

/**
 * The language the page opens in, before the site's settings have arrived: the one its address
 * names, else the reader's last choice on this device, else the best match of the browser's
 * languages, else English.
 */
export function openingLanguage(): LanguageCode {
  return (
    (typeof location === 'undefined' ? null : openingAddressLanguage(location.pathname)) ??
    rememberedLanguage() ??
    negotiateBrowserLanguages(browserLanguages(), LANGUAGE_CODES, DEFAULT_LANGUAGE)
  );
}

/**
 * Loads the language's catalogs (once) and its calendar, then switches every translated word to
 * it, and names it on <html> (`lang`, `dir`) for screen readers, search engines and the layout.
 */
export async function activateLanguage(language: LanguageCode): Promise<void> {
  if (i18n.locale === language) return;
  // Zod speaks English by itself until another language is set: the English page opens
  // without zod's words (they sit in zod's own file, which the first page may not need).
  const zodSpeaksIt = language === 'en' && !zodLocaleSet;
  const [{ messages }, , zodLocale] = await Promise.all([
    catalogs[language](),
    calendars[language](),
    zodSpeaksIt ? null : zodLocales[language](),
  ]);
  if (zodLocale) {
    setZodLocale(zodLocale.default());
    zodLocaleSet = true;
  }
  i18n.loadAndActivate({ locale: language, messages: messages as never });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = languageDirection(language);
  }
}
