import { i18n } from '@lingui/core';
import {
  bestOffered,
  directionOf,
  INTERFACE_LANGUAGES,
  isInterfaceLanguage,
  SOURCE_LANGUAGE,
  type InterfaceLanguage,
} from './languages';

const catalogs: Record<InterfaceLanguage, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('./catalogs/en'),
  fr: () => import('./catalogs/fr'),
  ar: () => import('./catalogs/ar'),
};

/** dayjs (the date pickers' calendar) writes month and day names in the chosen language. */
const calendars: Record<InterfaceLanguage, () => Promise<unknown>> = {
  en: () => Promise.resolve(),
  fr: () => import('dayjs/locale/fr'),
  ar: () => import('dayjs/locale/ar'),
};

/** The reader's choice on this device, kept across visits and sites. */
const CHOICE_KEY = 'propdesk.language';

export function rememberLanguage(language: InterfaceLanguage) {
  try {
    localStorage.setItem(CHOICE_KEY, language);
  } catch {
    // Private modes may refuse storage: the choice then lasts for this page only.
  }
}

function rememberedLanguage(): InterfaceLanguage | null {
  try {
    const stored = localStorage.getItem(CHOICE_KEY);
    return isInterfaceLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The language the page opens in, before the site's settings have arrived: the reader's last
 * choice on this device, else the best match of the browser's languages, else English.
 */
export function openingLanguage(): InterfaceLanguage {
  return (
    rememberedLanguage() ??
    bestOffered(
      typeof navigator === 'undefined' ? [] : navigator.languages,
      INTERFACE_LANGUAGES.map((language) => language.code),
      SOURCE_LANGUAGE,
    )
  );
}

/**
 * Loads the language's catalogs (once) and its calendar, then switches every translated word to
 * it, and names it on <html> (`lang`, `dir`) for screen readers, search engines and the layout.
 */
export async function activateLanguage(language: InterfaceLanguage): Promise<void> {
  if (i18n.locale === language) return;
  const [{ messages }] = await Promise.all([catalogs[language](), calendars[language]()]);
  i18n.loadAndActivate({ locale: language, messages: messages as never });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }
}
