import { expect, test } from '@playwright/test';
import { callApi, expectNoSeriousA11yViolations } from './support/app';
import { moderate, uploadPhotos as upload } from './support/listings';
import { agentOnTab, shot } from './support/editor-tabs';
import { setColorScheme } from './support/screens';

test.describe('listing editor: preview tab', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows the listing as customers will, its review state, and the link once approved', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { agent, listing } = await agentOnTab(page, 'preview');
    await callApi('PUT', `/properties/ids/${listing.publicId}/update`, {
      tenant: 'demo',
      token: agent.token,
      body: {
        price: 250000,
        area: 1200,
        areaType: 'SQUARE_METRES',
        built: '1998',
        description: 'A bright family home on a quiet close, with a large garden.',
      },
    });
    await callApi('POST', `/properties/ids/${listing.publicId}/features/all/create`, {
      tenant: 'demo',
      token: agent.token,
      body: {
        bulk: [{ featureId: await featureId('BEDROOM', agent.token), quantity: 4 }],
      },
    });
    await upload(listing.publicId, agent.token, 'GENERAL', [20, 200]);
    await upload(listing.publicId, agent.token, 'BEDROOM', [90]);
    await page.reload();

    const preview = page.getByTestId('listing-preview');
    // The gallery: every photo, by room, thumbnails open the larger view.
    await preview.getByText('All (3)').waitFor();
    await preview.getByText('Bedroom (1)').waitFor();
    await preview.getByRole('button', { name: 'Show photo 3: Bedroom' }).click();
    await expect(preview.getByText('3 / 3 · Bedroom')).toBeVisible();
    await expect(preview.getByTestId('preview-price').filter({ visible: true })).toHaveText(
      '$250,000',
    );
    await expect(preview).toContainText('For sale');
    await expect(preview).toContainText('1,200 sq mts');
    await expect(preview).toContainText('1998');
    await expect(preview).toContainText('4 × Bedroom');
    await expect(page.getByTestId('review-step')).toContainText('Under review: not sent yet');
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'preview tab, in review');
    await shot(page, 'preview-review-1280');

    // A rejection shows prominently with what to fix.
    await moderate(
      listing.publicId,
      'reject',
      'The photos show another house: add photos of this one.',
    );
    await page.reload();
    const rejection = page.getByTestId('rejection-reason');
    await expect(rejection).toContainText('The photos show another house');
    await shot(page, 'preview-rejected-1280');

    // Approved: the public link, and 'Link copied' for five seconds (of the page's clock).
    await moderate(listing.publicId, 'approve');
    await page.clock.install();
    await page.reload();
    await expect(page.getByTestId('public-link')).toHaveText(
      new RegExp(`/demo/listings/${listing.publicId}$`),
    );
    await expect(page.getByTestId('rejection-reason')).toHaveCount(0);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('button', { name: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/demo/listings/${listing.publicId}$`),
    );
    await shot(page, 'preview-approved-1280');
    await page.clock.runFor(4000);
    await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
    await page.clock.runFor(1100);
    await page.getByRole('button', { name: 'Copy link' }).waitFor({ timeout: 3000 });
    await expectNoSeriousA11yViolations(page, 'preview tab, approved');
  });

  test('at phone width, light and dark', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { agent, listing } = await agentOnTab(page, 'preview');
    await callApi('PUT', `/properties/ids/${listing.publicId}/update`, {
      tenant: 'demo',
      token: agent.token,
      body: { price: 850, category: 'RENT', displayMap: true },
    });
    await page.reload();
    await expect(page.getByTestId('preview-price').filter({ visible: true })).toHaveText('$850');
    await expect(page.getByTestId('listing-preview')).toContainText('/ month');
    await shot(page, 'preview-390');
    await setColorScheme(page);
    await page.getByTestId('listing-preview').waitFor();
    await shot(page, 'preview-390-dark');
    await expectNoSeriousA11yViolations(page, 'preview tab, dark, phone');
  });
});

/** A catalogue feature's id by name, from the types list. */
async function featureId(name: string, token: string) {
  const types = await callApi<{
    content: { name: string; features: { publicId: string; name: string }[] }[];
  }>('GET', '/api/v2/types/all/', { tenant: 'demo', token });
  return types.content.find((t) => t.name === 'House')!.features.find((f) => f.name === name)!
    .publicId;
}
