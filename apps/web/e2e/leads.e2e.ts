import { expect, test, type Page } from '@playwright/test';
import {
  apiSignIn,
  DEMO,
  expectNoSeriousA11yViolations,
  latestMail,
  signIn,
  url,
} from './support/app';
import { agentWithLiveListing, demoCustomerRequestsViewing, sendInquiry } from './support/leads';
import { expectNoHorizontalScroll, screenshots, setColorScheme } from './support/screens';

const LEADS = '/demo/dashboard/leads';
const shot = screenshots('leads');

const rows = (page: Page) => page.getByTestId('lead-row');
const panel = (page: Page) => page.getByTestId('lead-panel');
const leadsLink = (page: Page) => page.getByTestId('sidebar').getByRole('link', { name: /^Leads/ });

test.describe('leads', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the agent sees a new inquiry, opens it, replies, and can mark it unread', async ({
    page,
  }) => {
    const { agent } = await agentWithLiveListing().then(async (made) => {
      await sendInquiry(made.listing.publicId);
      return made;
    });
    await signIn(page, 'demo', agent);
    await expect(leadsLink(page)).toHaveAccessibleName('Leads 1 unread');
    await expect(page.getByTestId('home-unread-leads')).toHaveText('1 unread lead');
    // On the icon rail the link's name carries the count.
    await page.setViewportSize({ width: 960, height: 900 });
    await expect(leadsLink(page)).toHaveAccessibleName('Leads, 1 unread');
    await page.setViewportSize({ width: 1280, height: 900 });

    await leadsLink(page).click();
    await page.getByRole('heading', { name: 'Leads', level: 1 }).waitFor();
    await rows(page).first().waitFor();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toHaveAttribute('data-unread', 'true');
    await expect(rows(page).first()).toContainText('Rudo Moyo');
    await expectNoSeriousA11yViolations(page, 'leads list');

    await rows(page).first().click();
    await expect(panel(page).getByTestId('lead-title')).toHaveText('Rudo Moyo');
    await expect(panel(page).getByRole('link', { name: /@e2e\.propdesk\.test$/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expect(panel(page).getByRole('link', { name: '+263 77 123 4567' })).toHaveAttribute(
      'href',
      'tel:+263771234567',
    );
    // Opening it marks it read: the count goes, the dot goes.
    await expect(page.getByTestId('leads-unread')).toHaveCount(0);
    await expect(rows(page).first()).not.toHaveAttribute('data-unread');

    await panel(page).getByLabel('Reply').fill('Yes, it is. Shall we arrange a viewing on Friday?');
    await panel(page).getByRole('button', { name: 'Send reply' }).click();
    const messages = panel(page).getByTestId('lead-message');
    await expect(messages).toHaveCount(2);
    await expect(messages.last()).toHaveAttribute('data-from', 'AGENT');
    await expect(messages.last()).toContainText('Shall we arrange a viewing on Friday?');
    await expect(panel(page).getByTestId('lead-status')).toHaveText('Answered');
    await expectNoSeriousA11yViolations(page, 'lead open');
    await shot(page, '1280-light');
    await setColorScheme(page);
    await expect(panel(page).getByTestId('lead-message')).toHaveCount(2);
    await shot(page, '1280-dark');

    await panel(page).getByRole('button', { name: 'Mark unread' }).click();
    await expect(leadsLink(page)).toHaveAccessibleName('Leads 1 unread');
    await expect(page).toHaveURL((u) => !u.searchParams.has('lead'));
    await expect(rows(page).first()).toHaveAttribute('data-unread', 'true');

    // The filters live in the address: no viewing requests yet.
    await page.getByRole('combobox', { name: 'Kind', exact: true }).click();
    await page.getByRole('option', { name: 'Viewing request', exact: true }).click();
    await expect(page).toHaveURL(/kind=VIEWING/);
    await expect(page.getByTestId('no-lead-matches')).toBeVisible();
  });

  test('the reply reaches the person by email', async () => {
    const { agent, listing } = await agentWithLiveListing();
    const inquiry = await sendInquiry(listing.publicId, 'Tendai Banda');
    const { token } = await apiSignIn('demo', agent);
    const response = await fetch(url(`/api/v2/leads/ids/${inquiry.publicId}/reply`), {
      method: 'POST',
      headers: {
        'X-Tenant': 'demo',
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ message: 'Thank you for asking: it is available.' }),
    });
    expect(response.status).toBe(201);
    const mail = await latestMail(inquiry.email, { timeoutMs: 20_000 });
    expect(mail.text).toContain('Thank you for asking: it is available.');
  });

  test("a customer's viewing request is confirmed by the agent, then cancelled by the customer", async ({
    browser,
  }) => {
    const { agent, listing } = await agentWithLiveListing();
    const viewing = await demoCustomerRequestsViewing(listing.publicId);

    // The agent confirms it at the first preferred time and answers in the thread.
    const agentPage = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    await signIn(agentPage, 'demo', agent, `${LEADS}?kind=VIEWING`);
    await rows(agentPage).first().click();
    await expect(panel(agentPage).getByTestId('lead-status')).toHaveText('Requested');
    await expect(
      panel(agentPage).getByTestId('viewing-preferred').getByRole('listitem'),
    ).toHaveCount(2);
    await panel(agentPage).getByRole('button', { name: 'Confirm' }).click();
    const dialog = agentPage.getByRole('dialog', { name: 'Confirm this viewing' });
    await expect(dialog.getByRole('radio').first()).toBeChecked();
    await expectNoSeriousA11yViolations(agentPage, 'confirm viewing');
    await dialog.getByRole('button', { name: 'Confirm viewing' }).click();
    await expect(panel(agentPage).getByTestId('lead-status')).toHaveText('Confirmed');
    await expect(panel(agentPage).getByTestId('viewing-agreed')).toBeVisible();
    await expect(panel(agentPage).getByTestId('viewing-history')).toContainText('Confirmed');
    await panel(agentPage).getByLabel('Reply').fill('See you then: ring the bell at the gate.');
    await panel(agentPage).getByRole('button', { name: 'Send reply' }).click();
    await expect(panel(agentPage).getByTestId('lead-message').last()).toContainText(
      'ring the bell',
    );
    // Confirmed: 'Mark done' and 'Decline' are what may follow.
    await expect(panel(agentPage).getByRole('button', { name: 'Mark done' })).toBeVisible();
    await expect(panel(agentPage).getByRole('button', { name: 'Confirm' })).toHaveCount(0);

    // The listing's Viewings tab lists it and opens it in Leads.
    await agentPage.goto(url(`/demo/dashboard/property/details/${listing.publicId}?tab=Viewings`));
    await expect(rows(agentPage)).toHaveCount(1);
    await expect(rows(agentPage).first()).toContainText('Confirmed');
    await expectNoSeriousA11yViolations(agentPage, 'viewings tab');
    await rows(agentPage).first().click();
    await expect(agentPage).toHaveURL(new RegExp(`lead=${viewing.publicId}`));
    await expect(panel(agentPage).getByTestId('lead-status')).toHaveText('Confirmed');
    await agentPage.context().close();

    // The customer sees it confirmed with the reply, at phone width, then cancels it.
    const customerPage = await (
      await browser.newContext({ viewport: { width: 390, height: 844 } })
    ).newPage();
    await signIn(customerPage, 'demo', DEMO.customer);
    await customerPage.getByRole('button', { name: /navigation/i }).click();
    await customerPage.getByTestId('sidebar').getByRole('link', { name: 'My requests' }).click();
    await customerPage.getByRole('heading', { name: 'My requests', level: 1 }).waitFor();
    const mine = rows(customerPage).filter({ hasText: viewing.title });
    await expect(mine.first()).toContainText('Confirmed');
    await expectNoHorizontalScroll(customerPage);
    await expectNoSeriousA11yViolations(customerPage, 'my requests, 390 px');
    await screenshots('leads')(customerPage, 'my-requests-390-light');
    await mine.first().click();
    await expect(panel(customerPage).getByTestId('lead-status')).toHaveText('Confirmed');
    await expect(panel(customerPage).getByTestId('lead-message').last()).toContainText(
      'ring the bell',
    );
    await expectNoHorizontalScroll(customerPage);
    await shot(customerPage, 'request-390-light');
    await panel(customerPage).getByRole('button', { name: 'Cancel viewing' }).click();
    await customerPage
      .getByRole('dialog', { name: 'Cancel this viewing?' })
      .getByRole('button', { name: 'Cancel viewing' })
      .click();
    await expect(panel(customerPage).getByTestId('lead-status')).toHaveText('Cancelled');
    await expect(panel(customerPage).getByRole('button', { name: 'Cancel viewing' })).toHaveCount(
      0,
    );
    await setColorScheme(customerPage);
    await expect(panel(customerPage).getByTestId('lead-status')).toHaveText('Cancelled');
    await expectNoSeriousA11yViolations(customerPage, 'request, dark, 390 px');
    await shot(customerPage, 'request-390-dark');
    await customerPage.context().close();
  });

  test('the agent list at 390 px opens a lead as its own page', async ({ page }) => {
    const { agent, listing } = await agentWithLiveListing();
    await sendInquiry(listing.publicId, 'Farai Chuma');
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'demo', agent, LEADS);
    await rows(page).first().waitFor();
    await expect(rows(page)).toHaveCount(1);
    await expectNoHorizontalScroll(page);
    await shot(page, 'list-390-light');
    await rows(page).first().click();
    await expect(panel(page).getByTestId('lead-title')).toHaveText('Farai Chuma');
    await expect(rows(page)).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page, 'lead, 390 px');
    await shot(page, 'lead-390-light');
    await setColorScheme(page);
    await expect(panel(page).getByTestId('lead-title')).toHaveText('Farai Chuma');
    await shot(page, 'lead-390-dark');
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await expect(rows(page)).toHaveCount(1);
  });

  test('another agent never sees the lead, and staff get the restricted view', async ({ page }) => {
    const { listing } = await agentWithLiveListing();
    const inquiry = await sendInquiry(listing.publicId, 'Nyasha Dube');
    const { agent: other } = await agentWithLiveListing();
    await signIn(page, 'demo', other, LEADS);
    // The first read can be slow on a busy machine: wait as long as an action may.
    await page.getByTestId('no-leads').waitFor();
    await expect(page.getByTestId('leads-unread')).toHaveCount(0);
    await page.goto(url(`${LEADS}?lead=${inquiry.publicId}`));
    await panel(page).getByRole('alert').waitFor();
    await expect(panel(page).getByRole('alert')).toContainText('Lead not found');
    await expect(page.getByText('Nyasha Dube')).toHaveCount(0);

    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'demo', DEMO.moderator, LEADS);
    await page.getByRole('heading', { name: 'This area is for agents' }).waitFor();
    await expect(
      page.getByTestId('sidebar').getByRole('link', { name: /Leads|My requests/ }),
    ).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'leads, staff');
  });
});
