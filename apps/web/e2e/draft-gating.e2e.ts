import { expect, test, type Page } from '@playwright/test';
import { callApi, expectNoSeriousA11yViolations, signIn, url } from './support/app';
import { blockMapTiles } from './support/editor-tabs';
import { createAgentAccount, createListing, moderate } from './support/listings';

const NEW = '/demo/dashboard/property/draft/new';

async function newAgentOnDraft(page: Page, query = '') {
  await blockMapTiles(page);
  const agent = await createAgentAccount();
  await signIn(page, 'demo', agent, `${NEW}${query}`);
  await page.getByRole('heading', { name: 'Create New Listing' }).waitFor();
  return agent;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const blocked = (page: Page) => page.getByTestId('blocked-tab');
const openTab = (page: Page, tab: string) => page.getByRole('tab', { name: tab }).click();

test.describe('listing editor gating and draft', () => {
  test('says why each tab is locked, and what Next needs', async ({ page }) => {
    await newAgentOnDraft(page);
    await expect(page.getByRole('tab', { name: /Location/ })).toHaveAttribute(
      'data-locked',
      'true',
    );

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Fill the above fields first').waitFor();
    await page.getByText('Enter the property name').waitFor();
    await page.getByText('You have not selected a valid type').waitFor();

    await openTab(page, 'Location');
    await expect(blocked(page)).toContainText('Please fill out details in previous forms');
    await blocked(page).getByRole('link', { name: 'Go to Details' }).click();
    await page.waitForURL((u) => u.searchParams.get('tab') === 'details');

    await page.getByRole('textbox', { name: 'Name' }).fill('Plot near the dam');
    await choose(page, 'Property type', 'Land');
    await openTab(page, 'Location');
    await expect(blocked(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Fill the above fields first').waitFor();

    await openTab(page, 'Price');
    await expect(blocked(page)).toContainText('Fill in the previous forms first');
    for (const tab of ['Features', 'Others', 'Images', 'Amenities', 'SEO', 'Preview']) {
      await openTab(page, tab);
      await expect(blocked(page)).toContainText(
        /Save the property details first|Fill in the previous forms first/,
      );
    }

    // Back and forward move between tabs.
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('tab') === 'SEO');
    await page.goForward();
    await page.waitForURL((u) => u.searchParams.get('tab') === 'preview');

    // Contact details in the description are flagged as the agent types, and lock later tabs.
    await page.goto(url(`${NEW}?tab=details`));
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.fill('Call 0772 123 456 to view');
    await page.getByText('Phone number detected').waitFor();
    await description.fill('Write to sales@example.com for a viewing');
    await page.getByText('Email detected').waitFor();
    await openTab(page, 'Location');
    await expect(blocked(page)).toContainText('Please fix the errors in the previous sections');
    await openTab(page, 'Details');
    await description.fill('Flat, fenced and ready to build on.');
    await expect(page.getByText('Email detected')).toHaveCount(0);
    await openTab(page, 'Location');
    await expect(blocked(page)).toHaveCount(0);

    // A type that is not one of the site's (once the draft with the last edit is stored).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('propdesk:demo:property-draft')))
      .toContain('Flat, fenced');
    await page.evaluate(() => {
      const key = 'propdesk:demo:property-draft';
      const draft = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...draft, typeId: 'not-a-type' }));
    });
    await page.reload();
    await expect(blocked(page)).toContainText('You have not selected a valid type');
  });

  test('keeps the draft over a reload, and Discard empties it after a confirm', async ({
    page,
  }) => {
    await newAgentOnDraft(page);
    await page.getByRole('textbox', { name: 'Name' }).fill('Sunny flat');
    await page.getByRole('textbox', { name: 'Description' }).fill('Bright and airy.');
    // At once: leaving the page writes the draft without waiting for the debounce.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Sunny flat');
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Bright and airy.',
    );

    await page.getByRole('button', { name: 'Discard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard this draft?' });
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Sunny flat');
    await page.getByRole('button', { name: 'Discard', exact: true }).click();
    await dialog.getByRole('button', { name: 'Discard draft' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Sale');
  });

  test('completes the details tab with the keyboard alone', async ({ page }) => {
    await newAgentOnDraft(page);
    await page.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.type('Keyboard cottage');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Cott');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Property type' })).toHaveValue('Cottage');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Category' })).toBeFocused();
    // Opens on the current choice (Sale); Rent is the one above it.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Rent');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Quiet cottage close to the shops.');
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveAttribute(
      'placeholder',
      'Cottage for rent',
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('tab') === 'location');
    await expect(blocked(page)).toHaveCount(0);
  });

  test('opens a saved listing as Edit {name}, saves edits and asks before leaving them', async ({
    page,
  }) => {
    await blockMapTiles(page);
    const agent = await createAgentAccount();
    const listing = await createListing(agent, 'House');
    const editPath = `/demo/dashboard/property/draft/${listing.publicId}`;
    await signIn(page, 'demo', agent, editPath);
    await page.getByRole('heading', { name: `Edit ${listing.name}` }).waitFor();
    // Tabs before the saved ones need no gate.
    await expect(page.getByRole('tab', { name: /Features/ })).not.toHaveAttribute(
      'data-locked',
      'true',
    );

    const name = page.getByRole('textbox', { name: 'Name' });
    await name.fill('House on Jacaranda Close, renovated');
    await page.getByTestId('sidebar').getByRole('link', { name: 'Home' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(new RegExp(listing.publicId));

    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(name).toHaveValue(listing.name);

    await name.fill('House on Jacaranda Close, renovated');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Property saved').waitFor();
    await page.getByRole('heading', { name: 'Edit House on Jacaranda Close, renovated' }).waitFor();
    const saved = await callApi<{ name: string }>(
      'GET',
      `/properties/ids/${listing.publicId}/get`,
      {
        tenant: 'demo',
        token: agent.token,
      },
    );
    expect(saved.name).toBe('House on Jacaranda Close, renovated');
    // Nothing unsaved now: leaving does not ask.
    await page.getByTestId('sidebar').getByRole('link', { name: 'Home' }).click();
    await page.waitForURL((u) => u.pathname === '/demo/dashboard');
  });

  test("shows 'Property not found' and 'Not your property'", async ({ page }) => {
    await blockMapTiles(page);
    const owner = await createAgentAccount();
    const live = await createListing(owner, 'House');
    const inReview = await createListing(owner, 'Cottage');
    await moderate(live.publicId, 'approve');
    const other = await createAgentAccount();
    await signIn(page, 'demo', other, '/demo/dashboard/property/draft/NOSUCHLISTING');
    await page.getByRole('heading', { name: 'Property not found' }).waitFor();
    await page.goto(url(`/demo/dashboard/property/draft/${inReview.publicId}`));
    await page.getByRole('heading', { name: 'Property not found' }).waitFor();
    await page.goto(url(`/demo/dashboard/property/draft/${live.publicId}`));
    await page.getByRole('heading', { name: 'Not your property' }).waitFor();
    await page.goto(url('/demo/dashboard/property/draft/NOSUCHLISTING'));
    await page.getByRole('link', { name: 'Create New' }).click();
    await page.getByRole('heading', { name: 'Create New Listing' }).waitFor();
  });

  test('has no serious accessibility problems on the details, location and price tabs', async ({
    page,
  }) => {
    await blockMapTiles(page);
    const agent = await createAgentAccount();
    const listing = await createListing(agent, 'House');
    await signIn(page, 'demo', agent, `/demo/dashboard/property/draft/${listing.publicId}`);
    for (const tab of ['details', 'location', 'price']) {
      await page.goto(url(`/demo/dashboard/property/draft/${listing.publicId}?tab=${tab}`));
      await page.getByRole('heading', { name: `Edit ${listing.name}` }).waitFor();
      if (tab === 'location') await page.locator('.leaflet-container').waitFor();
      await expectNoSeriousA11yViolations(page, `editor ${tab}`);
    }
  });
});
