import { expect, test } from '@playwright/test';
import { DEMO, signIn, url } from './support/app';
import { createAgentAccount, createListing, moderate, sendForReview } from './support/listings';
import { screenshots } from './support/screens';

const shot = screenshots('moderation-conflict');

test.describe('a decision on a listing that changed meanwhile', () => {
  test('is not made: the page says why and shows the listing as it is now', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const agent = await createAgentAccount();
    const listing = await createListing(agent, 'Cottage');
    await sendForReview(listing.publicId, agent.token);
    await signIn(page, 'demo', DEMO.moderator);
    await page.goto(url(`/demo/dashboard/moderation/listings/${listing.publicId}`));
    const approve = page.getByRole('button', { name: 'Approve' });
    await approve.waitFor();

    // Another moderator approves it while this page is open.
    await moderate(listing.publicId, 'approve');
    await approve.click();
    const toast = page.getByRole('alert').filter({ hasText: 'Nothing was decided' });
    await expect(toast).toContainText(
      'Nothing was decided: the page now shows the listing as it is',
    );
    await expect(toast).toContainText(
      'This listing changed since you opened it: read it again, then decide',
    );
    // Still on the listing, which the page now holds as it is (approved, its new version).
    expect(new URL(page.url()).pathname).toBe(
      `/demo/dashboard/moderation/listings/${listing.publicId}`,
    );
    await shot(page, 'stale-1280');

    // On that version the same decision is refused for what it is: the listing is live already.
    await approve.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This listing is already approved: it is live' }),
    ).toBeVisible();
  });
});
