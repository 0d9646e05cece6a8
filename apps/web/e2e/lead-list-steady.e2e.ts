import { expect, test, type Page } from '@playwright/test';
import { callApi, signIn, uniqueEmail, url } from './support/app';
import { checkLooks } from './support/looks';
import { agentWithLiveListing, inDays, sendInquiry } from './support/leads';
import { screenshots } from './support/screens';

const shot = screenshots('lead-list');
const rows = (page: Page) => page.getByTestId('lead-row');
const panel = (page: Page) => page.getByTestId('lead-panel');

test.describe("the agent's lead list", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('keeps the open lead in place when a reply re-sorts it, and shows every preferred time', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { agent, listing } = await agentWithLiveListing();
    // A guest's viewing request with two preferred times, then six questions after it.
    await callApi('POST', `/properties/ids/${listing.publicId}/tours/create`, {
      tenant: 'demo',
      body: {
        name: 'Tendai Guest',
        email: uniqueEmail('viewer'),
        phone: '+263 77 123 4567',
        times: [inDays(3), inDays(4, 13)],
      },
    });
    for (let i = 1; i <= 6; i++) await sendInquiry(listing.publicId, `Asker ${i}`);

    await signIn(page, 'demo', agent);
    await page.goto(url('/demo/dashboard/leads'));
    await expect(rows(page)).toHaveCount(7);
    const viewing = rows(page).filter({ hasText: 'Tendai Guest' });
    await expect(viewing.getByTestId('lead-row-when')).toHaveText(/^Preferred times: .+ · .+$/);

    // Open the fifth row (an older question), reply, and it stays where it was, open and in view.
    const fifth = rows(page).nth(4);
    const name = (await fifth.textContent())!.match(/Asker \d/)![0];
    await fifth.click();
    await expect(panel(page).getByTestId('lead-title')).toHaveText(name);
    await panel(page).getByLabel('Reply').fill('Yes, it is still available from March.');
    await panel(page).getByRole('button', { name: 'Send reply' }).click();
    await expect(panel(page).getByTestId('lead-status')).toHaveText('Answered');
    await expect(rows(page).nth(4)).toContainText('Answered');
    await expect(rows(page).nth(4)).toContainText(name);
    await expect(rows(page).nth(4)).toHaveAttribute('aria-current', 'true');
    await expect(rows(page).nth(4)).toBeInViewport();

    // Closed, the list is newest activity first again.
    await panel(page).getByRole('link', { name: 'Close', exact: true }).first().click();
    await expect(rows(page).first()).toContainText(name);
    await rows(page).first().click();
    await checkLooks(page, shot, 'open', () =>
      expect(panel(page).getByTestId('lead-title')).toHaveText(name),
    );
  });
});
