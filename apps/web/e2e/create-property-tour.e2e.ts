import path from 'node:path';
import { expect, test } from '@playwright/test';
import { callApi, signIn } from './support/app';
import { blockMapTiles } from './support/editor-tabs';
import { createAgentAccount } from './support/listings';
import { artifacts } from './support/paths';

interface Place {
  publicId: string;
  name: string;
  children?: Place[];
}

/** A draft with every required field of the three tabs, as the editor keeps it. */
async function completeDraft() {
  const list = (pathname: string) =>
    callApi<{ content: Place[] }>('GET', pathname, { tenant: 'demo' }).then((r) => r.content);
  const types = await list('/api/v2/types/all/');
  const cottage = types
    .flatMap((t) => [t, ...(t.children ?? [])])
    .find((t) => t.name === 'Cottage')!;
  const zimbabwe = (await list('/api/v2/countries/')).find((c) => c.name === 'Zimbabwe')!;
  const harare = (await list(`/api/v2/countries/ids/${zimbabwe.publicId}/cities/all`)).find(
    (c) => c.name === 'Harare',
  )!;
  const avondale = (await list(`/api/v2/cities/ids/${harare.publicId}/suburbs/`)).find(
    (s) => s.name === 'Avondale',
  )!;
  return {
    name: 'Tutorial cottage',
    typeId: cottage.publicId,
    category: 'RENT',
    countryId: zimbabwe.publicId,
    cityId: harare.publicId,
    suburb: avondale.publicId,
    latitude: -17.8,
    longitude: 31.04,
    price: 650,
  };
}

test.describe('Create Property tutorial', () => {
  test('walks steps 0 to 6 across the tabs, then hands over to Add Images', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await blockMapTiles(page);
    const agent = await createAgentAccount();
    await signIn(page, 'demo', agent);
    const draft = await completeDraft();
    await page.evaluate(
      (value) => localStorage.setItem('propdesk:demo:property-draft', JSON.stringify(value)),
      draft,
    );

    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: 'Create Property' }).click();
    await page.getByRole('heading', { name: 'Create New Listing' }).waitFor();

    const popover = page.locator('.driver-popover');
    const tabs: string[] = [];
    for (let index = 0; index <= 6; index++) {
      await page.locator(`.driver-popover[data-tour-step="${index}"]`).waitFor();
      tabs.push(new URL(page.url()).searchParams.get('tab') ?? 'details');
      if (index === 4) {
        await page.screenshot({ path: path.join(artifacts, 'editor-tour-step-4.png') });
      }
      if (index < 6) {
        // Keyboard works as well as the buttons.
        if (index % 2) await page.keyboard.press('ArrowRight');
        else await popover.getByRole('button', { name: 'Next' }).click();
      }
    }
    expect(tabs).toEqual([
      'details',
      'details',
      'details',
      'location',
      'location',
      'price',
      'price',
    ]);
    // The flag is gone, so a reload would not start it again.
    expect(new URL(page.url()).searchParams.get('tour')).toBeNull();

    // Step 6 points at Save and Continue: creating the listing moves on to its images.
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.getByText('Property created').waitFor();
    await page.waitForURL((u) => u.searchParams.get('tab') === 'images');
    await page.locator('.driver-popover[data-tour-step="4"]').waitFor();
  });

  test('can be skipped at once', async ({ page }) => {
    await blockMapTiles(page);
    const agent = await createAgentAccount();
    await signIn(page, 'demo', agent, '/demo/dashboard/property/draft/new?tour=create-property');
    await page.locator('.driver-popover[data-tour-step="0"]').waitFor();
    await page.keyboard.press('Escape');
    await expect(page.locator('.driver-popover')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Name' }).fill('No tour needed');
  });
});
