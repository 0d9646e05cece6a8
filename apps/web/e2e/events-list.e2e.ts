import { expect, test, type Page } from '@playwright/test';
import { callApi, expectNoSeriousA11yViolations, signIn, url } from './support/app';
import { createAgentAccount, photo } from './support/listings';
import { screenshots, setColorScheme } from './support/screens';

const EVENTS = '/demo/dashboard/events';
const DAY = 24 * 60 * 60 * 1000;

type Agent = { token: string; agentId: string };

/** An instant `days` from now (negative: in the past), as the API takes it. */
const inDays = (days: number, hours = 0) =>
  new Date(Date.now() + days * DAY + hours * 60 * 60 * 1000).toISOString();

/** An event of the agent's, made through the API: by default in three days, two hours long. */
function createEvent(agent: Agent, name: string, body: Record<string, unknown> = {}) {
  return callApi<{ publicId: string; title: string }>('POST', '/api/v2/events/create', {
    tenant: 'demo',
    token: agent.token,
    body: {
      name,
      start: inDays(3),
      end: inDays(3, 2),
      location: 'Harare Gardens',
      type: 'WORKSHOP',
      ...body,
    },
  });
}

/** A generated 1600x1000 banner, uploaded as the dashboard's Files step does. */
async function uploadBanner(agent: Agent, eventId: string) {
  const form = new FormData();
  const bytes = await photo(1600, 1000, 200);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'banner.jpg');
  const response = await fetch(url(`/events/ids/${eventId}/banner/upload`), {
    method: 'POST',
    headers: { 'X-Tenant': 'demo', Authorization: `Bearer ${agent.token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`banner: ${response.status} ${await response.text()}`);
}

const cards = (page: Page) => page.getByTestId('event-card');
const card = (page: Page, name: string) => cards(page).filter({ hasText: name });

const shot = screenshots('events-list');

async function openMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
}

test('upcoming and past events each show in their tab, which the address keeps', async ({
  page,
}) => {
  const agent = await createAgentAccount();
  await createEvent(agent, 'Open house on Jacaranda Close', { type: 'EVENT' });
  await createEvent(agent, 'Auction of Borrowdale plots', {
    start: inDays(-30),
    end: inDays(-30, 3),
    rate: 25,
    capacity: 40,
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await signIn(page, 'demo', agent, EVENTS);
  await expect(page.getByRole('heading', { name: 'Events List', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(cards(page)).toHaveCount(1);
  const upcoming = card(page, 'Open house on Jacaranda Close');
  await expect(upcoming.getByTestId('event-status')).toHaveText('Upcoming');
  await expect(upcoming).toContainText('Free');
  await expect(upcoming).toContainText('Unlimited');
  await expect(upcoming).toContainText('Harare Gardens');
  // Shown in the site's time zone (demo: Africa/Harare), with the zone named.
  await expect(upcoming.locator('time')).toHaveText(/GMT\+2|CAT/);

  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(page).toHaveURL(/[?&]tab=past/);
  await expect(cards(page)).toHaveCount(1);
  const past = card(page, 'Auction of Borrowdale plots');
  await expect(past.getByTestId('event-status')).toHaveText('Completed');
  await expect(past).toContainText('$25');
  await expect(past).toContainText('40 places');

  const lists: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/events/all')) lists.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
  await expect(card(page, 'Auction of Borrowdale plots')).toBeVisible();
  // Read once, started before the page rendered (first reads), for the tab in the address.
  expect(lists).toHaveLength(1);
  expect(new URL(lists[0]!).searchParams.get('status')).toBe('COMPLETED');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${EVENTS}$`));
  await expect(card(page, 'Open house on Jacaranda Close')).toBeVisible();

  await page.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(page.getByText('No cancelled events')).toBeVisible();
  // The empty tab's own 'Add Event' replaces the heading's.
  await expect(page.getByRole('button', { name: 'Add Event' })).toHaveCount(1);
  // Nothing on the page breaks the site's content security policy.
  expect(refused).toEqual([]);
  await expect(
    page.getByTestId('no-events').getByRole('button', { name: 'Add Event' }),
  ).toBeVisible();
});

