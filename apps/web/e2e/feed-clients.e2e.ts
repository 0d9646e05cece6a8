import { expect, test, type Page } from '@playwright/test';
import {
  callApi,
  DEMO,
  expectNoSeriousA11yViolations,
  readIn,
  signIn,
  staffToken,
  startSignedIn,
  url,
} from './support/app';
import { checkLooks } from './support/looks';
import { screenshots, setColorScheme } from './support/screens';

const PAGE = '/demo/dashboard/moderation/feed-clients';
const shot = screenshots('feed-clients');

/** What a partner's server does: OAuth2 client credentials at the site's token endpoint. */
function requestToken(clientId: string, clientSecret: string) {
  return fetch(url('/demo/reso/token'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    }).toString(),
  });
}

/** A call to the site's feed with the token, as the partner makes it. */
function callFeed(token: string) {
  return fetch(url('/demo/reso/client'), { headers: { Authorization: `Bearer ${token}` } });
}

const sidebarLink = (page: Page) =>
  page.getByTestId('sidebar').getByRole('link', { name: 'Feed clients', exact: true });

test.describe('feed clients', () => {
  test('an admin creates a client, sees its secret once, and revoking it stops its token', async ({
    page,
  }) => {
    const name = `Harare Homes ${Date.now().toString(36)}`;
    await signIn(page, 'demo', DEMO.admin);
    await sidebarLink(page).click();
    await page.waitForURL((u) => u.pathname === PAGE);
    await page.getByRole('heading', { level: 1, name: 'Feed clients' }).waitFor();
    await expect(page.getByTestId('token-endpoint')).toHaveText(url('/demo/reso/token'));

    // A client needs a name: refused before anything is sent.
    await page.getByRole('button', { name: 'New client' }).click();
    const modal = page.getByRole('dialog', { name: 'New feed client' });
    await modal.getByRole('button', { name: 'Create client' }).click();
    await expect(modal.getByText('Name is required')).toBeVisible();
    await modal.getByLabel(/^Name/).fill(name);
    await modal.getByRole('checkbox', { name: /Agents/ }).check();
    await expectNoSeriousA11yViolations(page, 'new feed client');
    await modal.getByRole('button', { name: 'Create client' }).click();

    // The id and secret, this once, with the warning and copy buttons.
    const shown = page.getByRole('dialog', { name: "Copy the client's secret now" });
    await expect(shown.getByText('Shown only once')).toBeVisible();
    const clientId = (await shown.getByTestId('client-id').textContent())!.trim();
    const clientSecret = (await shown.getByTestId('client-secret').textContent())!.trim();
    expect(clientId).toMatch(/^[0-9A-Za-z]{24}$/);
    expect(clientSecret).toMatch(/^[\w-]{43}$/);
    await expect(shown.getByRole('button', { name: 'Copy Client id' })).toBeVisible();
    await expect(shown.getByRole('button', { name: 'Copy Client secret' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the secret, once');
    await shot(page, 'secret-light-1280');
    await setColorScheme(page, 'dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'secret-dark-390');
    await setColorScheme(page, 'light');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shown.getByRole('button', { name: 'I have copied them' }).click();
    await expect(shown).toBeHidden();

    const card = page.getByTestId('feed-client').filter({ hasText: name });
    await expect(card).toContainText('In use');
    await expect(card).toContainText('Never used');
    await expect(card).toContainText('Live listings');
    await expect(card).toContainText('Agents');

    // The partner trades the id and secret for a token, and reads the feed with it.
    const issued = await requestToken(clientId, clientSecret);
    expect(issued.status).toBe(200);
    expect(issued.headers.get('cache-control')).toBe('no-store');
    const { access_token: token, scope } = (await issued.json()) as {
      access_token: string;
      scope: string;
    };
    expect(scope).toBe('Property Media Member');
    const me = await callFeed(token);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ name });

    // The list says when it was last used, and never shows the secret again.
    await page.reload();
    await expect(card).toContainText('Last used');
    await expect(page.locator('body')).not.toContainText(clientSecret);
    await checkLooks(page, shot, 'page', () => card.waitFor());

    // Revoke, after a confirm: the token stops working at once, and no new one is given.
    await card.getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this feed client?' });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Revoke client' }).click();
    await expect(page.getByText('Feed client revoked')).toBeVisible();
    await expect(card).toContainText('Revoked');
    await expect(card.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
    expect((await callFeed(token)).status).toBe(401);
    const again = await requestToken(clientId, clientSecret);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ error: 'invalid_client' });
  });

  test('reads right to left in Arabic', async ({ page, context }) => {
    await readIn(context, 'ar');
    await startSignedIn(context, DEMO.admin);
    await page.goto(url(PAGE));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const heading = page.getByRole('heading', { level: 1, name: 'عملاء الموجز' });
    await heading.waitFor();
    // 'OAuth2' is isolated left to right, so the parenthesis after it stays at its end (on its
    // left in Arabic) and on its line, at both widths.
    const label = page.getByText(/^نقطة الحصول على الرمز \(/);
    const term = label.locator('bdi');
    await expect(term).toHaveText('OAuth2');
    await expect(term).toHaveAttribute('dir', 'ltr');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const { paren, word } = await term.evaluate((bdi) => {
        const range = document.createRange();
        range.setStart(bdi.nextSibling!, 0);
        range.setEnd(bdi.nextSibling!, 1);
        const box = (r: DOMRect) => ({ left: r.left, right: r.right, top: r.top });
        return {
          paren: { text: range.toString(), ...box(range.getBoundingClientRect()) },
          word: box(bdi.getBoundingClientRect()),
        };
      });
      expect(paren.text).toBe(')');
      expect(Math.abs(paren.top - word.top), `same line at ${width}`).toBeLessThan(4);
      expect(paren.right, `left of OAuth2 at ${width}`).toBeLessThanOrEqual(word.left + 1);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await checkLooks(page, shot, 'page-ar', () => heading.waitFor());
  });

  test('lists past 100 clients, 20 at a time with Load more', async ({ page, context }) => {
    const token = await staffToken('admin');
    const total = async () =>
      (
        await callApi<{ totalElements: number }>('GET', '/api/v2/feed-clients/all', {
          tenant: 'demo',
          token,
        })
      ).totalElements;
    const run = Date.now().toString(36);
    const missing = Math.max(0, 105 - (await total()));
    for (let i = 0; i < missing; i += 15) {
      await Promise.all(
        Array.from({ length: Math.min(15, missing - i) }, (_, j) =>
          callApi('POST', '/api/v2/feed-clients', {
            tenant: 'demo',
            token,
            body: { name: `Portal ${run} ${i + j}`, scopes: ['Property'] },
          }),
        ),
      );
    }
    const count = await total();
    expect(count).toBeGreaterThan(100);

    await startSignedIn(context, DEMO.admin);
    await page.goto(url(PAGE));
    const cards = page.getByTestId('feed-client');
    await expect(cards).toHaveCount(20);
    const more = page.getByRole('button', { name: 'Load more' });
    for (let shown = 20; shown < count; shown = Math.min(shown + 20, count)) {
      await more.click();
      await expect(cards).toHaveCount(Math.min(shown + 20, count));
    }
    await expect(more).toHaveCount(0);
    if (missing) await expect(cards.filter({ hasText: `Portal ${run} 0` })).toHaveCount(1);
  });

  for (const role of ['moderator', 'agent'] as const) {
    test(`a ${role} has no way to the screen`, async ({ page, context }) => {
      await startSignedIn(context, DEMO[role]);
      await page.goto(url(PAGE));
      await page.getByTestId('sidebar').waitFor();
      await expect(sidebarLink(page)).toHaveCount(0);
      const refusal =
        role === 'moderator'
          ? 'Only admins can manage feed clients'
          : "This area is for the site's staff";
      await expect(page.getByRole('heading', { level: 1, name: refusal })).toBeVisible();
      await expect(page.getByRole('button', { name: 'New client' })).toHaveCount(0);
    });
  }
});
