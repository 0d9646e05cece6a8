import { expect, test } from '@playwright/test';
import { callApi, expectNoSeriousA11yViolations } from './support/app';
import { agentOnTab, shot } from './support/editor-tabs';
import { createAgentAccount, createListing, moderate } from './support/listings';
import { setColorScheme } from './support/screens';

/** A live listing of another agent with these keywords, so the site has tags to suggest. */
async function liveListingWithKeywords(metaTags: string) {
  const other = await createAgentAccount();
  const listing = await createListing(other);
  await callApi('PUT', `/properties/ids/${listing.publicId}/update`, {
    tenant: 'demo',
    token: other.token,
    body: { metaTags },
  });
  await moderate(listing.publicId, 'approve');
}

test.describe('listing editor: SEO tab', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('keywords: add on Enter, edit in place, remove, and Save adds what is typed', async ({
    page,
  }) => {
    const suggested = `zz${Date.now().toString(36)} borehole`;
    await liveListingWithKeywords(`${suggested},garden`);
    const { agent, listing } = await agentOnTab(page, 'SEO');
    const input = page.getByRole('textbox', { name: 'Add a keyword' });
    const tags = page.getByTestId('keyword-tag');

    // Suggestions: the site's keywords starting with what is typed, with their counts.
    await input.fill(suggested.slice(0, 6));
    await page.getByRole('option', { name: new RegExp(`^${suggested}`) }).click();
    await expect(tags).toHaveText([suggested]);
    await page.getByRole('button', { name: `Remove keyword ${suggested}` }).click();

    await input.fill('Borehole');
    await input.press('Enter');
    await input.fill('Solar  Power');
    await input.press('Enter');
    await expect(tags).toHaveText(['borehole', 'solar power']);

    // Duplicates and long keywords are refused with a message.
    await input.fill('BOREHOLE');
    await input.press('Enter');
    await page.getByText("'borehole' is already a keyword").waitFor();
    await input.fill('x'.repeat(41));
    await input.press('Enter');
    await page.getByText('A keyword must be at most 40 characters').waitFor();
    await input.fill('');

    // Click a keyword to edit it; × removes one.
    await page.getByRole('button', { name: 'Edit keyword borehole' }).click();
    const editing = page.getByRole('textbox', { name: 'Edit keyword borehole' });
    await editing.fill('Deep borehole');
    await editing.press('Enter');
    await page.getByRole('button', { name: 'Remove keyword solar power' }).click();
    await expect(tags).toHaveText(['deep borehole']);

    await expect(page.getByTestId('generated-title')).toHaveText(/^House for sale in \S/);
    await expect(page.getByTestId('search-result-preview')).toContainText(
      `/demo/listings/${listing.publicId}`,
    );
    await expectNoSeriousA11yViolations(page, 'SEO tab');
    await shot(page, 'seo-1280');

    // Save adds the keyword still being typed.
    await input.fill('tennis court');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Property saved').first().waitFor();
    await expect(tags).toHaveText(['deep borehole', 'tennis court']);
    const stored = await callApi<{ metaTags: string }>(
      'GET',
      `/properties/ids/${listing.publicId}/get`,
      { tenant: 'demo', token: agent.token },
    );
    expect(stored.metaTags).toBe('deep borehole,tennis court');

    await page.reload();
    await expect(tags).toHaveText(['deep borehole', 'tennis court']);
  });

  test('at phone width in dark mode', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await agentOnTab(page, 'SEO');
    await setColorScheme(page);
    const input = page.getByRole('textbox', { name: 'Add a keyword' });
    await input.fill('pool');
    await input.press('Enter');
    await shot(page, 'seo-390-dark');
    await expectNoSeriousA11yViolations(page, 'SEO tab, dark, phone');
  });

  test('the search result preview turns dark at once when the switch is flipped', async ({
    page,
  }) => {
    await agentOnTab(page, 'SEO');
    const title = page.getByTestId('search-result-preview').getByText('House on Jacaranda Close');
    const colour = () => title.evaluate((el) => getComputedStyle(el).color);
    const light = await colour();
    await page.getByTestId('sidebar').getByRole('switch', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    // Blue 3 on the dark card, not the light page's blue 8 (which fails contrast there).
    await expect.poll(colour).toBe('rgb(116, 192, 252)');
    expect(light).not.toBe('rgb(116, 192, 252)');
    await expectNoSeriousA11yViolations(page, 'SEO tab, switched to dark');
  });
});
