import { expect, test } from '@playwright/test';
import { AUDIT_PAGE_SIZE } from '@propdesk/shared';
import { apiSignIn, callApi, DEMO, signIn, tokenClaims, url } from './support/app';
import { createListing } from './support/listings';
import { checkLooks } from './support/looks';
import { screenshots } from './support/screens';

const AUDIT = '/demo/dashboard/moderation/audit';
const shot = screenshots('audit');

test.describe('audit log', () => {
  test("the agent sees their edit in the listing's History tab", async ({ page }) => {
    const { token } = await apiSignIn('demo', DEMO.agent);
    const agent = { token, agentId: String(tokenClaims(token).agentId) };
    const listing = await createListing(agent);
    const title = `Renovated family home ${Date.now()}`;
    await callApi('PUT', `/properties/ids/${listing.publicId}/update`, {
      tenant: 'demo',
      token,
      body: { title },
    });

    await signIn(page, 'demo', DEMO.agent);
    await page.goto(url(`/demo/dashboard/property/details/${listing.publicId}`));
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page).toHaveURL(/tab=History/);
    const entries = page.getByTestId('history-entry');
    await expect(entries.first()).toContainText('Updated the listing');
    await expect(entries.first()).toContainText(`Title: House on Jacaranda Close → ${title}`);
    // A create shows what the listing was made with, in words: the type by its name.
    const created = entries.last();
    await expect(created).toContainText('Created the listing');
    await expect(created).toContainText('Type: House');
    await expect(created).toContainText('Suburb: ');
    await expect(created).not.toContainText('→');

    await checkLooks(page, shot, 'history', () => entries.first().waitFor());
  });

  test('a moderator filters the audit log by entity', async ({ page }) => {
    // The seed writes no audit rows: a listing of the demo agent gives the filter one to find.
    const { token } = await apiSignIn('demo', DEMO.agent);
    await createListing({ token, agentId: String(tokenClaims(token).agentId) });

    await signIn(page, 'demo', DEMO.moderator);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL((u) => u.pathname === AUDIT);
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await expect(page.getByTestId('audit-row').first()).toBeVisible();

    await page.getByRole('combobox', { name: 'Entity' }).click();
    await page.getByRole('option', { name: 'Listing', exact: true }).click();
    await expect(page).toHaveURL(/entity=property/);
    const rows = page.getByTestId('audit-row');
    // The rows of the whole log stay until the filtered ones replace them: wait for those.
    await expect
      .poll(async () => new Set(await rows.locator('td:nth-child(4)').allTextContents()))
      .toEqual(new Set(['Listing']));

    // A name in the log narrows it to that person's changes.
    await rows.first().getByRole('button', { name: 'Tariro Moyo' }).click();
    await expect(page).toHaveURL(/userId=/);
    await expect(page.getByTestId('audit-user-filter')).toHaveText('By Tariro Moyo');
    await expect(rows.first()).toBeVisible();
    const writers = await rows.locator('td:nth-child(2)').allTextContents();
    expect(new Set(writers)).toEqual(new Set(['Tariro Moyo']));
    await page.getByRole('button', { name: 'Any user' }).click();
    await expect(page).not.toHaveURL(/userId=/);

    await checkLooks(page, shot, 'audit-log', () =>
      page
        .getByTestId(/^audit-(row|card)$/)
        .first()
        .waitFor(),
    );
  });

  test("a long history and the staff's log load 20 entries at a time with 'Load more'", async ({
    page,
    browser,
  }) => {
    const { token } = await apiSignIn('demo', DEMO.agent);
    const listing = await createListing({ token, agentId: String(tokenClaims(token).agentId) });
    // The create and AUDIT_PAGE_SIZE + 1 edits: one page and two entries more.
    for (let edit = 1; edit <= AUDIT_PAGE_SIZE + 1; edit++) {
      await callApi('PUT', `/properties/ids/${listing.publicId}/update`, {
        tenant: 'demo',
        token,
        body: { title: `Family home, edit ${edit}` },
      });
    }
    const total = AUDIT_PAGE_SIZE + 2;
    const loadMore = page.getByRole('button', { name: 'Load more' });

    await signIn(page, 'demo', DEMO.agent);
    await page.goto(url(`/demo/dashboard/property/details/${listing.publicId}?tab=History`));
    const entries = page.getByTestId('history-entry');
    await expect(entries).toHaveCount(AUDIT_PAGE_SIZE);
    await loadMore.click();
    await expect(entries).toHaveCount(total);
    await expect(entries.last()).toContainText('Created the listing');
    await expect(loadMore).toHaveCount(0);

    // The same writer's rows in the staff's log: more than a page of them.
    const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const staffPage = await staff.newPage();
    await signIn(staffPage, 'demo', DEMO.moderator);
    await staffPage.goto(url(`${AUDIT}?entity=property&userId=${String(tokenClaims(token).sub)}`));
    const rows = staffPage.getByTestId('audit-row');
    await expect(rows).toHaveCount(AUDIT_PAGE_SIZE);
    await staffPage.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(total);
    await staff.close();
  });

  test('agents get the restricted view of the audit log', async ({ page }) => {
    await signIn(page, 'demo', DEMO.agent);
    await page.goto(url(AUDIT));
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toHaveCount(0);
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Audit log' })).toHaveCount(
      0,
    );
  });
});
