import { expect, test, type Page } from '@playwright/test';
import { callApi, readIn, signIn, startSignedIn, url } from './support/app';
import { createAgentAccount, createListing, uploadPhotos } from './support/listings';
import { checkLooks, checkTranslatedLooks } from './support/looks';
import { screenshots } from './support/screens';

const shot = screenshots('photo-order');

type Images = { order: string[]; profilePhoto: string | null };

const room = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const namesIn = (page: Page, region: string) =>
  room(page, region)
    .getByTestId('image-card')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-name')!));

/** A new agent's listing with two General and three Bedroom photos, on its images page. */
async function agentWithPhotos() {
  const agent = await createAgentAccount();
  const listing = await createListing(agent);
  await uploadPhotos(listing.publicId, agent.token, 'GENERAL', [10, 60]);
  await uploadPhotos(listing.publicId, agent.token, 'BEDROOM', [120, 180, 240]);
  const images = () =>
    callApi<Images>('GET', `/properties/ids/${listing.publicId}/images/all`, {
      tenant: 'demo',
      token: agent.token,
    });
  const uploaded = (await images()).order;
  return {
    agent,
    listing,
    images,
    uploaded,
    path: `/demo/dashboard/property/images/${listing.publicId}`,
  };
}

const saved = (page: Page) => expect(page.getByTestId('order-state')).toHaveText('Order saved');

