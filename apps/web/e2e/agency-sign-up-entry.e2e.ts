import { expect, test, type Page } from '@playwright/test';
import { url } from './support/app';
import { agentWithLiveListing } from './support/leads';
import { checkLooks } from './support/looks';
import { screenshots } from './support/screens';

const shot = screenshots('agency-sign-up-entry');
const REGISTER_AGENT = '/demo/user/register/agent';

/** The header's theme button lies wholly on the screen (at 390 px it was cut off at the edge). */
async function expectThemeButtonOnScreen(page: Page) {
  const toggle = page.getByRole('button', { name: /Switch to (dark|light) mode/ }).first();
  await expect(toggle).toBeVisible();
  const box = (await toggle.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

let listingId: string;
let agentId: string;

test.beforeAll(async () => {
  const { agent, listing } = await agentWithLiveListing();
  listingId = listing.publicId;
  agentId = agent.agentId;
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`agency sign-up from the public pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an agency reaches its sign-up from the header in one step', async ({ page }) => {
      await page.goto(url('/demo'));
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: 'List your property' }).click();
      await page.waitForURL((u) => u.pathname === REGISTER_AGENT);
      await expect(page.getByRole('heading', { name: 'Register your agency' })).toBeVisible();
    });

    test('the footer links customers and agencies to their sign-ups', async ({ page }) => {
      await page.goto(url(`/demo/listings/${listingId}`));
      const footer = page.getByTestId('footer-links');
      await expect(footer.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
        'href',
        '/demo/user/register',
      );
      await footer.getByRole('link', { name: 'List your property' }).click();
      await page.waitForURL((u) => u.pathname === REGISTER_AGENT);
    });

    test('the customer form speaks to customers and links agencies to theirs', async ({ page }) => {
      await page.goto(url('/demo/user/register'));
      const form = page.getByRole('main');
      await expect(form.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      if (viewport.width === 1280) {
        const panel = page.getByRole('complementary', { name: 'About Propdesk Demo' });
        await expect(panel).toContainText('Ask questions and request viewings');
        await expect(panel).not.toContainText('publish listings');
      }
      await form.getByRole('link', { name: 'Register your agency' }).click();
      await page.waitForURL((u) => u.pathname === REGISTER_AGENT);
      // ...whose panel speaks to agencies.
      if (viewport.width === 1280) {
        await expect(page.getByRole('complementary')).toContainText('publish listings');
      }
    });

    test('the theme button fits the screen on every public page', async ({ page }) => {
      for (const path of [
        '/demo',
        `/demo/listings/${listingId}`,
        '/demo/articles',
        `/demo/agents/${agentId}`,
        '/demo/user/login',
        '/',
      ]) {
        await page.goto(url(path));
        await expectThemeButtonOnScreen(page);
      }
    });
  });
}

test.describe('the phone header', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a phone's menu offers sign-in and both sign-ups, and the header looks right", async ({
    page,
  }) => {
    await page.goto(url(`/demo/listings/${listingId}`));
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Sign in' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'List your property' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Register' }).click();
    await page.waitForURL((u) => u.pathname === '/demo/user/register');
    // Registering from the listing comes back to it.
    expect(new URL(page.url()).searchParams.get('from')).toBe(`/demo/listings/${listingId}`);

    await page.goto(url('/demo'));
    await checkLooks(page, shot, 'site-home', () =>
      page.getByRole('banner').getByRole('link', { name: 'List your property' }).waitFor(),
    );
    await page.goto(url('/demo/user/register'));
    await checkLooks(page, shot, 'customer-sign-up', () =>
      page.getByRole('link', { name: 'Register your agency' }).waitFor(),
    );
  });
});
