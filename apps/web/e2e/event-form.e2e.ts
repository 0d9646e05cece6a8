import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from './support/app';
import { createAgentAccount } from './support/listings';
import { pickDateTime, siteDate, SITE_ZONE } from './support/date-time-picker';
import { screenshots } from './support/screens';

const EVENTS = '/demo/dashboard/events';
const shot = screenshots('event-form');

/** A PNG banner made on the spot, larger than the 800x500 minimum. */
const bannerPng = (width = 1200, height = 750) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 120, b: 160 } },
  })
    .png()
    .toBuffer();

async function openAddEvent(page: Page) {
  await page.getByRole('heading', { name: 'Events List' }).waitFor();
  await page.getByRole('button', { name: 'Add Event' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Event' });
  await modal.getByLabel('Name').waitFor();
  return modal;
}

/** Every create or update the page sends, to show that a refused form sends none. */
function eventWrites(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v2\/events\/create|\/events\/ids\/[^/]+\/update/.test(request.url())) {
      sent.push(`${request.method()} ${request.url()}`);
    }
  });
  return sent;
}

test.describe('event form', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('creates an event in two steps with a banner, then edits it', async ({ page }) => {
    const agent = await createAgentAccount();
    await signIn(page, 'demo', agent, EVENTS);
    const modal = await openAddEvent(page);
    await expectNoSeriousA11yViolations(page, 'event modal, details');
    await expect(modal.getByTestId('event-time-zone')).toContainText(SITE_ZONE);

    const name = `Garden open house ${Date.now()}`;
    await modal.getByLabel('Name').fill(name);
    await modal.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Workshop' }).click();
    await modal.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Open house' }).click();
    await modal.getByLabel('Description').fill('Walk through the show house and the garden.');
    const day = siteDate(3);
    await pickDateTime(page, modal, 'Start', day, ['10', '00']);
    await pickDateTime(page, modal, 'End', day, ['12', '30']);
    await modal.getByLabel('Location').fill('14 Jacaranda Avenue');
    for (const place of ['Country', 'City', 'Suburb']) {
      await modal.getByRole('combobox', { name: place }).click();
      await page.getByRole('option').first().click();
    }
    const suburb = await modal.getByRole('combobox', { name: 'Suburb' }).inputValue();
    expect(suburb).not.toBe('');
    await modal.getByLabel('Capacity').fill('25');
    await modal.getByLabel(/^Rate/).fill('10');
    await shot(page, 'details-1280');
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Event created')).toBeVisible();

    // Files: a banner dropped, cropped 8:5 and previewed; Save uploads it and closes.
    await modal.getByTestId('banner-dropzone').waitFor();
    await modal
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'banner.png', mimeType: 'image/png', buffer: await bannerPng() }]);
    const crop = page.getByRole('dialog', { name: 'Crop the banner (8:5)' });
    await crop.getByTestId('crop-size').waitFor();
    await expectNoSeriousA11yViolations(page, 'banner crop');
    await crop.getByRole('button', { name: 'Use this crop' }).click();
    await expect(modal.getByRole('img', { name: 'The new banner' })).toBeVisible();
    await expect(crop).toBeHidden();
    await expectNoSeriousA11yViolations(page, 'event modal, files');
    await shot(page, 'files-1280');
    await modal.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Banner saved')).toBeVisible();
    await expect(modal).toBeHidden();

    // Upcoming shows it with its banner.
    const card = page.getByTestId('event-card').filter({ hasText: name });
    await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(card).toBeVisible();
    await expect(card.locator('img')).toHaveCount(1);

    // Edit: the same modal, filled in, with the banner and a way to remove it.
    await card.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(edit.getByLabel('Name')).toHaveValue(name);
    await expect(edit.getByLabel('Capacity')).toHaveValue('25');
    await expect(edit.getByRole('combobox', { name: 'Suburb' })).toHaveValue(suburb);
    await expect(edit.getByRole('combobox', { name: 'Category' })).toHaveValue('Open house');
    await expect(edit.getByRole('button', { name: 'Start', exact: true })).toContainText('10:00');
    await edit.getByLabel('Name').fill(`${name} (moved)`);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Event saved')).toBeVisible();
    await expect(edit.getByRole('img', { name: 'The current banner' })).toBeVisible();
    await edit.getByRole('button', { name: 'Remove banner' }).click();
    await expect(page.getByText('Banner removed')).toBeVisible();
    await expect(edit.getByRole('img', { name: 'The current banner' })).toHaveCount(0);
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(edit).toBeHidden();
    const moved = page.getByTestId('event-card').filter({ hasText: `${name} (moved)` });
    await expect(moved).toBeVisible();
    await expect(moved.locator('img')).toHaveCount(0);
  });

  test('refuses an empty name and a start after the end before sending anything', async ({
    page,
  }) => {
    const agent = await createAgentAccount();
    await signIn(page, 'demo', agent, EVENTS);
    const sent = eventWrites(page);
    const modal = await openAddEvent(page);

    await modal.getByRole('button', { name: 'Create' }).click();
    const nameInput = modal.getByLabel('Name');
    await expect(modal.getByText('Name is required')).toBeVisible();
    await expect(nameInput).toHaveAttribute('aria-invalid', 'true');
    await expect(nameInput).toBeFocused();
    await expect(nameInput).toHaveAccessibleDescription(/Name is required/);

    await nameInput.fill('Evening auction');
    await modal.getByLabel('Location').fill('Town hall');
    const day = siteDate(4);
    await pickDateTime(page, modal, 'Start', day, ['18', '00']);
    await pickDateTime(page, modal, 'End', day, ['17', '00']);
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(modal.getByText('Start must not be after end')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'End', exact: true })).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'event modal, errors');
    await shot(page, 'invalid-1280');
    expect(sent).toEqual([]);

    // An answer naming a field puts its message there, under the error toast.
    await page.route('**/api/v2/events/create', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 400,
          error: 'Bad Request',
          code: 'VALIDATION',
          message: 'Unknown event category',
          details: [{ path: 'category', message: 'Unknown event category' }],
        }),
      }),
    );
    await pickDateTime(page, modal, 'End', day, ['20', '00']);
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('An error occurred')).toBeVisible();
    await expect(modal.getByRole('combobox', { name: 'Category' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(modal.getByText('Unknown event category')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Create' })).toBeVisible();
  });

  test('fills a phone screen, and an event created there stays when closed at Files', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const agent = await createAgentAccount();
    await signIn(page, 'demo', agent, EVENTS);
    const modal = await openAddEvent(page);
    const box = await page.locator('.mantine-Modal-content').boundingBox();
    expect(box?.width).toBe(390);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, 'event modal, 390 px');
    await shot(page, 'details-390');

    // Created on a phone, then closed at Files: the event stays.
    await modal.getByLabel('Name').fill('Phone workshop');
    await modal.getByLabel('Live link').fill('https://meet.example/phone');
    const day = siteDate(5);
    await pickDateTime(page, modal, 'Start', day, ['09', '00']);
    await pickDateTime(page, modal, 'End', day, ['10', '00']);
    await modal.getByRole('button', { name: 'Create' }).click();
    await modal.getByTestId('banner-dropzone').waitFor();
    await shot(page, 'files-390');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    await expect(
      page.getByTestId('event-card').filter({ hasText: 'Phone workshop' }),
    ).toBeVisible();
  });
});
