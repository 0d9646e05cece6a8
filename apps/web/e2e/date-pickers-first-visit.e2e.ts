import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, startSignedIn, url } from './support/app';
import { pickerDropdown } from './support/date-time-picker';
import { agentWithLiveListing, demoCustomerRequestsViewing } from './support/leads';
import { screenshots } from './support/screens';

const shot = screenshots('date-pickers');

/**
 * Is the open picker styled, and does it fit the screen? Computed sizes rather than a picture:
 * the calendar shows today's month, so a screenshot baseline would change every day.
 */
async function expectStyledPicker(page: Page, { pastDisabled }: { pastDisabled: boolean }) {
  const dropdown = pickerDropdown(page);
  await expect(dropdown).toBeVisible();
  const viewport = page.viewportSize()!;
  const inView = async (what: Locator, name: string) => {
    const box = (await what.boundingBox())!;
    expect(box.x, `${name}: left edge`).toBeGreaterThanOrEqual(0);
    expect(box.y, `${name}: top edge`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name}: right edge`).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height, `${name}: bottom edge`).toBeLessThanOrEqual(viewport.height);
  };
  // Unstyled, the calendar stretched to 768 px with its buttons off a phone's screen.
  await inView(dropdown, 'the picker');
  await inView(dropdown.getByRole('button', { name: 'Choose a month' }), 'the month name');
  await inView(dropdown.getByRole('button', { name: 'Confirm the date and time' }), 'confirm');

  // Month arrows are small buttons with small chevrons (unstyled: huge chevrons).
  const next = dropdown.getByRole('button', { name: 'Next month' });
  const arrow = (await next.boundingBox())!;
  expect(arrow.width).toBeLessThanOrEqual(44);
  expect(arrow.height).toBeLessThanOrEqual(44);
  expect((await next.locator('svg').boundingBox())!.width).toBeLessThanOrEqual(24);

  // Days sit in a grid of equal squares of Mantine's size (36 px).
  const days = dropdown.locator('table button');
  await expect(days.first()).toBeVisible();
  for (const day of [days.first(), days.nth(20)]) {
    const box = (await day.boundingBox())!;
    expect(Math.round(box.width)).toBe(36);
    expect(Math.round(box.height)).toBe(36);
  }

  if (pastDisabled) {
    // The past cannot be picked, and looks so: the way back is dimmed and refuses the pointer.
    const previous = dropdown.getByRole('button', { name: 'Previous month' });
    await expect(previous).toHaveAttribute('data-disabled', 'true');
    await expect(previous).toHaveCSS('cursor', 'not-allowed');
    const past = dropdown.locator('table button[data-disabled]');
    if ((await past.count()) > 0) await expect(past.first()).toHaveCSS('opacity', '0.5');
  }
}

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

let live: Awaited<ReturnType<typeof agentWithLiveListing>>;

test.beforeAll(async () => {
  live = await agentWithLiveListing();
  await demoCustomerRequestsViewing(live.listing.publicId);
});

for (const viewport of WIDTHS) {
  test.describe(`date-time pickers on a first visit at ${viewport.width} px`, () => {
    test.use({ viewport });
    const name = (place: string) => `${place}-${viewport.width}`;

    test('a visitor opens a listing and picks a viewing time', async ({ page }) => {
      await page.goto(url(`/demo/listings/${live.listing.publicId}`));
      await page
        .getByRole('button', { name: 'Request a viewing' })
        .filter({ visible: true })
        .click();
      const form = page.getByRole('dialog', { name: 'Request a viewing' });
      await form.getByRole('button', { name: 'Time 1', exact: true }).click();
      await expectStyledPicker(page, { pastDisabled: true });
      await shot(page, name('viewing-request'));
    });

    test('the agent confirms a viewing at another time from the leads page', async ({
      page,
      context,
    }) => {
      await startSignedIn(context, live.agent);
      await page.goto(url('/demo/dashboard/leads?kind=VIEWING'));
      await page.getByTestId('lead-row').first().click();
      await page.getByTestId('lead-panel').getByRole('button', { name: 'Confirm' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm this viewing' });
      await dialog.getByRole('radio', { name: 'Another time' }).check();
      await dialog.getByRole('button', { name: 'Another time', exact: true }).click();
      await expectStyledPicker(page, { pastDisabled: true });
      await shot(page, name('confirm-viewing'));
    });

    test("an agent schedules an event's start", async ({ page, context }) => {
      await startSignedIn(context, DEMO.agent);
      await page.goto(url('/demo/dashboard/events'));
      await page.getByRole('button', { name: 'Add Event' }).click();
      const modal = page.getByRole('dialog', { name: 'Add Event' });
      await modal.getByRole('button', { name: 'Start', exact: true }).click();
      await expectStyledPicker(page, { pastDisabled: false });
      await shot(page, name('event-start'));
    });

    test('a moderator schedules a banner', async ({ page, context }) => {
      await startSignedIn(context, DEMO.moderator);
      await page.goto(url('/demo/dashboard/moderation/content/banners'));
      await page.getByRole('button', { name: 'New banner' }).click();
      const modal = page.getByRole('dialog', { name: 'New banner' });
      await modal.getByRole('button', { name: 'Shown from', exact: true }).click();
      await expectStyledPicker(page, { pastDisabled: false });
      await shot(page, name('banner-schedule'));
    });
  });
}
