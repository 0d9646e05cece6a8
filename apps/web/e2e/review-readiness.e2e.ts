import { expect, test, type Page } from '@playwright/test';
import { callApi, DEMO, expectNoSeriousA11yViolations, signIn, url } from './support/app';
import { checkLooks } from './support/looks';
import { createAgentAccount, createListing, uploadPhotos } from './support/listings';
import { screenshots, setColorScheme } from './support/screens';

const shot = screenshots('review-readiness');
const rows = (page: Page) => page.getByTestId('queue-row');
const queueOf = (agentId: string, state = 'PENDING') =>
  url(`/demo/dashboard/moderation/listings?agent=${agentId}&state=${state}`);

/** Scrolls the page to its top or bottom, and waits until the browser has painted it there. */
async function scrollAndPaint(page: Page, to: 'top' | 'bottom') {
  await page.evaluate(async (where) => {
    window.scrollTo(0, where === 'top' ? 0 : document.body.scrollHeight);
    const end = () =>
      where === 'top'
        ? window.scrollY === 0
        : window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    while (!end()) await new Promise((frame) => requestAnimationFrame(frame));
    // Two frames: the sticky bar has been laid out and painted where the scroll left it.
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
  }, to);
}

test.describe('review readiness', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the agent sends a finished listing for review; the queue tells it from one being filled in', async ({
    page,
    browser,
  }) => {
    const agent = await createAgentAccount();
    const finished = await createListing(agent);
    const filling = await createListing(agent, 'Cottage');

    // The agent opens the editor cold: it says the listing is not sent yet and what comes next.
    await signIn(page, 'demo', agent);
    await page.goto(url(`/demo/dashboard/property/draft/${finished.publicId}?tab=details`));
    const step = page.getByTestId('review-step');
    // The header names the state as My Listings and the detail page do.
    await expect(page.getByText('Under review', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/In review/)).toHaveCount(0);
    await expect(step).toContainText('Under review: not sent yet');
    await expect(step).toContainText('Moderators see this listing as being filled in');
    await expect(step).toContainText('once approved it goes live on the site');
    // The language control is disabled (and greyed) until the listing's translations are read.
    const original = page.getByRole('radio', { name: 'English, original' });
    await checkLooks(page, shot, 'editor-not-sent', async () => {
      await step.getByRole('button', { name: 'Send for review' }).waitFor();
      await expect(original).toBeEnabled();
    });
    await step.getByRole('button', { name: 'Send for review' }).click();
    await expect(step).toContainText('Under review: sent');
    await expect(step.getByRole('button', { name: 'Send for review' })).toHaveCount(0);
    await checkLooks(page, shot, 'editor-sent', async () => {
      await step.getByText(/Under review: sent/).waitFor();
      await expect(original).toBeEnabled();
    });

    // My Listings tells the one not sent yet from the one sent.
    await page.goto(url('/demo/dashboard/property/list'));
    await expect(page.getByTestId('not-sent')).toHaveCount(1);
    await expect(page.getByTestId('not-sent')).toHaveText('Not sent for review yet');
    await checkLooks(page, shot, 'my-listings', () => page.getByTestId('not-sent').waitFor());

    // The moderator: the sent one waits, the other is being filled in; the agency is new.
    const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(staff, 'demo', DEMO.moderator);
    await staff.goto(queueOf(agent.agentId));
    await expect(rows(staff)).toHaveCount(1);
    await expect(rows(staff).first()).toContainText('Ready');
    await expect(rows(staff).first()).toContainText('Sent for review');
    await expect(rows(staff).first()).toContainText('Agency awaiting verification');
    await expect(staff.getByTestId('queue-tab-about')).toHaveText(
      'Listings their agent has sent for review, longest waiting first.',
    );
    await checkLooks(staff, shot, 'queue-waiting', () => rows(staff).first().waitFor());
    await staff.getByRole('tab', { name: 'Being filled in' }).click();
    await expect(rows(staff)).toHaveCount(1);
    await expect(rows(staff).first()).toContainText('Cottage on Jacaranda Close');
    await expect(rows(staff).first()).toContainText('Being filled in');
    await checkLooks(staff, shot, 'queue-filling', () => rows(staff).first().waitFor());

    // Its review page says it was not sent, and the agency is not verified.
    await staff.goto(url(`/demo/dashboard/moderation/listings/${filling.publicId}`));
    await expect(staff.getByTestId('not-sent-yet')).toBeVisible();
    await expect(staff.getByTestId('review-facts')).toContainText('Agency awaiting verification');
    await staff.close();
  });

  test('the review page shows what customers will see, and the decision stays in one place', async ({
    page,
  }) => {
    const agent = await createAgentAccount();
    const listing = await createListing(agent);
    await uploadPhotos(listing.publicId, agent.token, 'GENERAL', [20, 90, 160]);
    await callApi('PUT', `/properties/ids/${listing.publicId}/update`, {
      tenant: 'demo',
      token: agent.token,
      body: {
        metaTags: 'garden,borehole,solar',
        displayMap: true,
        description: 'A family home with a large garden. '.repeat(40),
      },
    });
    await callApi('POST', `/properties/ids/${listing.publicId}/amenities/create`, {
      tenant: 'demo',
      token: agent.token,
      body: { name: 'Avondale Primary', type: 'SCHOOL', latitude: -17.7935, longitude: 31.0452 },
    });

    await signIn(page, 'demo', DEMO.moderator);
    await page.goto(url(`/demo/dashboard/moderation/listings/${listing.publicId}`));
    const preview = page.getByTestId('listing-preview');
    await expect(preview).toContainText('House');
    await expect(preview.getByText('Listed by').filter({ visible: true })).toBeVisible();
    await expect(preview).toContainText('Lens & Light Realty');
    await expect(preview).toContainText('Avondale Primary');
    await expect(page.getByTestId('review-keywords')).toContainText('garden');
    await expect(page.getByTestId('review-keywords')).toContainText('borehole');
    // One verb for the decision: no 'Reject' anywhere on the page.
    await expect(page.getByRole('button', { name: 'Send back' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    await expect(page.getByTestId('shortcut-hint')).toHaveText(
      'A approve · S send back · J/K next/previous',
    );

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const approve = page.getByRole('button', { name: 'Approve' });
      await approve.waitFor();
      await scrollAndPaint(page, 'top');
      const top = (await approve.boundingBox())!.y;
      await scrollAndPaint(page, 'bottom');
      const scrolled = await approve.boundingBox();
      expect(scrolled).not.toBeNull();
      // Stuck under the top bar: at most the gap above it moves, never off screen.
      expect(scrolled!.y).toBeGreaterThanOrEqual(0);
      expect(scrolled!.y).toBeLessThanOrEqual(top);
      expect(scrolled!.y).toBeLessThan(200);
      await expect(approve).toBeInViewport();
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkLooks(page, shot, 'review-page', () =>
      page.getByTestId('review-keywords').waitFor(),
    );
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await shot(page, 'review-page-scrolled-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await shot(page, 'review-page-scrolled-390');
  });

  test('an agency awaiting verification is told what that means', async ({ page }) => {
    const agent = await createAgentAccount();
    await signIn(page, 'demo', agent);
    await page.goto(url('/demo/dashboard/profile'));
    const about = page.getByTestId('verification-about');
    await expect(about).toContainText('Awaiting verification');
    await expect(about).toContainText('A moderator checks');
    await expect(about).toContainText('Meanwhile');
    await checkLooks(page, shot, 'profile-awaiting', () => about.waitFor());
  });

  test('the images page names the room picker and states its rule as the upload dialog does', async ({
    page,
  }) => {
    const agent = await createAgentAccount();
    const listing = await createListing(agent);
    await signIn(page, 'demo', agent);
    await page.goto(url(`/demo/dashboard/property/images/${listing.publicId}`));
    const room = page.getByRole('combobox', { name: 'Room' });
    await checkLooks(page, shot, 'images-page', () => room.waitFor());
    await expect(page.getByTestId('allowance')).toContainText(
      'General takes up to 10 images per upload.',
    );
    const dialog = page.getByRole('dialog', { name: 'Add images: General' });
    // A new colour scheme reloads the page, which closes the dialog: open it for each look.
    for (const scheme of ['light', 'dark'] as const) {
      await setColorScheme(page, scheme);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.getByRole('button', { name: 'Add images' }).click();
        await expect(dialog).toContainText('General takes up to 10 images per upload.');
        // The pointer off the drop area (it lightens on hover), as after a tap.
        await page.mouse.move(0, 0);
        await expectNoSeriousA11yViolations(page, `upload dialog (${scheme}, ${width})`);
        await shot(page, `upload-dialog-${scheme}-${width}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
    }
  });
});
