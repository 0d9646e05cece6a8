import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { defaultContextOptions } from './support/browser';
import { callApi, DEMO, signIn, uniqueEmail, url } from './support/app';
import { blockMapTiles, fillDraftToPrice } from './support/editor-tabs';
import { createAgentAccount, createListing, uploadPhotos } from './support/listings';
import { screenshots, setColorScheme } from './support/screens';

const shot = screenshots('spec-failures');

/**
 * The spec's failure toasts and small behaviours (sections 2, 5, 8 and 9), each made to happen
 * on purpose: a call the page makes is answered with a server error.
 */

const serverError = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'INTERNAL',
      message: 'Something went wrong on our side',
    }),
  });

/** The spec's failure toast (section 8), with what the API said underneath. */
async function expectFailureToast(page: Page, screenshot?: string) {
  const toast = page.getByRole('alert').filter({ hasText: 'An error occurred' });
  await expect(toast).toContainText('Something went wrong on our side');
  if (screenshot) await shot(page, screenshot);
  await toast.getByRole('button').click();
  await expect(toast).toHaveCount(0);
}

test.describe('as an agent, signed in once', () => {
  test.describe.configure({ mode: 'serial' });

  let context: BrowserContext;
  let page: Page;
  let agent: Awaited<ReturnType<typeof createAgentAccount>>;
  let listing: { publicId: string; name: string };
  const editor = (tab: string) =>
    url(`/demo/dashboard/property/draft/${listing.publicId}?tab=${tab}`);

  test.beforeAll(async ({ browser }) => {
    agent = await createAgentAccount();
    listing = await createListing(agent);
    await uploadPhotos(listing.publicId, agent.token, 'GENERAL', [40]);
    context = await browser.newContext({
      ...defaultContextOptions,
      viewport: { width: 1280, height: 900 },
    });
    page = await context.newPage();
    // Leaving a form whose save failed: the browser asks, and the spec leaves.
    page.on('dialog', (dialog) => void dialog.accept());
    await blockMapTiles(page);
    await signIn(page, 'demo', agent);
  });
  test.afterAll(() => context.close());

  test("a failed listing save (creation) says 'An error occurred' and keeps the draft", async () => {
    await page.goto(url('/demo/dashboard/property/draft/new'));
    await fillDraftToPrice(page, 'House the server refuses', 'House');
    await page.getByRole('textbox', { name: 'Price' }).fill('90000');

    await page.route('**/properties/create', serverError);
    const create = page.getByRole('button', { name: 'Save and Continue' });
    await create.click();
    await expectFailureToast(page);
    await page.unroute('**/properties/create');
    // Still the new draft, ready to try again.
    await expect(page.getByRole('heading', { name: 'Create New Listing' })).toBeVisible();
    await expect(create).toBeEnabled();
    await expect(create).not.toHaveAttribute('data-loading');
    await expect(page.getByRole('textbox', { name: 'Price' })).toHaveValue('90,000');
  });

  test("a failed edit says 'An error occurred'", async () => {
    await page.goto(editor('details'));
    await page.getByRole('textbox', { name: 'Name' }).fill(`${listing.name} renamed`);
    await page.route('**/properties/ids/*/update', serverError);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectFailureToast(page, 'edit-failed-1280');
    await page.unroute('**/properties/ids/*/update');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  });

  test("a failed features save says 'An error occurred'", async () => {
    await page.goto(editor('features'));
    await page.getByRole('checkbox', { name: 'Bedroom', exact: true }).check();
    await page.route('**/features/all/create', serverError);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectFailureToast(page);
    await page.unroute('**/features/all/create');
  });

  test("a failed amenity save says 'An error occurred' and keeps the form open", async () => {
    await page.goto(editor('amenities'));
    await page.getByRole('button', { name: 'Add amenity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add amenity' });
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Hospital', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Latitude' }).fill('-17.8');
    await dialog.getByRole('textbox', { name: 'Longitude' }).fill('31.05');
    await page.route('**/amenities/create', serverError);
    await dialog.getByRole('button', { name: 'Save amenity' }).click();
    await expectFailureToast(page);
    await page.unroute('**/amenities/create');
    await expect(dialog).toBeVisible();
  });

  test("a failed image delete says 'An error occurred' and keeps the image", async () => {
    await page.goto(url(`/demo/dashboard/property/images/${listing.publicId}`));
    const card = page.getByTestId('image-card').first();
    await card.getByRole('button', { name: /^Delete/ }).click();
    await page.route('**/images/delete?*', serverError);
    await page
      .getByRole('dialog', { name: 'Delete this image?' })
      .getByRole('button', { name: 'Delete image' })
      .click();
    await expectFailureToast(page);
    await page.unroute('**/images/delete?*');
    await expect(page.getByText('Image deleted')).toHaveCount(0);
    await expect(page.getByTestId('image-card')).toHaveCount(1);
  });

  test("a failed delete says 'An error occurred' and keeps the listing", async () => {
    await page.goto(editor('others'));
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this listing?' });
    await dialog.getByRole('textbox', { name: 'Listing name' }).fill(listing.name);
    await page.route('**/properties/ids/*/delete', serverError);
    await dialog.getByRole('button', { name: 'Delete listing' }).click();
    await expectFailureToast(page);
    await page.unroute('**/properties/ids/*/delete');
    await expect(page.getByText('Property deleted')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: `Edit ${listing.name}` })).toBeVisible();
  });

  test('a failed search leaves the results empty, even after a search that found one', async () => {
    await page.goto(url('/demo/dashboard'));
    await page.getByTestId('greeting').waitFor();
    await page.keyboard.press('Control+K');
    const search = page.getByRole('textbox', { name: 'Search your listings' });
    const results = page.getByTestId('listing-search-result');
    await search.fill('jacaranda');
    await expect(results).toHaveCount(1);
    await page.route('**/properties/search/detailed?*', serverError);
    await search.fill('jacaranda close');
    await expect(page.getByText('Search is unavailable just now.')).toBeVisible();
    await expect(results).toHaveCount(0);
    await page.unroute('**/properties/search/detailed?*');
    await page.keyboard.press('Escape');
  });

  test('the service charge shows only for a serviced listing', async () => {
    await page.goto(editor('price'));
    const serviced = page.getByRole('switch', { name: 'Serviced' });
    const charge = page.getByRole('textbox', { name: 'Service charge' });
    await serviced.waitFor();
    await expect(serviced).not.toBeChecked();
    await expect(charge).toHaveCount(0);
    await serviced.check({ force: true });
    await expect(charge).toBeVisible();
    await serviced.uncheck({ force: true });
    await expect(charge).toHaveCount(0);
  });

  test("the area units read 'ha', 'sq ft', 'sq mts' and 'acres'", async () => {
    await page.goto(editor('others'));
    const unit = page.getByRole('combobox', { name: 'Area unit' });
    await unit.waitFor();
    // Made through the API without a unit: the spec's draft default, hectares.
    await expect(unit).toHaveValue('ha');
    await unit.click();
    await expect(page.getByRole('option')).toHaveText(['ha', 'sq ft', 'sq mts', 'acres']);
    await page.keyboard.press('Escape');

    const details = url(`/demo/dashboard/property/details/${listing.publicId}`);
    for (const [areaType, shown] of [
      ['SQUARE_FEET', '1,200 sq ft'],
      ['ACRES', '1,200 acres'],
      ['HECTARE', '1,200 ha'],
    ] as const) {
      await callApi('PUT', `/properties/ids/${listing.publicId}/update`, {
        tenant: 'demo',
        token: agent.token,
        body: { area: 1200, areaType },
      });
      await page.goto(details);
      await page.getByText(shown, { exact: true }).waitFor();
    }
  });

  test("the greeting falls back to the agent's name when there is no first name", async () => {
    await page.route('**/auth/users/names/*/get', async (route) => {
      const response = await route.fetch();
      const user = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...user, firstName: '' } });
    });
    await page.goto(url('/demo/dashboard'));
    await page.getByTestId('greeting').waitFor();
    await expect(page.getByTestId('greeting')).toHaveText(
      /^Good (morning|afternoon|evening), Lens & Light Realty$/,
    );
    await page.unroute('**/auth/users/names/*/get');
  });

  test("'Exit Dashboard' leaves the dashboard for the site's home", async () => {
    await page.goto(url('/demo/dashboard'));
    await page.getByRole('link', { name: 'Exit Dashboard' }).click();
    await page.waitForURL((u) => u.pathname === '/demo' || u.pathname === '/demo/');
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
  });

  test("the profile save shows 'Saving...' while the call runs, then 'Sent'", async () => {
    await page.goto(url('/demo/dashboard/profile'));
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page.getByLabel(/^Telephone/).fill('+263 77 200 3001');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v2/agents/ids/*', async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      await held;
      return route.fallback();
    });
    await page.getByRole('button', { name: 'Save' }).click();
    const overlay = page.getByRole('status').filter({ hasText: 'Saving...' });
    await expect(overlay).toBeVisible();
    await expect(page.locator('form[data-status]')).toHaveAttribute('data-status', 'saving');
    release();
    await page.getByRole('status').filter({ hasText: 'Sent' }).waitFor();
    await page.getByText('Details Saved').waitFor();
    await page.unroute('**/api/v2/agents/ids/*');
  });
});

test("the lock screen says 'Invalid credentials' when the API's message says FOUND", async ({
  page,
}) => {
  // The sandbox site, so wrong attempts do not count against the demo site's sign-in throttle.
  await page.clock.install();
  await signIn(page, 'sandbox', DEMO.agent);
  await page.clock.fastForward(10 * 60_000);
  await page.getByRole('heading', { name: 'Screen locked' }).waitFor();
  const lock = page.getByTestId('lock-screen');
  const answer = (status: number, message: string) =>
    page.route('**/auth/authenticate', (route) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: status, message }),
      }),
    );

  // A message with neither FOUND nor credentials is shown as it is and costs no attempt.
  await answer(503, 'Sign-in is paused for maintenance');
  await lock.getByLabel(/^Password/).fill('Whatever#1');
  await lock.getByRole('button', { name: 'Unlock' }).click();
  await expect(lock.getByRole('alert')).toHaveText('Sign-in is paused for maintenance');
  await expect(lock.getByTestId('lock-attempts')).toHaveText('Attempts remaining: 3');

  await page.unroute('**/auth/authenticate');
  await answer(404, 'USER_NOT_FOUND');
  await lock.getByLabel(/^Password/).fill('Whatever#2');
  await lock.getByRole('button', { name: 'Unlock' }).click();
  await expect(lock.getByRole('alert')).toHaveText('Invalid credentials');
  await expect(lock.getByTestId('lock-attempts')).toHaveText('Attempts remaining: 2');
  await shot(page, 'lock-found-1280');
});

test('sign-up stays busy from creating the account until signed in', async ({ page }) => {
  await page.goto(url('/demo/user/register'));
  await setColorScheme(page, 'dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel(/^First name/).fill('Rudo');
  await page.getByLabel(/^Last name/).fill('Chikwanha');
  await page.getByLabel(/^Email/).fill(uniqueEmail('busy'));
  await page.getByLabel(/^Password/).fill('AbcDefg1!#x');
  // The account is created; signing in with it waits until the spec lets it go.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/auth/authenticate', async (route) => {
    await held;
    await route.fallback();
  });
  const submit = page.getByRole('button', { name: 'Create account' });
  await submit.click();
  await page.getByText('Account created').waitFor();
  // 'created': a second press cannot ask for the same account again.
  await expect(submit).toHaveAttribute('data-loading', 'true');
  await expect(submit).toBeDisabled();
  await shot(page, 'sign-up-busy-390-dark');
  release();
  await page.waitForURL((u) => u.pathname === '/demo/dashboard');
});
