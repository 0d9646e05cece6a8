/**
 * The languages the interface is written in, until the site's own list arrives with its
 * settings. Replaced by the shared module's list once the API offers it.
 */
export const INTERFACE_LANGUAGES = [
  { code: 'en', nativeName: 'English', dir: 'ltr' },
  { code: 'fr', nativeName: 'Français', dir: 'ltr' },
  { code: 'ar', nativeName: 'العربية', dir: 'rtl' },
] as const;

export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number]['code'];

export const SOURCE_LANGUAGE: InterfaceLanguage = 'en';

export const isInterfaceLanguage = (code: unknown): code is InterfaceLanguage =>
  INTERFACE_LANGUAGES.some((language) => language.code === code);

export const directionOf = (code: InterfaceLanguage): 'ltr' | 'rtl' =>
  INTERFACE_LANGUAGES.find((language) => language.code === code)?.dir ?? 'ltr';

/**
 * The first of the reader's languages (most wanted first, as `navigator.languages` gives them)
 * that `offered` holds, matching a regional tag to its language ('fr-CA' → 'fr'); else `fallback`.
 */
export function bestOffered<T extends string>(
  wanted: readonly string[],
  offered: readonly T[],
  fallback: T,
): T {
  for (const tag of wanted) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    const match = offered.find((code) => code === primary);
    if (match) return match;
  }
  return fallback;
}
