import { expect, test, type Page } from '@playwright/test';
import { callApi, expectNoSeriousA11yViolations, signIn, url } from './support/app';
import { createAgentAccount, createListings } from './support/listings';
import { screenshots, setColorScheme } from './support/screens';

const LIST = '/demo/dashboard/property/list';

const shot = screenshots('my-listings', { fullPage: false });

const cards = (page: Page) => page.getByTestId('listing-card');

/** Scrolls to the bottom until the list says it has shown everything. */
async function scrollToEnd(page: Page) {
  const end = page.getByTestId('end-of-list');
  for (let i = 0; i < 20 && !(await end.isVisible()); i += 1) {
    const shown = await cards(page).count();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // The next page has come in, or the list has said it has no more.
    await expect
      .poll(async () => (await end.isVisible()) || (await cards(page).count()) > shown)
      .toBe(true);
  }
  await expect(end).toBeVisible();
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the grid scrolls through 45 listings, each shown once, while one is deleted', async ({
  page,
}) => {
  const agent = await createAgentAccount();
  const made = await createListings(agent, 45);
  await signIn(page, 'demo', agent, LIST);
  await expect(page.getByRole('heading', { name: 'My Listings' })).toBeVisible();
  await expect(page.getByTestId('listings-total')).toHaveText('45 listings');
  await expect(cards(page)).toHaveCount(20);
  // Newest first: the last one created leads.
  await expect(cards(page).first()).toContainText(made[44]!.code);
  await shot(page, 'grid-1280-light');
  // A listing shown on the first page goes while the agent scrolls: with offsets, every later
  // page would start one row late and a card would never be shown.
  await callApi('DELETE', `/properties/ids/${made[40]!.publicId}/delete`, {
    tenant: 'demo',
    token: agent.token,
  });
  await scrollToEnd(page);
  await expect(cards(page)).toHaveCount(45);
  const shown = (await cards(page).allTextContents()).map(
    (text) => made.find((listing) => text.includes(listing.code))?.code,
  );
  expect(new Set(shown).size).toBe(45);
  expect(shown).not.toContain(undefined);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url(LIST));
  await expect(cards(page).first()).toBeVisible();
  const [first, second] = await cards(page).evaluateAll((nodes) =>
    nodes.slice(0, 2).map((node) => node.getBoundingClientRect().left),
  );
  expect(first).toBe(second); // one column on phones
  await shot(page, 'grid-390-light');
  await setColorScheme(page);
  await expect(cards(page).first()).toBeVisible();
  await shot(page, 'grid-390-dark');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(cards(page).first()).toBeVisible();
  await shot(page, 'grid-1280-dark');
});

test('filters live in the address and survive reload and back', async ({ page }) => {
  const agent = await createAgentAccount();
  await createListings(agent, 4, (i) => ({
    name: ['Sunny cottage', 'Garden flat', 'Sunny loft', 'Quiet house'][i],
    category: i < 2 ? 'SALE' : 'RENT',
  }));
  await signIn(page, 'demo', agent, LIST);
  await expect(cards(page)).toHaveCount(4);

  await pick(page, 'Category', 'Rent');
  await expect(page).toHaveURL(/category=RENT/);
  await expect(cards(page)).toHaveCount(2);

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('sunny');
  await expect(page).toHaveURL(/title=sunny/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Sunny loft');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('sunny');
  await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue('Rent');
  await expect(cards(page)).toHaveCount(1);

  // The typing made one history entry, so one step back is the category alone.
  await page.goBack();
  await expect(page).toHaveURL(/category=RENT$/);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');
  await expect(cards(page)).toHaveCount(2);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(cards(page)).toHaveCount(4);

  await page.goto(url(`${LIST}?title=nothing-like-this`));
  await expect(page.getByText('No listing matches these filters')).toBeVisible();
  await shot(page, 'no-matches-1280-light');
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(cards(page)).toHaveCount(4);
});

test('on a phone the filters open in a drawer', async ({ page }) => {
  const agent = await createAgentAccount();
  await createListings(agent, 3, (i) => ({ category: ['SALE', 'RENT', 'QUICK_RENT'][i] }));
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'demo', agent, LIST);
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('combobox', { name: 'Category', exact: true }).click();
  await expect(page.getByRole('option')).toHaveText(['Sale', 'Rent', 'Short stay', 'Any category']);
  await page.getByRole('option', { name: 'Short stay' }).click();
  await drawer.getByRole('combobox', { name: 'Status', exact: true }).click();
  await expect(page.getByRole('option')).toHaveText(['Approved', 'Under review', 'Any status']);
  await page.getByRole('option', { name: 'Under review' }).click();
  await expect(page).toHaveURL(/category=QUICK_RENT/);
  await expect(page).toHaveURL(/status=REVIEW/);
  await shot(page, 'filters-drawer-390-light');
  await drawer.getByRole('button', { name: 'Show listings' }).click();
  await expect(drawer).toBeHidden();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Short stay');
  await setColorScheme(page);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  await shot(page, 'filters-drawer-390-dark');
});

