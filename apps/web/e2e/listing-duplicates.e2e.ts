import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { callApi, DEMO, readIn, signIn, staffToken, startSignedIn, url } from './support/app';
// The API tests' drawn rooms: photos with the detail a perceptual hash tells apart.
import { roomPhoto } from '../../api/src/test/images';
import { createAgentAccount, createListing, sendForReview, uploadFiles } from './support/listings';
import { checkLooks, checkTranslatedLooks } from './support/looks';
import { screenshots } from './support/screens';

const shot = screenshots('listing-duplicates');

/** Two agencies: the first lists a home, the second lists it again with the photo brightened. */
async function copiedByAnotherAgency(seed: number) {
  const ours = await createAgentAccount();
  const theirs = await createAgentAccount();
  const original = await createListing(ours);
  const copy = await createListing(theirs);
  const room = await roomPhoto(seed);
  await uploadFiles(original.publicId, ours.token, [room, await roomPhoto(seed + 1)]);
  const brightened = sharp(room).modulate({ brightness: 1.1 }).jpeg({ quality: 70 });
  await uploadFiles(copy.publicId, theirs.token, [await brightened.toBuffer()]);
  await sendForReview(copy.publicId, theirs.token);
  return { ours, theirs, original, copy };
}

test.describe('possible duplicates', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an agent who lists a home twice is warned in the editor and on the images page', async ({
    page,
  }) => {
    const agent = await createAgentAccount();
    const first = await createListing(agent);
    const second = await createListing(agent);
    const room = await roomPhoto(5);
    await uploadFiles(first.publicId, agent.token, [room]);
    const editor = `/demo/dashboard/property/draft/${second.publicId}?tab=details`;
    await signIn(page, 'demo', agent, editor);
    await expect(page.getByLabel('Name')).toHaveValue(second.name);
    await expect(page.getByTestId('duplicate-warning')).toHaveCount(0);

    // The same photo, smaller and recompressed, arrives on the second listing.
    const resized = await sharp(room).resize(1000).jpeg({ quality: 60 }).toBuffer();
    await uploadFiles(second.publicId, agent.token, [resized]);
    await page.reload();
    const warning = page.getByTestId('duplicate-warning');
    await expect(warning).toContainText('You may have listed this home already');
    await expect(warning).toContainText('1 photo in common');
    await expect(warning.getByRole('link', { name: first.name })).toHaveAttribute(
      'href',
      `/demo/dashboard/property/details/${first.publicId}`,
    );
    await checkLooks(page, shot, 'editor', () => expect(warning).toBeVisible());

    await page.goto(url(`/demo/dashboard/property/images/${second.publicId}`));
    await expect(page.getByTestId('duplicate-warning')).toContainText('1 photo in common');
  });

  test("a moderator compares a possible duplicate side by side; the other agency never sees the agent's listing", async ({
    page,
    browser,
  }) => {
    const { theirs, original, copy } = await copiedByAnotherAgency(11);
    const seen = await callApi<unknown[]>('GET', `/properties/ids/${copy.publicId}/duplicates`, {
      tenant: 'demo',
      token: theirs.token,
    });
    expect(seen).toEqual([]);
    const agentPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(agentPage, 'demo', theirs, `/demo/dashboard/property/images/${copy.publicId}`);
    await expect(agentPage.getByRole('heading', { level: 1, name: 'Images' })).toBeVisible();
    await expect(agentPage.getByTestId('allowance')).toBeVisible();
    await expect(agentPage.getByTestId('duplicate-warning')).toHaveCount(0);
    await agentPage.close();

    await signIn(
      page,
      'demo',
      DEMO.moderator,
      `/demo/dashboard/moderation/listings?agent=${theirs.agentId}`,
    );
    const row = page.getByTestId('queue-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Possible duplicate');
    await row.getByRole('link').first().click();
    const panel = page.getByTestId('possible-duplicates');
    await expect(panel.getByRole('heading', { name: 'Possible duplicates' })).toBeVisible();
    await expect(page.getByTestId('review-facts')).toContainText('Possible duplicate');
    const card = panel.getByTestId('possible-duplicate');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('By Lens & Light Realty');
    await expect(card).toContainText('1 photo in common');
    await expect(card.getByRole('img', { name: 'This listing, photo 1' })).toBeVisible();
    await expect(card.getByRole('img', { name: 'The other listing, photo 1' })).toBeVisible();
    await checkLooks(page, shot, 'review', () =>
      expect(card.getByRole('img', { name: 'The other listing, photo 1' })).toBeVisible(),
    );

    // The other listing opens in the same review screen.
    await card.getByRole('link', { name: original.name }).click();
    await page.waitForURL((u) => u.pathname.endsWith(`/moderation/listings/${original.publicId}`));
    await expect(page.getByTestId('possible-duplicate')).toHaveCount(1);
  });

  test('a moderator marks homes that only look alike as not duplicates: the flag goes, for good', async ({
    page,
  }) => {
    const { theirs, original, copy } = await copiedByAnotherAgency(23);
    await signIn(
      page,
      'demo',
      DEMO.moderator,
      `/demo/dashboard/moderation/listings/${copy.publicId}`,
    );
    const card = page.getByTestId('possible-duplicate');
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: /^Not a duplicate/ }).click();
    await expect(page.getByText('Marked as not a duplicate')).toBeVisible();
    await expect(page.getByTestId('possible-duplicates')).toHaveCount(0);
    await expect(page.getByTestId('review-facts')).not.toContainText('Possible duplicate');

    // Neither listing shows it any more, and the queue's flag is gone.
    const token = await staffToken();
    const left = await callApi<unknown[]>(
      'GET',
      `/properties/ids/${original.publicId}/duplicates`,
      {
        tenant: 'demo',
        token,
      },
    );
    expect(left).toEqual([]);
    await page.goto(url(`/demo/dashboard/moderation/listings?agent=${theirs.agentId}`));
    await expect(page.getByTestId('queue-row')).toHaveCount(1);
    await expect(page.getByTestId('queue-row')).not.toContainText('Possible duplicate');
    // Each listing's history says who decided.
    for (const listing of [copy, original]) {
      const history = await callApi<{ content: { action: string; userRole: string }[] }>(
        'GET',
        `/api/v2/properties/ids/${listing.publicId}/history`,
        { tenant: 'demo', token },
      );
      expect(history.content[0]).toMatchObject({ action: 'dismiss' });
    }
  });

  test('reads right to left in Arabic', async ({ page, context }) => {
    const { copy } = await copiedByAnotherAgency(21);
    await readIn(context, 'ar');
    await startSignedIn(context, DEMO.moderator);
    await page.goto(url(`/demo/dashboard/moderation/listings/${copy.publicId}`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const panel = page.getByTestId('possible-duplicates');
    await expect(panel.getByRole('heading', { name: 'تكرارات محتملة' })).toBeVisible();
    await expect(panel).toContainText('صورة مشتركة واحدة');
    await checkTranslatedLooks(page, shot, 'review-ar', () =>
      expect(panel.getByRole('img', { name: 'الإعلان الآخر، الصورة 1' })).toBeVisible(),
    );
  });
});