/** Drags one card's handle onto another card with the mouse, in small steps as a hand does. */
async function drag(page: Page, from: string, to: string) {
  const handle = page.locator(`[data-name="${from}"]`).getByTestId('drag-handle');
  const target = page.locator(`[data-name="${to}"]`);
  const a = (await handle.boundingBox())!;
  const b = (await target.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

test.describe('putting photos in order', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('by dragging, by keyboard and by buttons, in each room and the whole gallery', async ({
    page,
  }) => {
    const { agent, listing, images, uploaded, path } = await agentWithPhotos();
    const [g1, g2, b1, b2, b3] = uploaded as [string, string, string, string, string];
    await signIn(page, 'demo', agent, path);
    await expect.poll(() => namesIn(page, 'Bedroom')).toEqual([b1, b2, b3]);

    // Dragging the third bedroom photo onto the first puts it first; other rooms stay.
    await drag(page, b3, b1);
    await expect.poll(() => namesIn(page, 'Bedroom')).toEqual([b3, b1, b2]);
    await saved(page);
    await expect.poll(async () => (await images()).order).toEqual([g1, g2, b3, b1, b2]);

    // The keyboard: Space on the handle picks the photo up, an arrow moves it, Space drops it.
    const handle = page.locator(`[data-name="${g1}"]`).getByTestId('drag-handle');
    await expect(handle).toHaveAccessibleName('Move General photo 1 of 2');
    await handle.focus();
    await page.keyboard.press('Space');
    // Picked up, the photo is over its own place, then over the next.
    await expect(page.getByText('The photo is over place 1 of 2.')).toBeAttached();
    // dnd-kit's keyboard sensor starts listening for arrows one task after the pick-up, and
    // Chromium runs input before timers, so on a busy machine the first arrow can come too
    // early; a hand never is that fast. A second arrow from the last place moves nothing.
    await expect(async () => {
      await page.keyboard.press('ArrowRight');
      await expect(page.getByText('The photo is over place 2 of 2.')).toBeAttached({
        timeout: 1_000,
      });
    }).toPass();
    await page.keyboard.press('Space');
    await expect(page.getByText('The photo was dropped at place 2 of 2.')).toBeAttached();
    await expect.poll(() => namesIn(page, 'General')).toEqual([g2, g1]);
    await saved(page);

    // Buttons: later, then the focus stays on the button, announced in words.
    const later = page.locator(`[data-name="${b3}"]`).getByRole('button', { name: 'Move later' });
    await later.click();
    await expect.poll(() => namesIn(page, 'Bedroom')).toEqual([b1, b3, b2]);
    await expect(page.getByTestId('order-announcement')).toHaveText('Photo moved to place 2 of 3.');
    await expect(later).toBeFocused();
    const earlier = page
      .locator(`[data-name="${b1}"]`)
      .getByRole('button', { name: 'Move earlier' });
    await expect(earlier).toHaveAttribute('aria-disabled', 'true');
    await saved(page);
    await expect.poll(async () => (await images()).order).toEqual([g2, g1, b1, b3, b2]);

    // The whole gallery: moving a bedroom photo first makes it the cover.
    await page.getByText('Whole gallery', { exact: true }).first().click();
    const gallery = page.getByTestId('gallery-order');
    await expect
      .poll(() =>
        gallery
          .getByTestId('image-card')
          .evaluateAll((c) => c.map((e) => e.getAttribute('data-name'))),
      )
      .toEqual([g2, g1, b1, b3, b2]);
    for (let i = 0; i < 2; i++) {
      await gallery
        .locator(`[data-name="${b1}"]`)
        .getByRole('button', { name: 'Move earlier' })
        .click();
      await saved(page);
    }
    await expect(
      gallery.locator(`[data-name="${b1}"]`).getByTestId('profile-marker'),
    ).toBeVisible();
    const after = await images();
    expect(after.order).toEqual([b1, g2, g1, b3, b2]);
    expect(after.profilePhoto).toContain(b1.replace(/\.\w+$/, ''));
    await shot(page, 'gallery-1280');

    // The order is the listing's everywhere: the preview's gallery starts with that photo.
    await page.goto(url(`/demo/dashboard/property/draft/${listing.publicId}?tab=preview`));
    const preview = page.getByTestId('listing-preview');
    await preview.getByRole('button', { name: 'Show photo 2: General' }).waitFor();
    await expect(preview.getByRole('button', { name: 'Show photo 1: Bedroom' })).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Show photo 4: Bedroom' })).toBeVisible();
  });

  test('tells the agent when another tab changed the photos, and shows them as they are', async ({
    page,
  }) => {
    const { agent, path, uploaded } = await agentWithPhotos();
    await signIn(page, 'demo', agent, path);
    await expect.poll(() => namesIn(page, 'Bedroom')).toHaveLength(3);
    // Another tab deletes a photo meanwhile.
    await callApi('DELETE', `/images/delete?Filename=${encodeURIComponent(uploaded[4]!)}`, {
      tenant: 'demo',
      token: agent.token,
    });
    await page
      .locator(`[data-name="${uploaded[0]}"]`)
      .getByRole('button', { name: 'Move later' })
      .click();
    await page.getByText('The photos changed since this order was made').waitFor();
    await expect.poll(() => namesIn(page, 'Bedroom')).toHaveLength(2);
    await expect.poll(() => namesIn(page, 'General')).toEqual(uploaded.slice(0, 2));
  });

  test('looks right in light and dark, on a desk and a phone', async ({ page }) => {
    const { agent, path } = await agentWithPhotos();
    await signIn(page, 'demo', agent, path);
    await checkLooks(page, shot, 'rooms', () =>
      expect(room(page, 'Bedroom').getByTestId('image-card')).toHaveCount(3),
    );
  });

  test('works right to left in Arabic', async ({ page, context }) => {
    const { agent, path, images, uploaded } = await agentWithPhotos();
    await startSignedIn(context, agent);
    await readIn(context, 'ar');
    await page.goto(url(path));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const card = page.locator(`[data-name="${uploaded[0]}"]`);
    await expect(card.getByTestId('drag-handle')).toHaveAccessibleName(/^نقل صورة /);
    await card.getByRole('button', { name: 'تأخير' }).click();
    await expect(page.getByTestId('order-announcement')).toHaveText(
      /^نُقلت الصورة إلى المكان (2|٢) من (2|٢)\.$/,
    );
    await expect(page.getByTestId('order-state')).toHaveText('حُفظ الترتيب');
    await expect
      .poll(async () => (await images()).order.slice(0, 2))
      .toEqual([uploaded[1], uploaded[0]]);
    await checkTranslatedLooks(page, shot, 'rooms-ar', () =>
      expect(page.getByTestId('image-card')).toHaveCount(5),
    );
  });
});
