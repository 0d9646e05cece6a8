import { expect, test, type Locator, type Page } from '@playwright/test';
import { callApi, latestMail, signIn, uniqueEmail, url } from './support/app';
import { pickDateTime, siteDate } from './support/date-time-picker';
import { checkLooks } from './support/looks';
import { createLiveRental } from './support/public-listings';
import { screenshots } from './support/screens';

const shot = screenshots('guest-requests');
const PASSWORD = 'Guest#Viewer2026';

async function openForm(page: Page, name: 'Ask a question' | 'Request a viewing') {
  await page.getByRole('button', { name }).filter({ visible: true }).click();
  return page.getByRole('dialog', { name });
}

async function sendAndClose(page: Page, dialog: Locator, button: string, path: string) {
  const sent = page.waitForResponse((r) => r.url().includes(path));
  await dialog.getByRole('button', { name: button }).click();
  expect((await sent).status()).toBe(201);
  await expect(dialog.getByTestId('lead-sent')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test.describe('guest requests join the account', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a guest asks, requests a viewing, registers, confirms from the mail and sees both with the reply', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const title = `Guest house ${Date.now()}`;
    const rental = await createLiveRental(title);
    const email = uniqueEmail('guest');

    // As a guest: a question, then a viewing request whose form remembers the contact details.
    await page.goto(url(`/demo/listings/${rental.publicId}`));
    const question = await openForm(page, 'Ask a question');
    await question.getByLabel('Name').fill('Rudo Banda');
    await question.getByLabel('Email').fill(email);
    await question.getByLabel(/^Phone/).fill('+263 77 555 0199');
    await question.getByLabel('Your question').fill('Is the garden fenced for a dog?');
    await sendAndClose(page, question, 'Send question', '/inquiries/create');

    const viewing = await openForm(page, 'Request a viewing');
    await expect(viewing.getByLabel('Name')).toHaveValue('Rudo Banda');
    await expect(viewing.getByLabel('Email')).toHaveValue(email);
    await expect(viewing.getByLabel(/^Phone/)).toHaveValue('+263 77 555 0199');
    await pickDateTime(page, viewing, 'Time 1', siteDate(3), ['10', '30']);
    await viewing.getByRole('button', { name: 'Add another time' }).click();
    await pickDateTime(page, viewing, 'Time 2', siteDate(4), ['14', '00']);
    await sendAndClose(page, viewing, 'Request viewing', '/tours/create');

    // The agent answers the question (by email, and in the thread).
    const agentLeads = await callApi<{ content: { publicId: string; kind: string }[] }>(
      'GET',
      '/api/v2/leads/all',
      { tenant: 'demo', token: rental.agent.token },
    );
    const asked = agentLeads.content.find((lead) => lead.kind === 'INQUIRY')!;
    await callApi('POST', `/api/v2/leads/ids/${asked.publicId}/reply`, {
      tenant: 'demo',
      token: rental.agent.token,
      body: { message: 'Yes, the whole garden has a new fence.' },
    });

    // Registered and signed in, but unconfirmed: nothing joins yet, and the dashboard says why.
    await callApi('POST', '/auth/customers/create', {
      tenant: 'demo',
      body: { firstName: 'Rudo', lastName: 'Banda', email, password: PASSWORD },
    });
    await signIn(page, 'demo', { email, password: PASSWORD }, '/demo/dashboard/leads');
    const notice = page.getByTestId('email-confirmation-notice');
    await expect(notice).toContainText('Confirm your email address');
    await expect(page.getByTestId('no-requests')).toBeVisible();
    await notice.getByRole('button', { name: 'Send the link again' }).click();
    await expect(notice.getByRole('status')).toHaveText(
      `We have sent a new link to ${email}. Open it within 48 hours.`,
    );
    await checkLooks(page, shot, 'unconfirmed', () =>
      expect(page.getByTestId('email-confirmation-notice')).toBeVisible(),
    );

    // The link, opened cold in a fresh browser where nobody is signed in.
    const mail = await latestMail(email, {
      subject: 'Confirm your email address for Propdesk Demo',
      timeoutMs: 20_000,
    });
    const link = mail.text.match(/https?:\/\/\S+\/demo\/user\/confirm-email\?token=\S+/)?.[0];
    expect(link, mail.text).toBeTruthy();
    const cold = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const fresh = await cold.newPage();
    await fresh.goto(link!);
    await expect(fresh.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
    await expect(fresh.getByRole('status')).toContainText(
      "2 requests you sent from this address before signing up joined your account, with the agents' replies.",
    );
    await shot(fresh, 'confirmed-first-open-light-1280');
    // The looks are checked on reloads: the link is used by then, and the page says so.
    await checkLooks(fresh, shot, 'confirmed', () =>
      expect(fresh.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible(),
    );

    // Opened again (a second click): the link is used, the address stays confirmed.
    await fresh.reload();
    await expect(fresh.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
    await expect(fresh.getByRole('status')).toHaveText(
      'This confirmation link has already been used: your email address is confirmed.',
    );

    // "My requests" from the confirmation page: sign in, and both requests are there.
    await fresh.getByRole('link', { name: 'My requests' }).click();
    await fresh.waitForURL((u) => u.pathname === '/demo/user/login');
    await fresh.getByLabel('Email').fill(email);
    await fresh.getByLabel(/^Password/).fill(PASSWORD);
    await fresh.getByRole('button', { name: 'Sign in' }).click();
    await fresh.waitForURL((u) => u.pathname === '/demo/dashboard/leads');
    const rows = fresh.getByTestId('lead-row');
    await expect(rows).toHaveCount(2);
    await expect(fresh.getByTestId('email-confirmation-notice')).toHaveCount(0);
    await rows.filter({ hasText: 'Inquiry' }).click();
    await expect(fresh.getByText('Yes, the whole garden has a new fence.')).toBeVisible();
    await checkLooks(fresh, shot, 'my-requests', () =>
      expect(fresh.getByText('Yes, the whole garden has a new fence.')).toBeVisible(),
    );
    await cold.close();
  });

  test('a confirmation link that does not work says so, opened cold', async ({ page }) => {
    await page.goto(url('/demo/user/confirm-email?token=not-a-real-token'));
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'This confirmation link is invalid or has expired. Sign in to ask for a new one.',
    );
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test("a signed-in customer's viewing form has the phone from the profile", async ({ page }) => {
    const rental = await createLiveRental(`Profile phone house ${Date.now()}`);
    const customer = { email: uniqueEmail('phone'), password: PASSWORD };
    await callApi('POST', '/auth/customers/create', {
      tenant: 'demo',
      body: { firstName: 'Nyasha', lastName: 'Dube', mobile: '+263 71 222 3344', ...customer },
    });
    await signIn(page, 'demo', customer, '/demo/dashboard');
    await page.goto(url(`/demo/listings/${rental.publicId}`));
    const viewing = await openForm(page, 'Request a viewing');
    await expect(viewing.getByLabel(/^Phone/)).toHaveValue('+263 71 222 3344');
    // The person can still change it.
    await viewing.getByLabel(/^Phone/).fill('+263 71 999 0000');
    await expect(viewing.getByLabel(/^Phone/)).toHaveValue('+263 71 999 0000');
  });
});
