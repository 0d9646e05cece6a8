import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The dashboard's and the public site's words. English is the source: its messages are the
 * spec's strings, word for word. Each feature folder keeps its own catalog beside its code
 * (`features/<name>/locales/<language>.po`); the shared parts (app, components, lib) keep
 * theirs in `src/locales/`. `npm run i18n:extract` refreshes them all.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'ar'],
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
    },
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src/app/', '<rootDir>/src/components/', '<rootDir>/src/lib/'],
    },
  ],
  orderBy: 'message',
  // No line numbers and no creation date: a catalog changes only when its messages do.
  format: formatter({
    origins: true,
    lineNumbers: false,
    customHeaderAttributes: { 'POT-Creation-Date': '' },
  }),
});
