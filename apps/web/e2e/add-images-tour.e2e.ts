import path from 'node:path';
import { expect, test } from '@playwright/test';
import { callApi, signIn, url } from './support/app';
import { createAgentAccount, createListing, photo } from './support/listings';
import { artifacts } from './support/paths';

test.describe('Add Images tutorial', () => {
  test('starts from the help menu and walks steps 4 to 12 of the images page', async ({ page }) => {
    const agent = await createAgentAccount();
    const listing = await createListing(agent);
    // One image, so the list, profile and delete steps have something to point at.
    const form = new FormData();
    form.append('files', new Blob([await photo(1200, 750, 90)], { type: 'image/jpeg' }), 'a.jpg');
    const uploaded = await fetch(url(`/properties/ids/${listing.publicId}/files/upload`), {
      method: 'POST',
      headers: { 'X-Tenant': 'demo', Authorization: `Bearer ${agent.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { images } = (await uploaded.json()) as { images: { fileDownloadUri: string }[] };
    await callApi(
      'POST',
      `/properties/profile?imageUrl=${encodeURIComponent(images[0]!.fileDownloadUri)}&propertyId=${listing.publicId}`,
      { tenant: 'demo', token: agent.token },
    );

    await signIn(page, 'demo', agent);
    // From anywhere, the tutorial first asks which listing.
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: 'Add Images' }).click();
    await page.getByRole('heading', { name: 'Add Images' }).waitFor();
    await page.getByTestId('listing-choice').filter({ hasText: listing.name }).click();

    const popover = page.locator('.driver-popover');
    const seen: string[] = [];
    for (let index = 4; index <= 12; index++) {
      await page.locator(`.driver-popover[data-tour-step="${index}"]`).waitFor();
      seen.push(await popover.locator('.driver-popover-title').innerText());
      if (index === 4) {
        await page.screenshot({ path: path.join(artifacts, 'images-tour-step-4.png') });
      }
      if (index === 11) {
        await page.screenshot({ path: path.join(artifacts, 'images-tour-step-11.png') });
      }
      await popover.getByRole('button', { name: index === 12 ? 'Done' : 'Next' }).click();
    }
    expect(seen).toEqual([
      'Choose a room',
      'What is left',
      'Add images',
      'Profile photo',
      'Your images',
      'One room',
      'Set as profile photo',
      'The profile photo',
      'Delete',
    ]);
    await popover.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');

    // On an images page, the help menu runs the tour right there.
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: 'Add Images' }).click();
    await page.locator('.driver-popover[data-tour-step="4"]').waitFor();
    expect(new URL(page.url()).pathname).toBe(
      `/demo/dashboard/property/images/${listing.publicId}`,
    );
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
  });
});
