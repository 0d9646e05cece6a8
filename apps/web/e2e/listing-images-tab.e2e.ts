import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, url } from './support/app';
import { agentOnTab, shot } from './support/editor-tabs';

test.describe('listing editor: images tab', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("is the images page's panel, and runs the 'Add Images' tour there", async ({ page }) => {
    const { listing } = await agentOnTab(page, 'images');
    await page.getByRole('combobox', { name: 'Room' }).waitFor();
    await expect(page.getByRole('button', { name: 'Add images' })).toBeEnabled();
    await page.getByText('No images yet').waitFor();
    await expectNoSeriousA11yViolations(page, 'images tab');
    await shot(page, 'images-1280');

    // The tour flag is dropped once the tour starts; the editor's tab stays.
    await page.goto(
      url(`/demo/dashboard/property/draft/${listing.publicId}?tab=images&tour=add-images`),
    );
    await page.locator('.driver-popover[data-tour-step="4"]').waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=images');
  });
});
