import { expect, test, type Page } from '@playwright/test';
import { FEED_SCOPES } from '@propdesk/shared';
import {
  apiSignIn,
  callApi,
  DEMO,
  readIn,
  signIn,
  staffToken,
  startSignedIn,
  url,
} from './support/app';
import { checkLooks, checkTranslatedLooks } from './support/looks';
import { createAgentAccount, createListing, moderate, sendForReview } from './support/listings';
import { screenshots, setColorScheme } from './support/screens';

// The sandbox site copies the demo site's live listings from the demo site's own RESO feed, on
// this very server (loopback, which start-server.mjs's REMOTE_FETCH_ALLOW lets through).
const SOURCE = 'demo';
const SITE = 'sandbox';
const PAGE = `/${SITE}/dashboard/moderation/reso-sources`;
const shot = screenshots('reso-sources');

const sidebarLink = (page: Page) =>
  page.getByTestId('sidebar').getByRole('link', { name: 'RESO sources', exact: true });

/** A partner's credentials on the demo site's feed, made by its admin. */
async function feedClient() {
  return callApi<{ clientId: string; clientSecret: string }>('POST', '/api/v2/feed-clients', {
    tenant: SOURCE,
    token: await staffToken('admin'),
    body: { name: `Sandbox copy ${Date.now().toString(36)}`, scopes: [...FEED_SCOPES] },
  });
}

/** A new demo agency with one live listing: what the sandbox will copy. */
async function liveListing() {
  const agent = await createAgentAccount(SOURCE);
  const listing = await createListing(agent, 'House', SOURCE);
  await sendForReview(listing.publicId, agent.token, SOURCE);
  await moderate(listing.publicId, 'approve');
  return { agent, listing };
}

