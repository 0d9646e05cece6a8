import { expect, test, type Page } from '@playwright/test';
import { callApi, DEMO, expectNoSeriousA11yViolations, signIn, url } from './support/app';
import { createAgentAccount, createListing, sendForReview, uploadPhotos } from './support/listings';
import { expectNoHorizontalScroll, screenshots, setColorScheme } from './support/screens';

const shot = screenshots('moderation');
const rows = (page: Page) => page.getByTestId('queue-row');

/** A new agency with two listings waiting for review, so the queue filtered to it is its own. */
async function agentWithTwoWaiting() {
  const agent = await createAgentAccount();
  const first = await createListing(agent);
  const second = await createListing(agent);
  await sendForReview(first.publicId, agent.token);
  await sendForReview(second.publicId, agent.token);
  return {
    agent,
    first,
    second,
    queue: `/demo/dashboard/moderation/listings?agent=${agent.agentId}`,
  };
}

test.describe('moderation', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a moderator approves one listing and sends another back; the agent fixes it', async ({
    page,
    browser,
  }) => {
    const { agent, first, second, queue } = await agentWithTwoWaiting();
    await signIn(page, 'demo', DEMO.moderator);
    await expect(page.getByTestId('count-Listings waiting')).toHaveText(/^\d+$/);
    await shot(page, 'home-1280-light');
    await expect(
      page.getByTestId('sidebar').getByRole('link', { name: /^Review queue/ }),
    ).toBeVisible();

    // The agent filter finds any agency by its name or email.
    await page
      .getByTestId('sidebar')
      .getByRole('link', { name: /^Review queue/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Review queue' }).waitFor();
    const agentFilter = page.getByRole('combobox', { name: 'Agent' });
    await agentFilter.fill(agent.email);
    await page.getByRole('option').filter({ hasText: agent.email }).click();
    await page.waitForURL((u) => u.searchParams.get('agent') === agent.agentId);
    await expect(agentFilter).toHaveValue('Lens & Light Realty');
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).first()).toContainText('Few photos');
    await expectNoSeriousA11yViolations(page, 'review queue');
    await shot(page, 'queue-1280-light');

    await rows(page).first().getByRole('link').click();
    await page.getByTestId('shortcut-hint').waitFor();
    await page.getByRole('button', { name: 'Approve' }).waitFor();
    // Who sent it, when, and what to look at first.
    await expect(page.getByTestId('review-facts')).toContainText('By Lens & Light Realty');
    await expect(page.getByTestId('review-facts')).toContainText('Few photos');
    await expectNoSeriousA11yViolations(page, 'review page');
    await shot(page, 'review-1280-light');
    // A approves and moves to the next listing of the queue.
    await page.keyboard.press('a');
    await page.waitForURL((u) => u.pathname.endsWith(`/listings/${second.publicId}`));
    // The keys act on the listing shown: wait for the second one's code (both share a title).
    const { code } = await callApi<{ code: string }>(
      'GET',
      `/properties/ids/${second.publicId}/get`,
      { tenant: 'demo', token: agent.token },
    );
    await page.getByText(code, { exact: true }).waitFor();
    await page.keyboard.press('s');
    const dialog = page.getByRole('dialog', { name: 'Send back to the agent' });
    await dialog.getByText('The price looks wrong').click();
    await expectNoSeriousA11yViolations(page, 'reject form');
    await dialog.getByRole('button', { name: 'Send back' }).click();
    // The last one decided: back to the queue, now empty.
    await page.waitForURL((u) => u.pathname.endsWith('/moderation/listings'));
    await expect(page.getByText('Nothing to review here.')).toBeVisible();

    const live = await callApi<{ published: string }>(
      'GET',
      `/properties/ids/${first.publicId}/get`,
      {
        tenant: 'demo',
      },
    );
    expect(live.published).toBe('APPROVED');

    // The agent sees the reason on My Listings and in the editor.
    const agentPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(agentPage, 'demo', agent);
    await agentPage.goto(url('/demo/dashboard/property/list'));
    await expect(agentPage.getByTestId('rejection-reason')).toContainText('The price looks wrong');
    await agentPage.goto(url(`/demo/dashboard/property/draft/${second.publicId}?tab=price`));
    await expect(agentPage.getByTestId('rejection-reason')).toContainText('The price looks wrong');
    // The agent fixes the price in the editor and saves: the reason stays until they send it.
    await agentPage.getByRole('textbox', { name: 'Price' }).fill('950');
    await agentPage.getByRole('button', { name: 'Save', exact: true }).click();
    await agentPage.getByText('Property saved').waitFor();
    await expect(agentPage.getByTestId('rejection-reason')).toContainText('The price looks wrong');
    await agentPage.getByRole('button', { name: 'Send for review' }).click();
    await expect(agentPage.getByTestId('rejection-reason')).toHaveCount(0);
    await expect(agentPage.getByTestId('review-step')).toContainText('Under review: sent');
    const fixed = await callApi<{ price: number; rejectionReason: string | null }>(
      'GET',
      `/properties/ids/${second.publicId}/get`,
      { tenant: 'demo', token: agent.token },
    );
    expect(fixed).toMatchObject({ price: 950, rejectionReason: null });
    await agentPage.close();

    // Back in the queue as waiting.
    await page.goto(url(queue));
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).not.toContainText('Sent back');

    // A new title on the approved one sends it back to review, with what changed since.
    const title = `Renovated house with a new roof ${Date.now()}`;
    await callApi('PUT', `/properties/ids/${first.publicId}/update`, {
      tenant: 'demo',
      token: agent.token,
      body: { title },
    });
    await page.goto(
      url(`/demo/dashboard/moderation/listings/${first.publicId}${new URL(url(queue)).search}`),
    );
    const changed = page.getByTestId('changes-table').getByRole('row', { name: /^Title/ });
    await expect(changed).toContainText(title);
    await expect(page.getByTestId('changes-table').getByRole('row')).toHaveCount(2);
    await shot(page, 'review-changes-1280-light');
  });

  test('light and dark, and 390 px without horizontal scroll', async ({ page }) => {
    const { agent, first, queue } = await agentWithTwoWaiting();
    // Photos and a pasted link without spaces: what made the review page scroll sideways.
    await uploadPhotos(first.publicId, agent.token, 'GENERAL', [20, 90, 160, 230]);
    await callApi('PUT', `/properties/ids/${first.publicId}/update`, {
      tenant: 'demo',
      token: agent.token,
      body: { description: `Floor plans: https://example.com/${'floorplans'.repeat(12)}.pdf` },
    });
    await signIn(page, 'demo', DEMO.moderator);
    await page.goto(url(queue));
    await expect(rows(page)).toHaveCount(2);
    await setColorScheme(page);
    await expect(rows(page)).toHaveCount(2);
    await expectNoSeriousA11yViolations(page, 'review queue, dark');
    // The listing with photos but no chosen profile photo shows its first one.
    await expect(rows(page).locator('img')).toHaveCount(1);
    await shot(page, 'queue-1280-dark');
    await page.goto(url(`/demo/dashboard/moderation/listings/${first.publicId}`));
    await page.getByRole('button', { name: 'Approve' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'review page, dark');
    await shot(page, 'review-1280-dark');

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalScroll(page);
    await shot(page, 'review-390-dark');
    await page.goto(url(queue));
    await expect(rows(page)).toHaveCount(2);
    await expectNoHorizontalScroll(page);
    await shot(page, 'queue-390-dark');
    await setColorScheme(page, 'light');
    await expect(rows(page)).toHaveCount(2);
    await expectNoHorizontalScroll(page);
    await shot(page, 'queue-390-light');
    await page.goto(url(`/demo/dashboard/moderation/listings/${first.publicId}`));
    await page.getByRole('button', { name: 'Approve' }).waitFor();
    await expectNoHorizontalScroll(page);
    await shot(page, 'review-390-light');

    await page.goto(url('/demo/dashboard'));
    await expect(page.getByTestId('count-Listings waiting')).toHaveText(/^\d+$/);
    await expectNoHorizontalScroll(page);
    await shot(page, 'home-390-light');
    await setColorScheme(page);
    await expect(page.getByTestId('count-Listings waiting')).toHaveText(/^\d+$/);
    await expectNoHorizontalScroll(page);
    await shot(page, 'home-390-dark');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'home-1280-dark');
  });

  test('agents get the restricted view on the moderation pages', async ({ page }) => {
    await signIn(page, 'demo', DEMO.agent);
    await page.goto(url('/demo/dashboard/moderation/listings'));
    await expect(page.getByText("This area is for the site's staff")).toBeVisible();
  });
});
