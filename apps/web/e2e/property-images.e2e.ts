import { expect, test, type Page } from '@playwright/test';
import { callApi, expectNoSeriousA11yViolations, signIn, url } from './support/app';
import { createAgentAccount, createListing, photo } from './support/listings';
import { screenshots } from './support/screens';

const shot = screenshots('images');

async function chooseLocation(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Room' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

const cards = (page: Page, location: string) =>
  page.getByRole('region', { name: location, exact: true }).getByTestId('image-card');

test.describe('property images page', () => {
  test('uploads with per-file progress, shows the allowance, sets the profile photo and deletes', async ({
    page,
    context,
  }) => {
    const agent = await createAgentAccount();
    const listing = await createListing(agent);
    const imagesPath = `/demo/dashboard/property/images/${listing.publicId}`;
    await signIn(page, 'demo', agent, imagesPath);
    await page.getByRole('heading', { name: 'Images' }).waitFor();
    await page.getByText('No images yet').waitFor();

    await chooseLocation(page, 'Bedroom');
    const allowance = page.getByTestId('allowance');
    await expect.poll(() => allowance.getAttribute('data-remaining')).toBe('5');
    await page.getByText('Bedroom holds 5 images in total: 5 more fit.').waitFor();

    // A slow uplink, so the progress bars move visibly.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 600 * 1024,
    });

    await page.getByRole('button', { name: 'Add images' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add images: Bedroom' });
    await dialog.waitFor();
    const files = await Promise.all(
      [10, 60, 120].map(async (hue, i) => ({
        name: `bedroom-${i + 1}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await photo(1600, 1000, hue, true),
      })),
    );
    await dialog.locator('input[type="file"]').setInputFiles(files);
    await expect.poll(() => dialog.getByTestId('picked-file').count()).toBe(3);
    // The dialog states the room's rule as the page does, and sizes in MB or KB.
    await expect(dialog.getByTestId('image-dropzone')).toContainText(
      'up to 15 MB each. Bedroom holds 5 images in total: 5 more fit.',
    );
    await expect(dialog.getByTestId('picked-file').first()).toContainText(/\d (KB|MB)$/);
    await dialog.getByRole('button', { name: 'Upload 3 images' }).click();

    // Some bar part-way, then the first file full while a later one is not yet.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="file-progress"]')].some((e) => {
        const v = Number(e.dataset.progress);
        return v > 0 && v < 100;
      }),
    );
    await shot(page, 'upload-progress');
    await page.waitForFunction(() => {
      const bars = [...document.querySelectorAll<HTMLElement>('[data-testid="file-progress"]')];
      return bars.length === 3 && bars[0]!.dataset.progress === '100';
    });
    await page.getByText('Added images successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await expect.poll(() => cards(page, 'Bedroom').count()).toBe(3);
    await expect.poll(() => allowance.getAttribute('data-remaining')).toBe('2');
    await page.getByText('2 of 5 left').waitFor();

    // More files than the room has room for: the form says so and will not send.
    await page.getByRole('button', { name: 'Add images' }).click();
    await dialog.locator('input[type="file"]').setInputFiles(files);
    await dialog.getByTestId('too-many').waitFor();
    expect(await dialog.getByRole('button', { name: 'Upload 3 images' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A refusal from the server reaches the user with its message.
    await chooseLocation(page, 'Kitchen');
    await page.getByRole('button', { name: 'Add images' }).click();
    const kitchen = page.getByRole('dialog', { name: 'Add images: Kitchen' });
    const polyglot = Buffer.concat([
      await photo(1600, 1000, 200),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    await kitchen
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: polyglot }]);
    // A small file reads in KB, not as '0.0 MB'.
    await expect(kitchen.getByTestId('picked-file')).toContainText(/kitchen\.jpg \d+ KB/);
    await expect(kitchen.getByTestId('picked-file')).not.toContainText('0.0 MB');
    await kitchen.getByRole('button', { name: 'Upload 1 image' }).click();
    await page.getByText('An error occurred').waitFor();
    await page.getByText('The file contains markup and is not a plain image').waitFor();
    await shot(page, 'upload-refused');
    await kitchen.getByRole('button', { name: 'Cancel' }).click();

    // Profile photo from an uploaded image.
    const bedroom = cards(page, 'Bedroom');
    const target = bedroom.nth(1);
    const targetName = await target.getAttribute('data-name');
    await target.getByRole('button', { name: 'Set as profile photo' }).click();
    await page.getByText('Property Profile set').waitFor();
    await page
      .getByText(
        "This photo is now the listing's cover: it leads the gallery and shows in search results.",
      )
      .waitFor();
    await expect
      .poll(() => page.locator(`[data-name="${targetName}"]`).getByTestId('profile-marker').count())
      .toBe(1);
    expect(await page.getByTestId('profile-marker').count()).toBe(1);

    // Delete another one, after confirming.
    const doomed = bedroom.nth(0);
    const doomedName = await doomed.getAttribute('data-name');
    await doomed.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this image?' });
    await confirm.getByRole('button', { name: 'Delete image' }).click();
    await page.getByText('Image deleted').waitFor();
    await expect.poll(() => cards(page, 'Bedroom').count()).toBe(2);
    expect(await page.locator(`[data-name="${doomedName}"]`).count()).toBe(0);
    await chooseLocation(page, 'Bedroom');
    await expect.poll(() => allowance.getAttribute('data-remaining')).toBe('3');
    await shot(page, 'list');
    // The page itself, once the toasts have gone.
    await expect
      .poll(() => page.locator('.mantine-Notification-root').count(), { timeout: 15_000 })
      .toBe(0);
    await expectNoSeriousA11yViolations(page, 'property images page');

    const stored = await callApi<{ profilePhoto: string; images: Record<string, unknown[]> }>(
      'GET',
      `/properties/ids/${listing.publicId}/images/all`,
      { tenant: 'demo', token: agent.token },
    );
    expect(stored.images.BEDROOM).toHaveLength(2);
    expect(stored.profilePhoto).toMatch(/-card\.webp$/);
    const file = await fetch(url(stored.profilePhoto));
    expect(file.headers.get('content-type')).toBe('image/webp');
  });

  test('crops a new profile photo to 8:5 and uploads it', async ({ page }) => {
    const agent = await createAgentAccount();
    const listing = await createListing(agent);
    await signIn(page, 'demo', agent, `/demo/dashboard/property/images/${listing.publicId}`);
    await page.getByRole('heading', { name: 'Images' }).waitFor();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload profile photo' }).click();
    await (
      await chooser
    ).setFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo(2400, 1800, 30) });
    const crop = page.getByRole('dialog', { name: 'Crop the profile photo (8:5)' });
    await crop.getByTestId('crop-size').waitFor();
    // A 2400x1800 photo framed at 8:5 gives a 2400x1500 area.
    await expect.poll(() => crop.getByTestId('crop-size').innerText()).toMatch(/2400x1500/);
    // Let the dialog finish opening, for the picture only: its transitions end.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    await shot(page, 'profile-crop');
    await crop.getByRole('button', { name: 'Save profile photo' }).click();
    await page.getByText('Property Profile set').waitFor();
    await crop.waitFor({ state: 'hidden' });
    await cards(page, 'General').first().getByTestId('profile-marker').waitFor();

    const stored = await callApi<{ images: { GENERAL: { fileDownloadUri: string }[] } }>(
      'GET',
      `/properties/ids/${listing.publicId}/images/all`,
      { tenant: 'demo', token: agent.token },
    );
    const original = await fetch(url(stored.images.GENERAL[0]!.fileDownloadUri));
    const sharp = (await import('sharp')).default;
    const meta = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
    expect(meta.width / meta.height).toBeCloseTo(1.6, 2);
    expect(meta.width).toBeGreaterThanOrEqual(800);
  });

  test('offers only General on land', async ({ page }) => {
    const agent = await createAgentAccount();
    const listing = await createListing(agent, 'Residential Land');
    await signIn(page, 'demo', agent, `/demo/dashboard/property/images/${listing.publicId}`);
    await page.getByText('Land listings take General images only.').waitFor();
    await page.getByRole('combobox', { name: 'Room' }).click();
    await page.getByRole('option', { name: 'General' }).waitFor();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['General']);
  });
});