test.describe('RESO sources', () => {
  test('an admin connects another site’s feed, maps a member, runs it and gets the listing', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const [{ clientId, clientSecret }, { agent, listing }] = await Promise.all([
      feedClient(),
      liveListing(),
    ]);
    const admin = await apiSignIn(SITE, DEMO.admin);
    // The sandbox starts with no source, so its empty state shows (a repeat leaves listings only).
    const before = await callApi<{ items: { publicId: string }[] }>('GET', '/api/v2/reso-sources', {
      tenant: SITE,
      token: admin.token,
    });
    for (const source of before.items) {
      await callApi('DELETE', `/api/v2/reso-sources/${source.publicId}`, {
        tenant: SITE,
        token: admin.token,
      });
    }

    await signIn(page, SITE, DEMO.admin);
    await sidebarLink(page).click();
    await page.waitForURL((u) => u.pathname === PAGE);
    await page.getByRole('heading', { level: 1, name: 'RESO sources' }).waitFor();
    await expect(page.getByTestId('reso-sources-empty')).toContainText('A RESO source is');
    await checkLooks(page, shot, 'empty', () => page.getByTestId('reso-sources-empty').waitFor());

    // A service root that is no address: the API's field error shows under the field.
    await page.getByRole('button', { name: 'Connect a source' }).click();
    const form = page.getByRole('dialog', { name: 'Connect a RESO source' });
    const name = `Demo feed ${Date.now().toString(36)}`;
    await form.getByLabel(/^Name/).fill(name);
    await form.getByLabel(/^Service root/).fill('not an address');
    await form.getByLabel(/^Token endpoint/).fill(url(`/${SOURCE}/reso/token`));
    await form.getByLabel(/^Client id/).fill(clientId);
    await form.getByLabel(/^Client secret/).fill(clientSecret);
    await expect(form.getByLabel(/^Run every/)).toHaveValue('15');
    await form.getByRole('button', { name: 'Connect source' }).click();
    await expect(
      form.getByText('The service root must be an http(s) address without a user name or password'),
    ).toBeVisible();
    await form.getByLabel(/^Service root/).fill(url(`/${SOURCE}/reso/odata`));
    await form.getByRole('button', { name: 'Connect source' }).click();
    await page.waitForURL((u) => u.pathname.startsWith(`${PAGE}/`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(clientSecret);

    // The test reads the demo feed's counts.
    await page.getByRole('button', { name: 'Test connection' }).click();
    const tested = page.getByTestId('reso-test-result');
    await expect(tested).toContainText('The server answered');
    await expect(tested).toContainText(/Property: [1-9]/);
    await expect(tested).toContainText(/Member: [1-9]/);

    // Every member starts unmapped, its listings skipped; the new agency goes to the sandbox agent.
    await expect(page.getByTestId('reso-unmapped')).toBeVisible();
    const member = page.getByTestId('reso-remote').filter({ hasText: agent.agentId });
    await expect(member).toContainText('Listings skipped');
    const select = member.getByTestId('reso-agent-select');
    await select.click();
    await select.fill(DEMO.agent.email);
    await page.getByRole('option', { name: new RegExp(DEMO.agent.email) }).click();
    await expect(member).not.toContainText('Listings skipped');
    await page.getByRole('button', { name: 'Save mapping' }).click();
    await expect(page.getByText('Mapping saved')).toBeVisible();

    // Run now: the runs list follows the run until it ends.
    await page.getByRole('button', { name: 'Run now' }).click();
    await expect(page.getByText('Run started')).toBeVisible();
    const run = page.getByTestId('reso-run').first();
    await expect(run.getByTestId('reso-run-status')).toHaveText('Finished', { timeout: 60_000 });
    const created = Number(await run.locator('[data-outcome="created"]').textContent());
    expect(created).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('last-run-counts')).toContainText('Created');

    // The run's report: the demo listing, created, with a link to its copy.
    await run.getByRole('button').click();
    const report = page.getByRole('dialog', { name: /^Run of / });
    const item = report.getByTestId('reso-run-item').filter({ hasText: listing.publicId });
    await expect(item).toContainText('Created');
    await shot(page, 'run-light-1280');
    await setColorScheme(page, 'dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'run-dark-390');
    await setColorScheme(page, 'light');
    await page.setViewportSize({ width: 1280, height: 900 });
    const href = await item.getByRole('link').getAttribute('href');
    const copyId = href!.split('/').pop()!;
    await report.getByRole('button', { name: 'Close' }).last().click();

    // The copy is the sandbox agent's own listing, in review, brought in by the source.
    const sandboxAgent = await apiSignIn(SITE, DEMO.agent);
    const copy = await callApi<{ source: string; archived: boolean; agentReference: string }>(
      'GET',
      `/properties/ids/${copyId}/get`,
      { tenant: SITE, token: sandboxAgent.token },
    );
    expect(copy).toMatchObject({ source: 'reso', archived: false });
    await page.goto(url(`/${SITE}/dashboard/moderation/listings/${copyId}`));
    await expect(page.getByRole('heading', { level: 1, name: /^Review: / })).toBeVisible();

    await page.goto(url(PAGE));
    const card = page.getByTestId('reso-source').filter({ hasText: name });
    await expect(card).toContainText('Active');
    await expect(card).toContainText('Every 15 minutes');
    await expect(card.getByTestId('last-run-counts')).toContainText('Created');
    await checkLooks(page, shot, 'list', () => card.waitFor());

    // Pause, then resume.
    await card.getByRole('button', { name: 'Pause' }).click();
    await expect(card).toContainText('Paused');
    await card.getByRole('button', { name: 'Resume' }).click();
    await expect(card).toContainText('Active');

    await card.getByRole('link', { name }).click();
    await page.getByTestId('reso-run').first().waitFor();
    await checkLooks(page, shot, 'source', () => page.getByTestId('reso-run').first().waitFor());

    // Edit: the secret left blank is kept; the schedule changes.
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit source' });
    await expect(edit.getByLabel(/^Client secret/)).toHaveValue('');
    await edit.getByLabel(/^Run every/).fill('60');
    await edit.getByRole('button', { name: 'Save source' }).click();
    await expect(page.getByText('Source saved')).toBeVisible();
    await expect(page.getByText('Every 60 minutes')).toBeVisible();
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByTestId('reso-test-result')).toContainText('The server answered');

    // Delete, after a confirm: back to the list, without it.
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this source?' });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Delete source' }).click();
    await page.waitForURL((u) => u.pathname === PAGE);
    await expect(page.getByText('Source deleted')).toBeVisible();
    await expect(page.getByTestId('reso-source').filter({ hasText: name })).toHaveCount(0);
  });

  // The sandbox is a site in English alone: Arabic is read on the demo site, with a source of its own.
  test('reads right to left in Arabic', async ({ page, context }) => {
    const ARABIC_PAGE = `/${SOURCE}/dashboard/moderation/reso-sources`;
    const token = await staffToken('admin');
    const source = await callApi<{ publicId: string }>('POST', '/api/v2/reso-sources', {
      tenant: SOURCE,
      token,
      body: {
        name: `مصدر ${Date.now().toString(36)}`,
        serviceRoot: url(`/${SITE}/reso/odata`),
        tokenUrl: url(`/${SITE}/reso/token`),
        clientId: 'unknown-client',
        clientSecret: 'not-the-secret',
        status: 'paused',
      },
    });
    await readIn(context, 'ar');
    await startSignedIn(context, DEMO.admin);
    try {
      await page.goto(url(ARABIC_PAGE));
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const heading = page.getByRole('heading', { level: 1, name: 'مصادر RESO' });
      await checkTranslatedLooks(page, shot, 'list-ar', () => heading.waitFor());
      await page.goto(url(`${ARABIC_PAGE}/${source.publicId}`));
      // Wrong credentials: the test shows the remote's refusal.
      await page.getByRole('button', { name: 'اختبار الاتصال' }).click();
      await expect(page.getByTestId('reso-test-result')).toContainText('فشل الاتصال');
      // The remote's refusal is the API's English, read in Arabic with its detail kept as sent.
      const refused = 'رفضت نقطة الحصول على الرمز بيانات الاعتماد';
      await expect(page.getByTestId('reso-test-result')).toContainText(refused);
      await expect(
        page.getByRole('alert').filter({ hasText: 'تعذّرت قراءة الأعضاء' }),
      ).toContainText(refused);
      await checkTranslatedLooks(page, shot, 'source-ar', () =>
        page.getByRole('heading', { level: 2, name: 'عمليات التشغيل' }).waitFor(),
      );
    } finally {
      await callApi('DELETE', `/api/v2/reso-sources/${source.publicId}`, { tenant: SOURCE, token });
    }
  });

  test('an agent has no way to the screen', async ({ page, context }) => {
    await startSignedIn(context, DEMO.agent, SITE);
    await page.goto(url(PAGE));
    await page.getByTestId('sidebar').waitFor();
    await expect(sidebarLink(page)).toHaveCount(0);
    await expect(
      page.getByRole('heading', { level: 1, name: "This area is for the site's staff" }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect a source' })).toHaveCount(0);
  });
});
