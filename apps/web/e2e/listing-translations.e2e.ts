import { expect, test } from '@playwright/test';
import { callApi, readIn, staffToken, url } from './support/app';
import { agentWithLiveListing } from './support/leads';
import { checkTranslatedLooks } from './support/looks';
import { screenshots } from './support/screens';

const shot = screenshots('listing-translations');
const FRENCH_TITLE = 'Maison avec jardin, rue Jacaranda';

test.describe('a listing in several languages', () => {
  test('a French visitor reads its French text; an Arabic one gets the original with a note', async ({
    browser,
  }) => {
    const { agent, listing } = await agentWithLiveListing();
    // The agent's French text, written through the API (PUT …/translations/fr).
    await callApi('PUT', `/properties/ids/${listing.publicId}/translations/fr`, {
      tenant: 'demo',
      token: agent.token,
      body: {
        title: FRENCH_TITLE,
        description: 'Une maison lumineuse avec un grand jardin, près des écoles.',
        metaTags: 'jardin, écoles',
      },
    });
    // Sending it back to review: a moderator approves the translated text.
    await callApi('POST', `/properties/ids/${listing.publicId}/approve`, {
      tenant: 'demo',
      token: await staffToken(),
    });
    const address = url(`/demo/listings/${listing.publicId}`);

    // Each reader opens the page cold, in a fresh browser.
    const french = await browser.newContext();
    await readIn(french, 'fr');
    const frPage = await french.newPage();
    await frPage.goto(address);
    await expect(frPage.getByRole('heading', { level: 1, name: FRENCH_TITLE })).toBeVisible();
    await expect(frPage.getByText('grand jardin')).toBeVisible();
    await expect(frPage.getByTestId('listing-language-note')).toHaveCount(0);
    await french.close();

    const arabic = await browser.newContext();
    await readIn(arabic, 'ar');
    const arPage = await arabic.newPage();
    await arPage.goto(address);
    await expect(arPage.locator('html')).toHaveAttribute('dir', 'rtl');
    const original = listing.name;
    await checkTranslatedLooks(arPage, shot, 'fallback-ar', async () => {
      await expect(arPage.getByRole('heading', { level: 1, name: original })).toBeVisible();
      await expect(arPage.getByTestId('listing-language-note')).toHaveText(
        'هذا الإعلان مكتوب باللغة الإنجليزية',
      );
    });
    await arabic.close();
  });
});