test('a card menu archives and unarchives its listing', async ({ page }) => {
  const agent = await createAgentAccount();
  const [listing] = await createListings(agent, 2, (i) => ({ name: `Archive me ${i}` }));
  await signIn(page, 'demo', agent, `${LIST}?archived=active`);
  await expect(cards(page)).toHaveCount(2);
  const card = cards(page).filter({ hasText: listing!.code });
  await card.getByRole('button', { name: /^Actions for/ }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Edit', 'Images', 'Archive', 'Preview']);
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive this listing?' });
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Property saved')).toBeVisible();
  await expect(cards(page)).toHaveCount(1);

  await page.goto(url(`${LIST}?archived=archived`));
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Archived');
  await cards(page)
    .first()
    .getByRole('button', { name: /^Actions for/ })
    .click();
  await page.getByRole('menuitem', { name: 'Unarchive' }).click();
  await page
    .getByRole('dialog', { name: 'Unarchive this listing?' })
    .getByRole('button', { name: 'Unarchive' })
    .click();
  await expect(page.getByText('No listing matches these filters')).toBeVisible();

  // The menu works from the keyboard: Enter opens it, arrows move, Escape gives focus back.
  await page.goto(url(LIST));
  // Both listings are back: the grid has settled before the keys are pressed.
  await expect(cards(page)).toHaveCount(2);
  const actions = cards(page)
    .first()
    .getByRole('button', { name: /^Actions for/ });
  await actions.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(actions).toBeFocused();

  // The menu's links go to the editor, its images and its preview.
  await cards(page)
    .first()
    .getByRole('button', { name: /^Actions for/ })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Preview' })).toHaveAttribute(
    'href',
    /\/demo\/dashboard\/property\/draft\/[\w-]+\?tab=preview$/,
  );
  await page.keyboard.press('Escape');
  // A card opens the listing's detail page.
  await cards(page).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/demo\/dashboard\/property\/details\/[\w-]+$/);
});

test('an agent without listings is invited to create one', async ({ page }) => {
  const agent = await createAgentAccount();
  await signIn(page, 'demo', agent, LIST);
  await expect(page.getByText('You have no listings yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create A Listing' })).toHaveAttribute(
    'href',
    '/demo/dashboard/property/draft/new',
  );
  await expectNoSeriousA11yViolations(page, 'My Listings, empty');
  await shot(page, 'empty-1280-light');
  await page.setViewportSize({ width: 390, height: 844 });
  await setColorScheme(page);
  await expect(page.getByText('You have no listings yet')).toBeVisible();
  await shot(page, 'empty-390-dark');
});

test('the search box finds a listing by code and opens it; Ctrl+K opens it anywhere', async ({
  page,
}) => {
  const agent = await createAgentAccount();
  const made = await createListings(agent, 3, (i) => ({
    name: ['Sunny cottage', 'Garden flat', 'Quiet house'][i],
  }));
  await signIn(page, 'demo', agent, LIST);
  await expect(cards(page)).toHaveCount(3);
  await expectNoSeriousA11yViolations(page, 'My Listings');

  await page.keyboard.press('Control+K');
  const search = page.getByRole('textbox', { name: 'Search your listings' });
  await expect(search).toBeFocused();
  await search.fill(made[1]!.code.slice(0, 8).toLowerCase());
  await expect(page.getByTestId('listing-search-result')).toHaveCount(1);
  await expect(page.getByTestId('listing-search-result')).toContainText('Garden flat');
  await shot(page, 'search-palette-1280-light');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(url(`/demo/dashboard/property/details/${made[1]!.publicId}`));

  await page.goto(url(LIST));
  await page.getByTestId('listing-search-box').click();
  await page.getByRole('textbox', { name: 'Search your listings' }).fill('sunny');
  await expect(page.getByTestId('listing-search-result')).toHaveText([/Sunny cottage/]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('textbox', { name: 'Search your listings' })).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await setColorScheme(page);
  await page.getByRole('button', { name: 'Search listings' }).click();
  await page.getByRole('textbox', { name: 'Search your listings' }).fill('quiet');
  await expect(page.getByTestId('listing-search-result')).toHaveText([/Quiet house/]);
  await shot(page, 'search-palette-390-dark');
});
