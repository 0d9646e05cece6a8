import { expect, test } from '@playwright/test';
import { callApi, expectNoSeriousA11yViolations } from './support/app';
import { agentOnTab, openTab, shot } from './support/editor-tabs';
import { setColorScheme } from './support/screens';

interface Feature {
  publicId: string;
  name: string;
  quantity: number;
  description: string;
}

test.describe('listing editor: features and others tabs', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('features: tick, set quantities and notes, save, then take one off', async ({ page }) => {
    const { agent, listing } = await agentOnTab(page, 'features');
    const features = () =>
      callApi<Feature[]>('GET', `/properties/ids/${listing.publicId}/features/all`, {
        tenant: 'demo',
        token: agent.token,
      });

    await page.getByRole('checkbox', { name: 'Bedroom', exact: true }).check();
    await page.getByRole('textbox', { name: 'Bedroom quantity' }).fill('3');
    const note = page.getByRole('textbox', { name: 'Bedroom note' });
    await note.fill('Call 0772 123 456 to view');
    await page.getByText('Phone number detected').waitFor();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await note.fill('Main bedroom en suite');
    await page.getByRole('checkbox', { name: 'Borehole', exact: true }).check();
    await expectNoSeriousA11yViolations(page, 'features tab');
    await shot(page, 'features-1280');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Features saved').waitFor();

    const saved = await features();
    expect(saved.map((f) => [f.name, f.quantity]).sort()).toEqual([
      ['BEDROOM', 3],
      ['BOREHOLE', 1],
    ]);
    expect(saved.find((f) => f.name === 'BEDROOM')!.description).toBe('Main bedroom en suite');

    // A reload shows what is stored; unticking one removes it.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Bedroom', exact: true })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Bedroom quantity' })).toHaveValue('3');
    await expect(page.getByRole('textbox', { name: 'Bedroom note' })).toHaveValue(
      'Main bedroom en suite',
    );
    await expect(page.getByRole('textbox', { name: 'Borehole note' })).toHaveValue('');
    await page.getByRole('checkbox', { name: 'Borehole', exact: true }).uncheck();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => (await features()).map((f) => f.name)).toEqual(['BEDROOM']);
  });

  test('others: area, year built and listing category save; archiving asks first', async ({
    page,
  }) => {
    const { agent, listing } = await agentOnTab(page, 'others');
    const stored = () =>
      callApi<{
        area: number | null;
        areaType: string;
        built: string | null;
        listingCategory: string;
        archived: boolean;
      }>('GET', `/properties/ids/${listing.publicId}/get`, { tenant: 'demo', token: agent.token });

    await page.getByRole('textbox', { name: 'Area', exact: true }).fill('450');
    await page.getByRole('combobox', { name: 'Area unit' }).click();
    await page.getByRole('option', { name: 'sq mts' }).click();
    await page.getByRole('combobox', { name: 'Year built' }).fill('1998');
    await page.getByRole('option', { name: '1998' }).click();
    await page.getByRole('combobox', { name: 'Listing category' }).click();
    await page.getByRole('option', { name: 'Standard' }).click();
    await expectNoSeriousA11yViolations(page, 'others tab');
    await shot(page, 'others-1280');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The tab saves itself after a pause too, and on a busy machine the accessibility check and
    // the screenshot outlast it: Save then follows that autosave, and says so all the same.
    await expect(page.getByText('Property saved')).toBeVisible();
    await expect
      .poll(async () => {
        const saved = await stored();
        return { ...saved, built: saved.built?.slice(0, 4) };
      })
      .toMatchObject({
        area: 450,
        areaType: 'SQUARE_METRES',
        listingCategory: 'STANDARD',
        built: '1998',
      });

    // Archiving: cancelling the confirm changes nothing; confirming archives.
    const archived = page.getByRole('switch', { name: 'Archived' });
    await archived.click({ force: true });
    const confirm = page.getByRole('dialog', { name: 'Archive this listing?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    // A click while the dialog is still closing lands on its overlay, as it would for a person.
    await expect(confirm).toBeHidden();
    await expect(archived).not.toBeChecked();
    expect((await stored()).archived).toBe(false);
    await archived.click({ force: true });
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await expect(archived).toBeChecked();
    expect((await stored()).archived).toBe(true);

    // Clearing the year is allowed.
    // Mantine keeps its clear button out of the accessibility tree (the field clears by keyboard too).
    await page.locator('button[aria-label="Clear year built"]').click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => (await stored()).built).toBeNull();
  });

  test('delete: the name must be typed exactly; the listing is gone afterwards', async ({
    page,
  }) => {
    const { agent, listing } = await agentOnTab(page, 'others');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this listing?' });
    const confirm = dialog.getByRole('button', { name: 'Delete listing' });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Listing name' }).fill(listing.name.toLowerCase());
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Listing name' }).fill(listing.name);
    await expectNoSeriousA11yViolations(page, 'delete dialog');

    // When storage cannot remove an image the server keeps the listing: so does the page.
    const deletePath = `**/properties/ids/${listing.publicId}/delete`;
    await page.route(deletePath, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 503,
          error: 'Service Unavailable',
          code: 'UNAVAILABLE',
          message: 'Could not delete image',
        }),
      }),
    );
    await confirm.click();
    await page.getByText('Could not delete image').waitFor();
    await expect(page.getByRole('heading', { name: `Edit ${listing.name}` })).toBeVisible();
    await page.unroute(deletePath);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Listing name' }).fill(listing.name);
    await confirm.click();
    await page.getByText('Property deleted').waitFor();
    await page.waitForURL((u) => u.pathname === '/demo/dashboard/property/list');
    await expect(
      callApi('GET', `/properties/ids/${listing.publicId}/get`, {
        tenant: 'demo',
        token: agent.token,
      }),
    ).rejects.toThrow(/404/);
  });

  test('others tab in dark mode at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { listing } = await agentOnTab(page, 'others');
    await setColorScheme(page);
    await page.getByRole('heading', { name: `Edit ${listing.name}` }).waitFor();
    await page.getByText('Danger zone').waitFor();
    await shot(page, 'others-390-dark');
    await openTab(page, listing.publicId, 'features');
    await page.getByRole('checkbox', { name: 'Bedroom', exact: true }).check();
    await shot(page, 'features-390-dark');
    await expectNoSeriousA11yViolations(page, 'features tab, dark, phone');
  });
});
