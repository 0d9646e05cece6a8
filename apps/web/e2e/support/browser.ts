import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the specs with npm run test:e2e`);
  return value;
}

export const baseUrl = required('E2E_BASE_URL');
export const dataDir = required('E2E_DATA_DIR');
const artifacts = process.env.E2E_ARTIFACTS ?? path.resolve('.test-artifacts');

/** Flags that work in containers and CI; Playwright adds --headless itself. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: required('CHROME_PATH'),
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** Harare time: the demo sites are in Zimbabwe, and the greeting spec sets clock times there. */
export const TIMEZONE = 'Africa/Harare';

export const defaultContextOptions: BrowserContextOptions = {
  viewport: { width: 1280, height: 800 },
  timezoneId: TIMEZONE,
  locale: 'en-GB',
  reducedMotion: 'reduce',
};

export interface BrowserHandle {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
}

function fileName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);
}

/**
 * One browser per spec file and a fresh context and page per test. A failing test leaves a
 * screenshot of every open page in .test-artifacts/.
 */
export function useBrowser(options: BrowserContextOptions = {}): BrowserHandle {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser!.newContext({ ...defaultContextOptions, ...options });
    page = await context.newPage();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && context) {
      mkdirSync(artifacts, { recursive: true });
      const base = fileName(`${task.file?.name ?? ''} ${task.name}`);
      const pages = context.pages();
      for (const [index, open] of pages.entries()) {
        const file = path.join(artifacts, `${base}${pages.length > 1 ? `-${index + 1}` : ''}.png`);
        await open.screenshot({ path: file, fullPage: true }).catch(() => undefined);
        process.stdout.write(`Screenshot of the failure: ${file}\n`);
      }
    }
    await context?.close();
    context = undefined;
  });

  return {
    get browser() {
      if (!browser) throw new Error('The browser is not running');
      return browser;
    },
    get context() {
      if (!context) throw new Error('No browser context: use it inside a test');
      return context;
    },
    get page() {
      if (!page) throw new Error('No page: use it inside a test');
      return page;
    },
  };
}
