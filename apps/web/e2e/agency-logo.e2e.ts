import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { callApi, signIn, url } from './support/app';
import { createAgentAccount, photo } from './support/listings';
import { artifacts } from './support/paths';

test.describe('agency logo', () => {
  test('crops the logo square, uploads it and shows it at 150 and 100 px', async ({ page }) => {
    const agent = await createAgentAccount();
    await signIn(page, 'demo', agent, '/demo/dashboard/profile');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await (
      await chooser
    ).setFiles({ name: 'logo.png', mimeType: 'image/jpeg', buffer: await photo(900, 600, 170) });
    const crop = page.getByRole('dialog', { name: 'Crop your logo (square)' });
    await expect.poll(() => crop.getByTestId('crop-size').innerText()).toMatch(/600x600/);
    // Let the dialog finish opening, for the picture only: its transitions end.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    await page.screenshot({ path: path.join(artifacts, 'images-logo-crop.png') });
    await crop.getByRole('button', { name: 'Save logo' }).click();
    await page.getByText('Logo saved').waitFor();
    await crop.waitFor({ state: 'hidden' });

    const large = page.getByRole('img', { name: 'Lens & Light Realty logo', exact: true });
    const small = page.getByRole('img', { name: 'Lens & Light Realty logo, small' });
    await large.waitFor();
    await small.waitFor();
    const box = async (image: typeof large) => {
      const b = await image.boundingBox();
      return [Math.round(b!.width), Math.round(b!.height)];
    };
    expect(await box(large)).toEqual([150, 150]);
    expect(await box(small)).toEqual([100, 100]);
    await page.getByRole('button', { name: 'Change logo' }).waitFor();
    await page.screenshot({ path: path.join(artifacts, 'images-logo.png') });

    const profile = await callApi<{ image_url: string }>(
      'GET',
      `/api/v2/agents/ids/${agent.agentId}`,
      { tenant: 'demo' },
    );
    expect(await large.getAttribute('src')).toBe(profile.image_url);
    const file = await fetch(url(profile.image_url));
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 400]);
  });

  test("says 'An error occurred' when the upload fails", async ({ page }) => {
    const agent = await createAgentAccount();
    await signIn(page, 'demo', agent, '/demo/dashboard/profile');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await (
      await chooser
    ).setFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: await photo(500, 500, 20) });
    const crop = page.getByRole('dialog', { name: 'Crop your logo (square)' });
    await crop.getByTestId('crop-size').waitFor();
    // The connection drops while the logo is on its way.
    await page.route('**/profile/set', (route) => route.abort('connectionreset'));
    await crop.getByRole('button', { name: 'Save logo' }).click();
    await page.getByText('An error occurred').waitFor();
    await page.getByText('Could not reach the server').waitFor();
    await page.unroute('**/profile/set');
    // The dialog stays open, so the user can try again.
    await crop.getByRole('button', { name: 'Save logo' }).click();
    await page.getByText('Logo saved').waitFor();
  });
});
