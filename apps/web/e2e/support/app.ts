import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { fromRun } from './run';

export const DEMO = {
  agent: { email: 'agent@propdesk.test', password: 'Agent#Demo2026', firstName: 'Tariro' },
  customer: { email: 'customer@propdesk.test', password: 'Customer#Demo2026', firstName: 'Chipo' },
  moderator: { email: 'moderator@propdesk.test', password: 'Moderator#Demo2026' },
  admin: { email: 'admin@propdesk.test', password: 'Admin#Demo2026' },
} as const;

export const url = (pathname: string) => `${fromRun('E2E_BASE_URL')}${pathname}`;

/** A unique email for accounts a spec creates. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.propdesk.test`;
}

/** Signs in through the sign-in page and waits for the dashboard. */
export async function signIn(
  page: Page,
  tenant: string,
  account: { email: string; password: string },
  from?: string,
): Promise<void> {
  const target = `/${tenant}/user/login${from ? `?from=${encodeURIComponent(from)}` : ''}`;
  await page.goto(url(target));
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname.startsWith(`/${tenant}/dashboard`));
  await page.getByTestId('sidebar').waitFor();
}

/** Calls the API directly, for setting up data a spec needs. */
export async function callApi<T = unknown>(
  method: string,
  pathname: string,
  options: { tenant?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(url(pathname), {
    method,
    headers: {
      ...(options.tenant && { 'X-Tenant': options.tenant }),
      ...(options.token && { Authorization: `Bearer ${options.token}` }),
      ...(options.body !== undefined && { 'Content-Type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The stored session of a site, as the dashboard keeps it in localStorage. */
export async function storedSession(
  page: Page,
  tenant: string,
): Promise<{ token: string; refreshToken: string } | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), `propdesk:${tenant}:session`);
  return raw ? (JSON.parse(raw) as { token: string; refreshToken: string }) : null;
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part, when the mail has one (saved search alerts). */
  html?: string;
  /** Extra headers (an alert's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

/** A mail file, or null while the server is still writing it. */
function readMail(file: string): OutboxMail | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as OutboxMail;
  } catch {
    return null;
  }
}

/**
 * The newest mail to `to` in DATA_DIR/outbox (with that subject, when given), waiting for it to
 * arrive. Notices are sent by a worker in any order, so a spec that expects one of several mails
 * to the same address names its subject.
 */
export async function latestMail(
  to: string,
  { timeoutMs = 10_000, subject }: { timeoutMs?: number; subject?: string } = {},
): Promise<OutboxMail> {
  const outbox = path.join(fromRun('E2E_DATA_DIR'), 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((f) => f.endsWith('.json'));
    } catch {
      files = [];
    }
    const mail = files
      .sort()
      .reverse()
      .map((f) => readMail(path.join(outbox, f)))
      .find((m) => m?.to === to && (subject === undefined || m.subject === subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to}${subject ? ` about "${subject}"` : ''} in ${outbox}`);
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  // A toast or modal in mid-transition is half transparent, and axe would judge its contrast so:
  // wait for running transitions to end (endless ones, such as loaders, never do).
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5000 },
  );
  // Evaluated through the DevTools protocol, so the page's script CSP does not block it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      resultTypes: ['violations'],
    })) as { violations: AxeViolation[] };
    return result.violations;
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `accessibility of ${label}`).toEqual([]);
}

/** Signs in through the API and returns the token pair. */
export function apiSignIn(tenant: string, account: { email: string; password: string }) {
  return callApi<{ token: string; refreshToken: string }>('POST', '/auth/authenticate', {
    tenant,
    body: { username: account.email, password: account.password },
  });
}

/** The claims of an access token (no verification: the server did that). */
export function tokenClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** A token of the demo site's staff (its moderator, or its admin), for setting up what staff do. */
export async function staffToken(role: 'moderator' | 'admin' = 'moderator'): Promise<string> {
  return (await apiSignIn('demo', DEMO[role])).token;
}

/** Makes every page of the context start signed in as `account`, signed in through the API. */
export async function startSignedIn(
  context: BrowserContext,
  account: { email: string; password: string },
  tenant = 'demo',
): Promise<void> {
  await seedSession(context, tenant, await apiSignIn(tenant, account));
}

/** Makes every page of the context start signed in with `pair`, as if signed in before. */
export async function seedSession(
  context: BrowserContext,
  tenant: string,
  pair: { token: string; refreshToken: string },
): Promise<void> {
  await context.addInitScript(
    ({ key, value }) => {
      if (!sessionStorage.getItem('e2e-seeded')) {
        sessionStorage.setItem('e2e-seeded', '1');
        localStorage.setItem(key, value);
      }
    },
    {
      key: `propdesk:${tenant}:session`,
      value: JSON.stringify({ ...pair, receivedAt: Date.now() }),
    },
  );
}

/** Makes every page of the context open in `language`, as if the reader had chosen it before. */
export async function readIn(context: BrowserContext, language: 'en' | 'fr' | 'ar'): Promise<void> {
  await context.addInitScript((code) => localStorage.setItem('propdesk.language', code), language);
}
