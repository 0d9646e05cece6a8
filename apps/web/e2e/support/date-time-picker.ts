import { expect, type Locator, type Page } from '@playwright/test';

/** The demo site's time zone: the dashboard's pickers take wall-clock times there. */
export const SITE_ZONE = 'Africa/Harare';

/** The calendar date `daysAhead` days from now as the site's clock shows it. */
export function siteDate(daysAhead: number) {
  const at = new Date(Date.now() + daysAhead * 24 * 60 * 60_000);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: SITE_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { day: part('day'), month: part('month'), year: part('year') };
}

/**
 * The open picker's calendar and time: a dropdown under the field from 768 px up, a centred
 * dialog of its own on narrower screens.
 */
export function pickerDropdown(page: Page): Locator {
  return page
    .locator('.mantine-Popover-dropdown, [data-dates-modal] .mantine-Modal-content')
    .filter({ has: page.getByLabel('Hours') });
}

/** Opens a date-time picker, moves to the date's month, picks the day and types the time. */
export async function pickDateTime(
  page: Page,
  modal: Locator,
  label: string,
  date: ReturnType<typeof siteDate>,
  time: [string, string],
) {
  await modal.getByRole('button', { name: label, exact: true }).click();
  const dropdown = pickerDropdown(page);
  // Exact: '1 December 2026' is also part of '11 December 2026', '21 …' and '31 …'.
  const day = dropdown.getByRole('button', {
    name: `${date.day} ${date.month} ${date.year}`,
    exact: true,
  });
  // The calendar must be drawn before its days are looked at, or a busy machine turns the month.
  await expect(dropdown.getByRole('button', { name: 'Next month' })).toBeVisible();
  for (let i = 0; i < 2 && !(await day.isVisible()); i++) {
    await dropdown.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
  await dropdown.getByLabel('Hours').fill(time[0]);
  await dropdown.getByLabel('Minutes').fill(time[1]);
  await dropdown.getByRole('button', { name: 'Confirm the date and time' }).click();
  await expect(dropdown).toBeHidden();
}
