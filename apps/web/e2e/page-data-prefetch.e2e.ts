import { expect, test } from '@playwright/test';
import { signIn, url } from './support/app';
import { createAgentAccount, createListing } from './support/listings';

const USER_DELAY_MS = 800;

test('a listing page asks for its listing while the user fetch is still on its way', async ({
  page,
}) => {
  const agent = await createAgentAccount();
  const listing = await createListing(agent);
  await signIn(page, 'demo', agent);

  // Hold the user fetch back: the listing's read must not wait for it.
  let userAnsweredAt = Number.POSITIVE_INFINITY;
  await page.route('**/auth/users/names/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, USER_DELAY_MS));
    await route.continue();
    userAnsweredAt = Date.now();
  });
  let listingAskedAt = Number.POSITIVE_INFINITY;
  page.on('request', (request) => {
    if (request.url().includes(`/properties/ids/${listing.publicId}/get`)) {
      listingAskedAt = Math.min(listingAskedAt, Date.now());
    }
  });

  await page.goto(url(`/demo/dashboard/property/details/${listing.publicId}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(listingAskedAt).toBeLessThan(userAnsweredAt);
});
