import type { BrowserContextOptions } from '@playwright/test';

/** Flags that work in containers and CI; Playwright adds --headless itself. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Harare time: the demo sites are in Zimbabwe, and the greeting spec sets clock times there. */
const TIMEZONE = 'Africa/Harare';

export const defaultContextOptions = {
  viewport: { width: 1280, height: 800 },
  timezoneId: TIMEZONE,
  locale: 'en-GB',
  reducedMotion: 'reduce',
} satisfies BrowserContextOptions;
