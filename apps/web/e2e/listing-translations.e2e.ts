import { expect, test } from '@playwright/test';
import { callApi, readIn, staffToken, startSignedIn, url } from './support/app';
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

  test("the agent writes the listing's French title and description from the editor", async ({
    browser,
  }) => {
    const { agent, listing } = await agentWithLiveListing();
    const title = 'Maison lumineuse près du parc';
    const context = await browser.newContext();
    await startSignedIn(context, agent);
    const page = await context.newPage();
    await page.goto(url(`/demo/dashboard/property/draft/${listing.publicId}?tab=details`));

    const languages = page.getByRole('radiogroup', { name: "Language of the listing's text" });
    // The original language comes first and is the tab as it always was.
    await expect(languages.getByRole('radio', { name: 'English, original' })).toBeChecked();
    await expect(page.getByLabel('Name')).toBeVisible();
    await expect(
      languages.getByRole('radio', { name: 'Français, not translated yet' }),
    ).not.toBeChecked();
    await languages.locator('label', { hasText: 'Français' }).click();
    await expect(page.getByLabel('Name')).toHaveCount(0);
    await page.getByLabel(/^Title in French/).fill(title);
    await page
      .getByLabel(/^Description in French/)
      .fill('Une maison claire avec trois chambres, à deux pas du parc.');
    await page.getByRole('button', { name: 'Save translation' }).click();
    await expect(page.getByText('Translation saved')).toBeVisible();
    await expect(languages.getByRole('radio', { name: 'Français, translated' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Remove translation' })).toBeVisible();

    // Its keywords go on the SEO tab, under the same switch.
    await page.goto(url(`/demo/dashboard/property/draft/${listing.publicId}?tab=SEO`));
    await languages.locator('label', { hasText: 'Français' }).click();
    await page.getByLabel(/^Keywords in French/).fill('parc, lumineuse');
    await page.getByRole('button', { name: 'Save translation' }).click();
    await expect(page.getByText('Translation saved')).toBeVisible();
    await context.close();

    // A translation sends the listing back to review: a moderator approves it.
    await callApi('POST', `/properties/ids/${listing.publicId}/approve`, {
      tenant: 'demo',
      token: await staffToken(),
    });
    const reader = await browser.newContext();
    await readIn(reader, 'fr');
    const frPage = await reader.newPage();
    await frPage.goto(url(`/demo/listings/${listing.publicId}`));
    await expect(frPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await reader.close();
  });

  test('the switch in Arabic', async ({ browser }) => {
    const { agent, listing } = await agentWithLiveListing();
    await callApi('PUT', `/properties/ids/${listing.publicId}/translations/fr`, {
      tenant: 'demo',
      token: agent.token,
      body: { title: FRENCH_TITLE, description: 'Une maison lumineuse.', metaTags: 'jardin' },
    });
    const context = await browser.newContext();
    await readIn(context, 'ar');
    await startSignedIn(context, agent);
    const page = await context.newPage();
    await page.goto(url(`/demo/dashboard/property/draft/${listing.publicId}?tab=details`));
    const languages = page.getByRole('radiogroup', { name: 'لغة نص الإعلان' });
    // The switch waits for the listing's translations, the editor's last read on a busy server.
    await expect(languages.getByRole('radio', { name: 'Français، مترجمة' })).toBeAttached({
      timeout: 15_000,
    });
    await checkTranslatedLooks(page, shot, 'editor-switch-ar', () =>
      expect(languages.getByRole('radio', { name: 'English، اللغة الأصلية' })).toBeChecked(),
    );
    // The check reloads the page: French is chosen again each time.
    await checkTranslatedLooks(page, shot, 'editor-french-ar', async () => {
      await languages.locator('label', { hasText: 'Français' }).click();
      await expect(page.getByRole('textbox', { name: /الفرنسية/ }).first()).toHaveValue(
        FRENCH_TITLE,
      );
    });
    await context.close();
  });
});
