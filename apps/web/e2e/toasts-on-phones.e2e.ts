import { expect, test, type Locator, type Page } from '@playwright/test';
import { agentOnTab, shot } from './support/editor-tabs';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast covers none of `controls` (each named in the failure). */
async function expectUncovered(covering: Box, controls: Record<string, Locator>) {
  for (const [name, control] of Object.entries(controls)) {
    expect(overlaps(covering, (await control.boundingBox())!), `the toast covers ${name}`).toBe(
      false,
    );
  }
}

/** Saves a school by typed coordinates in the open 'Add amenity' dialog. */
async function addSchool(page: Page, dialog: Locator, name: string) {
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'School', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Latitude' }).fill('-17.8');
  await dialog.getByRole('textbox', { name: 'Longitude' }).fill('31.05');
  await dialog.getByRole('button', { name: 'Save amenity' }).click();
  await expect(dialog).toBeHidden();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`success toasts leave the top bar and an open dialog's controls free at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await agentOnTab(page, 'amenities');
    const dialog = page.getByRole('dialog', { name: 'Add amenity' });
    await page.getByRole('button', { name: 'Add amenity' }).click();
    await addSchool(page, dialog, 'Avondale Primary');
    await page.getByRole('button', { name: 'Add amenity' }).click();
    await addSchool(page, dialog, 'Avondale High');

    // The agent goes on to a third while the toasts are still up.
    await page.getByRole('button', { name: 'Add amenity' }).click();
    await dialog.getByRole('combobox', { name: 'Type' }).waitFor();
    const toasts = page.locator('.mantine-Notification-root');
    await expect(toasts.filter({ hasText: 'Amenity saved' }).last()).toBeVisible();
    // On a phone one at a time: a stack would climb over the dialog.
    if (viewport.width === 390) await expect(toasts).toHaveCount(1);
    // Every toast's place at one instant: measured one by one, the first may close meanwhile.
    const boxes = await toasts.evaluateAll((all) =>
      all.map((toast) => {
        const { x, y, width, height } = toast.getBoundingClientRect();
        return { x, y, width, height };
      }),
    );
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) {
      await expectUncovered(box, {
        'the top bar': page.locator('.mantine-AppShell-header'),
        "the dialog's close button": dialog.getByRole('button', { name: 'Close' }),
        "the dialog's title": dialog.getByRole('heading', { name: 'Add amenity' }),
        'the Type field': dialog.getByRole('combobox', { name: 'Type' }),
        'the Name field': dialog.getByRole('textbox', { name: 'Name' }),
        'the Save button': dialog.getByRole('button', { name: 'Save amenity' }),
      });
    }
    await shot(page, `toast-over-amenity-dialog-${viewport.width}`);
  });
}
