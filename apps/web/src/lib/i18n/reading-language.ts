import { i18n } from '@lingui/core';
import type { LanguageCode } from '@propdesk/shared';
import { openingLanguage } from './activate';

/**
 * The language a read of the site's words (types, features, categories, countries) is made in:
 * the active one, else, before any is active, the one the page opens in.
 */
export function readingLanguage(): LanguageCode {
  return (i18n.locale || openingLanguage()) as LanguageCode;
}

/**
 * A read's cache key in a language, and the header that names it: the API answers these reads
 * in the reader's language, so a language switch reads them again instead of showing the
 * words of the last one. The base key stays a prefix, so invalidating it reaches every language.
 */
export function inLanguage<K extends readonly unknown[]>(key: K, language: LanguageCode) {
  return {
    queryKey: [...key, 'in', language] as const,
    headers: { 'Accept-Language': language },
  };
}

/** Whether a read's key was made by `inLanguage`: another language is another key. */
export function isKeyedByLanguage(key: readonly unknown[]): boolean {
  return key.at(-2) === 'in';
}
