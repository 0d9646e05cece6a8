/**
 * The parts of the web app whose every word comes from the catalogs (docs/translations.md): lint
 * refuses a literal a person would read in them. A folder or file joins the list once it is
 * translated into every offered language; the list grows until it is the whole of apps/web/src.
 */
export const TRANSLATED = [
  'apps/web/src/lib/i18n/**/*.{ts,tsx}',
  'apps/web/src/lib/greeting.ts',
  'apps/web/src/components/language-menu.tsx',
  'apps/web/src/components/language-select.tsx',
  'apps/web/src/components/public-header.tsx',
  'apps/web/src/components/public-footer.tsx',
  'apps/web/src/components/not-found.tsx',
  'apps/web/src/components/load-more-button.tsx',
  'apps/web/src/components/full-page-loader.tsx',
  'apps/web/src/components/color-scheme-toggle.tsx',
  'apps/web/src/app/shell/top-bar.tsx',
  'apps/web/src/app/shell/sidebar.tsx',
  'apps/web/src/app/shell/lock-screen.tsx',
  'apps/web/src/app/shell/restricted-view.tsx',
  'apps/web/src/features/auth/components/auth-layout.tsx',
  'apps/web/src/features/auth/pages/login-page.tsx',
  'apps/web/src/features/auth/api/authenticate.ts',
  'apps/web/src/lib/session/end-reasons.ts',
  'apps/web/src/features/*/*-nav.ts',
  'apps/web/src/features/site-settings/**/*.{ts,tsx}',
  'apps/web/src/components/link-tab-bar.tsx',
  'apps/web/src/features/listing-editor/editor-tabs.ts',
  'apps/web/src/features/listing-editor/components/blocked-tab.tsx',
  'apps/web/src/features/my-listings/{api,components,pages}/**/*.{ts,tsx}',
  'apps/web/src/features/my-listings/*-filters.ts',
  'apps/web/src/components/archive-confirm-modal.tsx',
  'apps/web/src/features/auth/**/*.{ts,tsx}',
  'apps/web/src/components/password-strength.tsx',
  'apps/web/src/components/optional-label.tsx',
  'apps/web/src/components/leave-guard.tsx',
  'apps/web/src/lib/notify.ts',
  'apps/web/src/lib/api-client.ts',
  'apps/web/src/lib/tour.ts',
  'apps/web/src/app/shell/**/*.{ts,tsx}',
  'apps/web/src/features/session/**/*.{ts,tsx}',
  'apps/web/src/features/home/**/*.{ts,tsx}',
  'apps/web/src/features/profile/**/*.{ts,tsx}',
  'apps/web/src/components/user-avatar.tsx',
];

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
