import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test, type BrowserContext, type Page } from '@playwright/test';
import {
  apiSignIn,
  DEMO,
  expectNoSeriousA11yViolations,
  startSignedIn,
  tokenClaims,
  url,
} from './support/app';
import { artifacts } from './support/paths';
import { setColorScheme } from './support/screens';

/**
 * axe-core on every page, in light and dark, at laptop and phone widths. With
 * E2E_SCREENSHOTS=1 each page is also saved to .test-artifacts/screens/ for a visual review.
 */
const screenshots = process.env.E2E_SCREENSHOTS === '1';
const screensDir = path.join(artifacts, 'screens');
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

interface Visit {
  name: string;
  path: string;
  /** Waits for the page to be ready; a visible heading by default. */
  ready: (page: Page) => Promise<unknown>;
}

const heading = (name: string) => (page: Page) =>
  page.getByRole('heading', { name, exact: false }).first().waitFor();

/**
 * Each page once per width, checked in light and then, switched in place, in dark: the switch
 * changes colours only, so the page need not load twice.
 */
async function visitAll(context: BrowserContext, visits: Visit[]): Promise<void> {
  await context.addInitScript(() => localStorage.setItem('propdesk-color-scheme', 'light'));
  const page = await context.newPage();
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const visit of visits) {
      await page.goto(url(visit.path));
      await visit.ready(page);
      await page.waitForLoadState('networkidle');
      for (const scheme of SCHEMES) {
        await setColorScheme(page, scheme);
        await expectNoSeriousA11yViolations(page, `${visit.name} (${scheme}, ${size.name})`);
        if (screenshots) {
          mkdirSync(screensDir, { recursive: true });
          await page.screenshot({
            path: path.join(screensDir, `${visit.name}-${scheme}-${size.width}.png`),
            fullPage: true,
          });
        }
      }
    }
  }
  await page.close();
}

test.describe('accessibility of every page', () => {
  test('signed-out pages in light and dark', async ({ context }) => {
    const { token } = await apiSignIn('demo', DEMO.agent);
    const agentId = String(tokenClaims(token).agentId);
    await visitAll(context, [
      { name: 'sites', path: '/', ready: heading('Choose your site') },
      { name: 'site-home', path: '/demo', ready: heading('Demo') },
      { name: 'sign-in', path: '/demo/user/login', ready: heading('Sign in') },
      { name: 'sign-up', path: '/demo/user/register', ready: heading('Create your account') },
      {
        name: 'agent-sign-up',
        path: '/demo/user/register/agent',
        ready: heading('Register your agency'),
      },
      {
        name: 'forgot-password',
        path: '/demo/user/forgot-password',
        ready: heading('Forgot your password?'),
      },
      {
        name: 'reset-password',
        path: '/demo/user/reset-password?token=sample',
        ready: heading('Choose a new password'),
      },
      { name: 'agent-page', path: `/demo/agents/${agentId}`, ready: heading('Sunrise Realty') },
      { name: 'unknown-site', path: '/nowhere-site', ready: heading('Site not found') },
    ]);
  });

  test('agent dashboard in light and dark', async ({ context }) => {
    await startSignedIn(context, DEMO.agent);
    await visitAll(context, [
      { name: 'agent-home', path: '/demo/dashboard', ready: heading('Tariro') },
      {
        name: 'agent-profile',
        path: '/demo/dashboard/profile',
        ready: (page) => page.getByLabel(/^Agency name/).waitFor(),
      },
      { name: 'agent-leads', path: '/demo/dashboard/leads', ready: heading('Leads') },
      {
        name: 'dashboard-not-found',
        path: '/demo/dashboard/no-such-page',
        ready: heading('Page not found'),
      },
    ]);
  });

  test('customer dashboard in light and dark', async ({ context }) => {
    await startSignedIn(context, DEMO.customer);
    await visitAll(context, [
      { name: 'customer-home', path: '/demo/dashboard', ready: heading('Chipo') },
      {
        name: 'customer-profile',
        path: '/demo/dashboard/profile',
        ready: (page) => page.getByLabel(/^Other names/).waitFor(),
      },
      { name: 'customer-requests', path: '/demo/dashboard/leads', ready: heading('My requests') },
      {
        name: 'restricted',
        path: '/demo/dashboard/property/list',
        ready: heading('This area is for agents'),
      },
    ]);
  });

  test('lock screen in light and dark', async ({ context }) => {
    await startSignedIn(context, DEMO.agent);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(url('/demo/dashboard'));
    await page.getByTestId('greeting').waitFor();
    await page.clock.fastForward(600_000);
    await page.getByRole('heading', { name: 'Screen locked' }).waitFor();
    for (const scheme of SCHEMES) {
      await setColorScheme(page, scheme);
      await expectNoSeriousA11yViolations(page, `lock screen (${scheme})`);
      if (screenshots) {
        mkdirSync(screensDir, { recursive: true });
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.screenshot({ path: path.join(screensDir, `lock-screen-${scheme}-1280.png`) });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.screenshot({ path: path.join(screensDir, `lock-screen-${scheme}-390.png`) });
      }
    }
  });
});
