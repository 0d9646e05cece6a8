import { expect, test, type Page } from '@playwright/test';
import { callApi, expectNoSeriousA11yViolations, latestMail, uniqueEmail } from './support/app';
import { createLiveRental } from './support/public-listings';
import { screenshots } from './support/screens';

const shot = screenshots('search-alerts');

/** A visitor's "at once" search for rentals, confirmed from its mail; answers the address. */
async function confirmedSearch(page: Page, name: string, email: string) {
  await callApi('POST', '/api/v2/saved-searches', {
    tenant: 'demo',
    body: {
      name,
      frequency: 'instant',
      query: 'category=RENT',
      filters: { category: 'RENT' },
      sort: 'newest',
      email,
    },
  });
  const confirmation = await latestMail(email);
  const confirm = confirmation.text.match(/https?:\/\/\S+\/saved-searches\/confirm\?token=\S+/);
  expect(confirm, confirmation.text).toBeTruthy();
  await page.goto(confirm![0]);
  await expect(page.getByRole('status')).toHaveText(`Your alerts for “${name}” have started.`);
  return email;
}

test.describe('saved search alerts', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a new listing comes at once in an alert, whose one-click link stops the alerts', async ({
    page,
  }) => {
    // Two visitors' "at once" searches for rentals, confirmed from their mails (the saving
    // itself is the saved searches spec's); the second one shows when an approval has been read.
    const name = `Rentals ${Date.now()}`;
    const email = await confirmedSearch(page, name, uniqueEmail('alerted'));
    const witness = await confirmedSearch(page, `${name} too`, uniqueEmail('witness'));

    // An agent's rental is approved: the alert follows within the worker's next rounds.
    const title = `Alerted cottage ${Date.now()}`;
    await createLiveRental(title, 640);
    const alert = await latestMail(email, {
      subject: `New listings for your search: ${name}`,
      timeoutMs: 60_000,
    });
    expect(alert.text).toContain(title);
    expect(alert.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = alert.headers?.['List-Unsubscribe']?.match(/^<(.+)>$/)?.[1];
    expect(oneClick).toMatch(/\/demo\/saved-searches\/unsubscribe\?token=/);

    // The mail as its reader sees it: the listing with its photo, and the links under it.
    await page.setContent(alert.html!);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(page.locator('img').first()).toHaveJSProperty('complete', true);
    await shot(page, 'alert-mail-1280');
    await page.getByRole('link', { name: 'Stop these alerts' }).click();
    await expect(page.getByRole('heading', { name: 'Stop these alerts?' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'unsubscribe from an alert');
    await page.getByRole('button', { name: 'Stop these alerts' }).click();
    await expect(page.getByRole('status')).toHaveText(`You will get no more alerts for “${name}”.`);

    // What a mail client does with the headers (RFC 8058): one POST, no sign-in, and again.
    for (let i = 0; i < 2; i++) {
      const response = await fetch(oneClick!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(response.status).toBe(200);
    }

    // Stopped: once the next rental's approval has been read (the other search hears of it),
    // this search has heard nothing more.
    const later = `Quiet cottage ${Date.now()}`;
    await createLiveRental(later, 650);
    const witnessSubject = `New listings for your search: ${name} too`;
    await expect
      .poll(async () => (await latestMail(witness, { subject: witnessSubject })).text, {
        timeout: 60_000,
      })
      .toContain(later);
    const last = await latestMail(email, { subject: `New listings for your search: ${name}` });
    expect(last.text).not.toContain(later);
  });
});