test('cancelling moves an event to Cancelled, where it can only be deleted', async ({ page }) => {
  const agent = await createAgentAccount();
  const doomed = await createEvent(agent, 'Networking breakfast');
  await createEvent(agent, 'Property launch at Avondale', { start: inDays(5), end: inDays(5, 1) });
  await signIn(page, 'demo', agent, EVENTS);
  await expect(cards(page)).toHaveCount(2);
  // Soonest first.
  await expect(cards(page).first()).toContainText('Networking breakfast');

  await openMenu(page, 'Networking breakfast');
  await page.getByRole('menuitem', { name: 'Cancel event' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this event?' });
  await expect(confirm).toContainText('Networking breakfast');
  await confirm.getByRole('button', { name: 'Cancel event' }).click();
  await expect(page.getByText('Event cancelled')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, 'Networking breakfast')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Cancelled' }).click();
  const cancelled = card(page, 'Networking breakfast');
  await expect(cancelled.getByTestId('event-status')).toHaveText('Cancelled');
  await openMenu(page, 'Networking breakfast');
  await expect(page.getByRole('menuitem')).toHaveText(['Delete']);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete this event?' });
  await remove.getByRole('button', { name: 'Delete event' }).click();
  await expect(page.getByText('Event deleted')).toBeVisible();
  await expect(page.getByText('No cancelled events')).toBeVisible();
  await expect(
    callApi('GET', `/events/ids/${doomed.publicId}/get`, { tenant: 'demo' }),
  ).rejects.toThrow(/404/);
});

test('deleting an upcoming event removes it', async ({ page }) => {
  const agent = await createAgentAccount();
  await createEvent(agent, 'Webinar on mortgages', { liveLink: 'https://meet.example.com/abc' });
  const gone = await createEvent(agent, 'Viewing day', { start: inDays(9), end: inDays(9, 1) });
  await signIn(page, 'demo', agent, EVENTS);
  await expect(card(page, 'Viewing day')).toBeVisible();
  // Deleted elsewhere while the page showed it: the API's reason comes with the failure toast.
  await callApi('DELETE', `/events/ids/${gone.publicId}/delete`, {
    tenant: 'demo',
    token: agent.token,
  });
  await openMenu(page, 'Viewing day');
  await page.getByRole('menuitem', { name: 'Cancel event' }).click();
  await page.getByRole('button', { name: 'Cancel event' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'An error occurred' });
  await expect(failure).toContainText('Event not found');
  await page.getByRole('button', { name: 'Keep event' }).click();
  await page.reload();
  await expect(card(page, 'Viewing day')).toHaveCount(0);
  const webinar = card(page, 'Webinar on mortgages');
  await expect(webinar.getByRole('link', { name: 'meet.example.com' })).toHaveAttribute(
    'href',
    'https://meet.example.com/abc',
  );
  await openMenu(page, 'Webinar on mortgages');
  await expect(page.getByRole('menuitem')).toHaveText(['Edit', 'Cancel event', 'Delete']);
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByLabel('Name')).toHaveValue('Webinar on mortgages');
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await openMenu(page, 'Webinar on mortgages');
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  // Keeping it changes nothing.
  await page
    .getByRole('dialog', { name: 'Delete this event?' })
    .getByRole('button', { name: 'Keep event' })
    .click();
  await expect(webinar).toBeVisible();
  await openMenu(page, 'Webinar on mortgages');
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete event' }).click();
  await expect(page.getByText('Event deleted')).toBeVisible();
  await expect(page.getByText('No upcoming events')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No upcoming events')).toBeVisible();
});

test('more than 10 events load as the list scrolls', async ({ page }) => {
  const agent = await createAgentAccount();
  for (let i = 1; i <= 12; i += 1) {
    await createEvent(agent, `Open day number ${i}`, { start: inDays(i), end: inDays(i, 1) });
  }
  await signIn(page, 'demo', agent, EVENTS);
  await expect(cards(page).first()).toContainText('Open day number 1');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(cards(page)).toHaveCount(12);
  await expect(cards(page).last()).toContainText('Open day number 12');
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('the page passes axe and fits a phone, in light and dark mode', async ({ page }) => {
  const agent = await createAgentAccount();
  await createEvent(agent, 'A rather long event name for the open house on Jacaranda Close', {
    location: 'Harare Gardens, the main lawn by the fountain',
    rate: 15,
    capacity: 120,
  });
  await createEvent(agent, 'Meeting of the letting agents', {
    type: 'MEETING',
    start: inDays(4),
    end: inDays(6),
  });
  await createEvent(agent, 'Auction under way', {
    type: 'EVENT',
    start: inDays(0, -1),
    end: inDays(0, 2),
  });
  await signIn(page, 'demo', agent, EVENTS);
  await expect(cards(page)).toHaveCount(3);
  // On now: first in Upcoming, with its own badge.
  await expect(cards(page).first().getByTestId('event-status')).toHaveText('Ongoing');
  await expectNoSeriousA11yViolations(page, 'events list');
  await shot(page, '1280-light');
  await openMenu(page, 'Meeting of the letting agents');
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'events list with a card menu open');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url(EVENTS));
  await expect(cards(page)).toHaveCount(3);
  const [first, second] = await cards(page).evaluateAll((nodes) =>
    nodes.map((node) => node.getBoundingClientRect().left),
  );
  expect(first).toBe(second); // one column
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, '390-light');
  await setColorScheme(page);
  await expect(cards(page)).toHaveCount(3);
  await expectNoSeriousA11yViolations(page, 'events list, dark, 390 px');
  await shot(page, '390-dark');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, '1280-dark');
});

test("the agent's public page shows their upcoming events, and nothing without any", async ({
  page,
}) => {
  const agent = await createAgentAccount();
  await page.goto(url(`/demo/agents/${agent.agentId}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('has no published listings')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming events' })).toHaveCount(0);

  const categories = await callApi<{ content: { publicId: string; name: string }[] }>(
    'GET',
    '/api/v2/events/categories',
    { tenant: 'demo' },
  );
  const openHouse = categories.content.find((category) => category.name === 'Open house')!;
  const nextWeek = await createEvent(agent, 'Open house next week', {
    start: inDays(7),
    end: inDays(7, 2),
    category: openHouse.publicId,
  });
  await uploadBanner(agent, nextWeek.publicId);
  await createEvent(agent, 'Open house tomorrow', { start: inDays(1), end: inDays(1, 2) });
  await createEvent(agent, 'Auction long ago', { start: inDays(-10), end: inDays(-10, 2) });
  const called = await createEvent(agent, 'Called off');
  await callApi('POST', `/events/ids/${called.publicId}/cancel`, {
    tenant: 'demo',
    token: agent.token,
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
  const shown = page.getByTestId('agent-events').getByTestId('event-card');
  await expect(shown).toHaveCount(2);
  await expect(shown.first()).toContainText('Open house tomorrow');
  await expect(shown.last()).toContainText('Open house next week');
  await expect(shown.last()).toContainText('Open house');
  await expect(shown.last().locator('img')).toHaveAttribute('src', /\.webp$/);
  // The public card has no menu.
  await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'public agent page with events');
  await shot(page, 'public-1280-light');
  await page.setViewportSize({ width: 390, height: 844 });
  await setColorScheme(page);
  await expect(shown).toHaveCount(2);
  await shot(page, 'public-390-dark');
});
