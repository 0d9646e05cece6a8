import { expect, test } from '@playwright/test';
import { callApi, readIn, startSignedIn, url } from './support/app';
import { blockMapTiles } from './support/editor-tabs';
import { createAgentAccount, createListing, moderate, uploadPhotos } from './support/listings';
import { checkTranslatedLooks } from './support/looks';
import { screenshots } from './support/screens';

const shot = screenshots('languages-details');
const detailsPath = (publicId: string, tab?: string) =>
  `/demo/dashboard/property/details/${publicId}${tab ? `?tab=${tab}` : ''}`;

/** An agent of their own (a chosen language follows the account) with an approved listing. */
async function agentWithListing() {
  const agent = await createAgentAccount();
  const listing = await createListing(agent);
  await callApi('PUT', `/properties/ids/${listing.publicId}/update`, {
    tenant: 'demo',
    token: agent.token,
    body: { price: 250000, area: 1200, areaType: 'SQUARE_METRES', built: '1998' },
  });
  await uploadPhotos(listing.publicId, agent.token, 'BEDROOM', [90, 200]);
  await moderate(listing.publicId, 'approve');
  return { agent, listing };
}

test.describe('the listing detail page in French and Arabic', () => {
  test('in French: the tabs, the facts and the units tab', async ({ page, context }) => {
    await blockMapTiles(page);
    const { agent, listing } = await agentWithListing();
    await readIn(context, 'fr');
    await startSignedIn(context, agent);
    await page.goto(url(detailsPath(listing.publicId)));
    await expect(page.getByRole('tab')).toHaveText([
      'Détails',
      'Images',
      'Emplacement',
      'Unités',
      'Historique',
      'Performance',
    ]);
    await expect(page.getByRole('heading', { name: 'En bref' })).toBeVisible();
    await expect(page.getByText('Année de construction')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copier le lien' })).toBeVisible();
    await expect(page.getByText('Approuvée').first()).toBeVisible();

    await page.goto(url(detailsPath(listing.publicId, 'Units')));
    await page.getByRole('button', { name: 'Ajouter une unité' }).click();
    await expect(page.getByRole('dialog', { name: 'Ajouter une unité' })).toBeVisible();
    await expect(page.getByLabel('Titre')).toBeVisible();
  });

  test('in Arabic, right to left: details, images, units and location', async ({
    page,
    context,
  }) => {
    await blockMapTiles(page);
    const { agent, listing } = await agentWithListing();
    await readIn(context, 'ar');
    await startSignedIn(context, agent);
    await page.goto(url(detailsPath(listing.publicId)));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await checkTranslatedLooks(page, shot, 'details-ar', () =>
      expect(page.getByRole('heading', { name: 'معلومات أساسية' })).toBeVisible(),
    );
    await expect(page.getByRole('tab', { name: 'الوحدات' })).toBeVisible();

    await page.goto(url(detailsPath(listing.publicId, 'Images')));
    await expect(page.getByRole('heading', { name: 'غرفة النوم' })).toBeVisible();
    await checkTranslatedLooks(page, shot, 'images-ar', () =>
      expect(page.getByRole('link', { name: 'إدارة الصور' })).toBeVisible(),
    );

    await page.goto(url(detailsPath(listing.publicId, 'Units')));
    await checkTranslatedLooks(page, shot, 'units-ar', () =>
      expect(page.getByRole('button', { name: 'إضافة وحدة' })).toBeVisible(),
    );

    await page.goto(url(detailsPath(listing.publicId, 'Location')));
    await checkTranslatedLooks(page, shot, 'location-ar', () =>
      expect(page.getByTestId('listing-address')).toBeVisible(),
    );
  });
});
