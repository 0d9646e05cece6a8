import { expect, test, type Page } from '@playwright/test';
import { callApi, readIn, signIn, url } from './support/app';
import { createAgentAccount, createListing, moderate, uploadPhotos } from './support/listings';
import { checkLooks, checkTranslatedLooks } from './support/looks';
import { screenshots } from './support/screens';

const shot = screenshots('tour-link');

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const FRAME_HOST = 'https://www.youtube-nocookie.com';

/** A live listing of a new agent with a photo, its video link set through the API. */
async function liveListingWithVideo() {
  const agent = await createAgentAccount();
  const listing = await createListing(agent);
  await uploadPhotos(listing.publicId, agent.token, 'GENERAL', [40]);
  await callApi('PUT', `/properties/ids/${listing.publicId}/update`, {
    tenant: 'demo',
    token: agent.token,
    body: { tourUrl: 'https://youtu.be/dQw4w9WgXcQ' },
  });
  await moderate(listing.publicId, 'approve');
  return { agent, listing, path: `/demo/listings/${listing.publicId}` };
}

/**
 * Every request the page makes to the video's provider; the provider's player is answered by a
 * page of the test's own, as the machine has no way out.
 */
async function watchProvider(page: Page) {
  const asked: string[] = [];
  await page.route(`${FRAME_HOST}/**`, (route) => {
    asked.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Player</title><p>The provider’s player</p>',
    });
  });
  return asked;
}

test.describe("a listing's video or virtual tour", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the agent adds it in the editor; a link to another host is refused in words', async ({
    page,
  }) => {
    const agent = await createAgentAccount();
    const listing = await createListing(agent);
    await signIn(
      page,
      'demo',
      agent,
      `/demo/dashboard/property/draft/${listing.publicId}?tab=others`,
    );
    const field = page.getByLabel('Video or virtual tour');
    await field.fill('https://tours.example.com/house');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page.getByText('Use a link to a YouTube or Vimeo video, or a Matterport or Kuula tour'),
    ).toBeVisible();
    const stored = () =>
      callApi<{ tourUrl: string | null }>('GET', `/properties/ids/${listing.publicId}/get`, {
        tenant: 'demo',
        token: agent.token,
      });
    expect((await stored()).tourUrl).toBeNull();

    // A link shared from the phone's app is kept as the video's plain address.
    await field.fill('https://youtu.be/dQw4w9WgXcQ?si=shared');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Property saved')).toBeVisible();
    await expect(field).toHaveValue(VIDEO);
    expect((await stored()).tourUrl).toBe(VIDEO);
    await checkLooks(page, shot, 'editor', () => expect(field).toHaveValue(VIDEO), ['light']);

    // The preview shows it as customers will, closed.
    await page.goto(url(`/demo/dashboard/property/draft/${listing.publicId}?tab=preview`));
    const preview = page.getByTestId('listing-preview');
    await expect(preview.getByRole('heading', { name: 'Video' })).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Play the video' })).toBeVisible();
  });

  test('on the listing page nothing of the provider loads until the visitor asks', async ({
    page,
  }) => {
    const { path } = await liveListingWithVideo();
    const asked = await watchProvider(page);
    await page.goto(url(path));
    const play = page.getByRole('button', { name: 'Play the video' });
    await expect(play).toBeVisible();
    await expect(page.getByText('It plays from YouTube, which may set cookies')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Watch it on YouTube' })).toHaveAttribute(
      'href',
      VIDEO,
    );
    await expect(page.getByTestId('tour-frame')).toHaveCount(0);
    expect(asked).toEqual([]);

    await play.click();
    const frame = page.getByTestId('tour-frame');
    await expect(frame).toHaveAttribute('src', `${FRAME_HOST}/embed/dQw4w9WgXcQ?autoplay=1&rel=0`);
    // The page's policy lets the provider's player in: the frame asked for it and shows it.
    await expect(page.frameLocator('[data-testid="tour-frame"]').getByText('player')).toBeVisible();
    expect(asked).toHaveLength(1);
  });

  test('looks right in light and dark, on a desk and a phone', async ({ page }) => {
    const { path } = await liveListingWithVideo();
    await page.goto(url(path));
    await checkLooks(page, shot, 'public', async () => {
      const section = page.getByRole('region', { name: 'Video' });
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole('button', { name: 'Play the video' })).toBeVisible();
    });
  });

  test('reads right to left in Arabic', async ({ page, context }) => {
    const { path } = await liveListingWithVideo();
    await readIn(context, 'ar');
    const asked = await watchProvider(page);
    await page.goto(url(path));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const play = page.getByRole('button', { name: 'شغّل الفيديو' });
    await expect(play).toBeVisible();
    await expect(page.getByRole('link', { name: 'شاهده على YouTube' })).toBeVisible();
    await checkTranslatedLooks(page, shot, 'public-ar', async () => {
      const section = page.getByRole('region', { name: 'فيديو' });
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole('button', { name: 'شغّل الفيديو' })).toBeVisible();
    });
    await play.click();
    await expect(page.getByTestId('tour-frame')).toHaveAttribute(
      'title',
      'فيديو الإعلان على YouTube',
    );
    expect(asked).toHaveLength(1);
  });
});
