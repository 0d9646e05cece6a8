import type { FastifyBaseLogger } from 'fastify';
import { chromium, type Browser } from 'playwright-core';
import { AppError } from '@propdesk/shared';
import { createLimiter } from '../lib/limiter';

/** Turns a complete HTML document (everything inline) into an A4 PDF. */
export interface PdfPrinter {
  print(html: string): Promise<Buffer>;
  close(): Promise<void>;
}

/** The flags Debian's Chromium runs headless with in a container, with nothing phoning home. */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
/** Documents printed at once: a PDF takes a core for a moment, and the machine serves pages too. */
const PRINTING_AT_ONCE = 1;
/** Documents waiting beyond those: more than this and the caller hears "try again". */
const MAX_WAITING = 8;
const PRINT_TIMEOUT_MS = 20_000;
/** The browser closes after this long without a document, giving its memory back. */
const IDLE_CLOSE_MS = 5 * 60_000;

const PRINTER_BUSY = 'Too many brochures are being made at once; try again in a minute';
const NO_PRINTER = 'Brochures are not available here: the server has no Chromium (CHROME_PATH)';
const PRINT_FAILED = 'The brochure could not be made; try again';

/**
 * One headless Chromium, started on the first document and closed when idle; documents print one
 * at a time in a fresh page each, with no network (everything the document needs is in it).
 */
export function createPdfPrinter(
  executablePath: string | undefined,
  log: FastifyBaseLogger,
): PdfPrinter {
  let browser: Promise<Browser> | undefined;
  let idle: NodeJS.Timeout | undefined;
  const printing = createLimiter(PRINTING_AT_ONCE, {
    maxWaiting: MAX_WAITING,
    full: () => new AppError('UNAVAILABLE', PRINTER_BUSY),
  });

  const launch = () =>
    (browser ??= chromium.launch({ executablePath, args: FLAGS }).catch((error: unknown) => {
      browser = undefined;
      log.error({ err: error }, 'Chromium did not start: no brochures');
      throw new AppError('UNAVAILABLE', PRINT_FAILED);
    }));
  const closeBrowser = async () => {
    const open = browser;
    browser = undefined;
    await (await open?.catch(() => undefined))?.close().catch(() => undefined);
  };

  async function printOne(html: string): Promise<Buffer> {
    const context = await (await launch()).newContext({ javaScriptEnabled: false, offline: true });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(PRINT_TIMEOUT_MS);
      await page.setContent(html, { waitUntil: 'load' });
      return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  return {
    async print(html) {
      if (!executablePath) throw new AppError('UNAVAILABLE', NO_PRINTER);
      return printing(async () => {
        clearTimeout(idle);
        try {
          return await printOne(html);
        } catch (error) {
          if (error instanceof AppError) throw error;
          log.error({ err: error }, 'a brochure could not be printed');
          // A browser that crashed is started again for the next one.
          await closeBrowser();
          throw new AppError('UNAVAILABLE', PRINT_FAILED);
        } finally {
          // The next document waiting clears it as it starts.
          idle = setTimeout(() => void closeBrowser(), IDLE_CLOSE_MS).unref();
        }
      });
    },
    async close() {
      clearTimeout(idle);
      await closeBrowser();
    },
  };
}
