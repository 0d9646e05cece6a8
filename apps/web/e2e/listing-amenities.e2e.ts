import { expect, test, type Page } from '@playwright/test';
import { callApi, expectNoSeriousA11yViolations } from './support/app';
import { agentOnTab, shot } from './support/editor-tabs';
import { setColorScheme } from './support/screens';

interface Amenity {
  publicId: string;
  name: string;
  type: string;
  distance: number;
  active: boolean;
}

async function pickType(page: Page, label: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test.describe('listing editor: amenities tab', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('adds on the map, edits, and deletes several after a confirm', async ({ page }) => {
    const { agent, listing } = await agentOnTab(page, 'amenities');
    const stored = () =>
      callApi<Amenity[]>('GET', `/properties/ids/${listing.publicId}/amenities/all`, {
        tenant: 'demo',
        token: agent.token,
      });
    await page.getByText('No amenities yet').waitFor();
    await expectNoSeriousA11yViolations(page, 'amenities tab, empty');

    // The shared rules name what is missing.
    await page.getByRole('button', { name: 'Add amenity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add amenity' });
    await dialog.getByRole('button', { name: 'Save amenity' }).click();
    await dialog.getByText('Select the amenity type').waitFor();
    await dialog.getByText('Amenity requires a location').waitFor();

    // A school picked on the map (tiles are blocked: the map still takes clicks).
    await pickType(page, 'School');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Avondale Primary');
    const map = dialog.getByTestId('location-map');
    await map.waitFor();
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2 + 60, y: box.height / 2 - 40 } });
    await expect(dialog.getByRole('textbox', { name: 'Latitude' })).not.toHaveValue('');
    await expectNoSeriousA11yViolations(page, 'amenity form');
    await shot(page, 'amenity-form-1280');
    await dialog.getByRole('button', { name: 'Save amenity' }).click();
    await page.getByText('Amenity saved').waitFor();
    await expect(dialog).toBeHidden();

    // A hospital with typed coordinates, inactive.
    await page.getByRole('button', { name: 'Add amenity' }).click();
    await pickType(page, 'Hospital');
    await dialog.getByRole('textbox', { name: 'Latitude' }).fill('-17.8');
    await dialog.getByRole('textbox', { name: 'Longitude' }).fill('31.05');
    await dialog.getByRole('switch', { name: 'Active' }).click({ force: true });
    await dialog.getByRole('button', { name: 'Save amenity' }).click();
    await expect(dialog).toBeHidden();

    const schools = page.getByRole('region', { name: 'Schools' });
    const health = page.getByRole('region', { name: 'Health Centers' });
    await expect(schools.getByTestId('amenity-row')).toHaveCount(1);
    await expect(health.getByTestId('amenity-row')).toContainText('Hospital');
    await expect(health.getByTestId('amenity-row')).toContainText(/\d+(\.\d)? km/);
    await expect(health.getByTestId('amenity-row')).toContainText('Inactive');
    await expectNoSeriousA11yViolations(page, 'amenities tab, listed');
    await shot(page, 'amenities-1280');

    // Edit the school's name.
    await page.getByRole('button', { name: 'Edit Avondale Primary' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit amenity' });
    await edit.getByRole('textbox', { name: 'Name' }).fill('Avondale Primary School');
    await edit.getByRole('button', { name: 'Save amenity' }).click();
    await expect(schools.getByTestId('amenity-row')).toContainText('Avondale Primary School');
    await expect
      .poll(async () => (await stored()).map((a) => a.name).sort())
      .toEqual(['', 'Avondale Primary School']);

    // Select both and delete after the confirm.
    await page.getByRole('checkbox', { name: 'Select Avondale Primary School' }).check();
    await page.getByRole('checkbox', { name: 'Select Hospital' }).check();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete 2 amenities?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Amenities deleted').waitFor();
    await page.getByText('No amenities yet').waitFor();
    expect(await stored()).toEqual([]);
  });

  test('the list at phone width, light and dark', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { agent, listing } = await agentOnTab(page, 'amenities');
    for (const [type, name, latitude] of [
      ['SCHOOL', 'Avondale Primary School', -17.795],
      ['WORSHIP_CENTER', 'St Gerard’s Catholic Church', -17.788],
      ['MALL', 'Avondale Shopping Centre', -17.791],
    ] as const) {
      await callApi('POST', `/properties/ids/${listing.publicId}/amenities/create`, {
        tenant: 'demo',
        token: agent.token,
        body: { type, name, latitude, longitude: 31.043 },
      });
    }
    await page.reload();
    await expect(page.getByTestId('amenity-row')).toHaveCount(3);
    await shot(page, 'amenities-390');
    await setColorScheme(page);
    await expect(page.getByTestId('amenity-row')).toHaveCount(3);
    await shot(page, 'amenities-390-dark');
    await expectNoSeriousA11yViolations(page, 'amenities tab, dark, phone');
  });
});
