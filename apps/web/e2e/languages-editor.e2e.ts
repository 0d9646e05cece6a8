import { expect, test } from '@playwright/test';
import { readIn, startSignedIn, url } from './support/app';
import { blockMapTiles } from './support/editor-tabs';
import { createAgentAccount, createListing } from './support/listings';
import { checkLooks } from './support/looks';
import { screenshots } from './support/screens';

const shot = screenshots('languages-editor');

test.describe('the listing editor in French and Arabic', () => {
  test('the stepper names its tabs in French', async ({ context, page }) => {
    await blockMapTiles(page);
    const agent = await createAgentAccount();
    const listing = await createListing(agent, 'House');
    await startSignedIn(context, agent);
    await readIn(context, 'fr');
    await page.goto(url(`/demo/dashboard/property/draft/${listing.publicId}?tab=details`));
    const sections = page.getByRole('tablist', { name: 'Sections de l’annonce' });
    await expect(sections.getByRole('tab', { name: 'Détails' })).toBeVisible();
    await expect(sections.getByRole('tab', { name: 'Emplacement' })).toBeVisible();
    await expect(sections.getByRole('tab', { name: 'Équipements' })).toBeVisible();
  });

  test('the stepper reads right to left in Arabic', async ({ context, page }) => {
    await blockMapTiles(page);
    const agent = await createAgentAccount();
    const listing = await createListing(agent, 'House');
    await startSignedIn(context, agent);
    await readIn(context, 'ar');
    await page.goto(url(`/demo/dashboard/property/draft/${listing.publicId}?tab=details`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const sections = page.getByRole('tablist', { name: 'أقسام الإعلان' });
    await expect(sections.getByRole('tab', { name: 'التفاصيل' })).toBeVisible();
    await expect(sections.getByRole('tab', { name: 'الموقع' })).toBeVisible();
    await expect(sections.getByRole('tab', { name: 'المرافق' })).toBeVisible();
    await checkLooks(page, shot, 'stepper-ar', () =>
      expect(sections.getByRole('tab', { name: 'التفاصيل' })).toBeVisible(),
    );
  });
});
