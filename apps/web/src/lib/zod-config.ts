// Zod compiles fast object parsers with `new Function`, after probing whether eval is allowed.
// The pages' content security policy forbids eval, and the probe alone reports a violation, so
// the browser's zod runs without compiling (imported first in main.tsx, before any schema).
//
// Zod keeps its settings in one object on globalThis, which it adopts when it loads if one is
// there: setting it here keeps zod's code out of the first download, which has no schema
// (zod-config.test.ts checks that zod reads it).
const host = globalThis as { __zod_globalConfig?: Record<string, unknown> };
host.__zod_globalConfig = { ...host.__zod_globalConfig, jitless: true };

/**
 * Zod's own words (for a rule a schema does not word itself) in a language: its locale's
 * `localeError`, set on the same object, whether zod has loaded yet or not.
 */
export function setZodLocale(locale: { localeError: unknown }) {
  Object.assign((host.__zod_globalConfig ??= {}), locale);
}
