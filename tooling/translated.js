/**
 * The web app whose every word comes from the catalogs (docs/translations.md): lint refuses a
 * literal a person would read anywhere in it (tests aside). The rule's blind spots are covered by
 * the browser sweep that opens every screen in Arabic (apps/web/e2e/languages-sweep.e2e.ts).
 */
export const TRANSLATED = ['apps/web/src/**/*.{ts,tsx}'];

/**
 * What `lingui/no-unlocalized-strings` lets through: strings nobody reads (a single word that
 * does not start with a capital, as Mantine's props and CSS values are; UPPER_CASE constants)
 * and the attributes and calls that never show text.
 */
export const unlocalizedStrings = {
  useTsTypes: true,
  ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^\\W*$', '^https?://'],
  ignoreNames: [
    { regex: { pattern: 'className|^style$|testid', flags: 'i' } },
    { regex: { pattern: '^[A-Z0-9_-]+$' } },
    'to',
    'href',
    'src',
    'type',
    'id',
    'key',
    'lang',
    'dir',
    'autoComplete',
    'inputMode',
    'pattern',
    'nativeName',
    'rel',
    'target',
  ],
  ignoreFunctions: [
    'Error',
    'console.*',
    '*.getItem',
    '*.setItem',
    '*.removeItem',
    '*.startsWith',
    '*.endsWith',
    '*.includes',
    '*.test',
    '*.matches',
    'matchMedia',
    'useMediaQuery',
    'querySelector',
    '*.querySelector',
  ],
};
