import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, callApi, DEMO, readIn, signIn, startSignedIn, url } from './support/app';
// The API tests' drawn rooms.
import { roomPhoto } from '../../api/src/test/images';
import { createAgentAccount, createListing, uploadFiles } from './support/listings';
import { checkLooks, checkTranslatedLooks } from './support/looks';
import { screenshots } from './support/screens';

// The sandbox site: the demo site's photos stay unmarked for the other specs.
const SITE = '/sandbox/dashboard/moderation/site';
const shot = screenshots('site-watermark');

interface Watermark {
  mode: string;
  text: string;
  rerender: { status: string; total: number; done: number; failed: number };
}

const sandboxAdmin = async () => (await apiSignIn('sandbox', DEMO.admin)).token;
const readWatermark = async () =>
  callApi<Watermark>('GET', '/api/v2/tenants/current/watermark', {
    tenant: 'sandbox',
    token: await sandboxAdmin(),
  });

const card = (page: Page) => page.getByRole('form', { name: 'Watermark' });

test.describe('the site watermark', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // Whatever happens here, the sandbox's photos go back to unmarked.
  test.afterAll(async () => {
    await callApi('PUT', '/api/v2/tenants/current/watermark', {
      tenant: 'sandbox',
      token: await sandboxAdmin(),
      body: { mode: 'OFF', text: '', position: 'BOTTOM_RIGHT', opacity: 60, size: 5 },
    });
  });

  test('an admin turns on a text mark with a preview and follows the photos being re-rendered', async ({
    page,
  }) => {
    // A listing of the site with photos, unmarked.
    const agent = await createAgentAccount('sandbox');
    const listing = await createListing(agent, 'House', 'sandbox');
    const photos = await Promise.all([1, 2, 3, 4].map((seed) => roomPhoto(seed, 1200, 750)));
    await uploadFiles(listing.publicId, agent.token, photos, 'sandbox');
    const variantsOf = async () =>
      (
        await callApi<{ images: { GENERAL: { variants: { full: string } }[] } }>(
          'GET',
          `/properties/ids/${listing.publicId}/images/all`,
          { tenant: 'sandbox', token: agent.token },
        )
      ).images.GENERAL.map((image) => image.variants.full);
    const before = await variantsOf();

    await signIn(page, 'sandbox', DEMO.admin, SITE);
    const form = card(page);
    await expect(form.getByRole('heading', { name: 'Watermark' })).toBeVisible();
    const preview = form.getByRole('img', { name: 'Preview of the watermark on a sample photo' });
    await expect(preview).toBeVisible();
    await expect(form.getByTestId('watermark-mark')).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Watermark text' })).toBeDisabled();

    // Text chosen but left empty: refused before anything is sent.
    await form.getByText('Text', { exact: true }).click();
    await form.getByRole('button', { name: 'Save watermark' }).click();
    await expect(form.getByText('Write the text of the watermark')).toBeVisible();

    await form.getByRole('textbox', { name: 'Watermark text' }).fill('Propdesk Sandbox');
    await expect(form.getByTestId('watermark-mark')).toContainText('Propdesk Sandbox');
    await form.getByRole('combobox', { name: 'Place on the photo' }).click();
    await page.getByRole('option', { name: 'Top left' }).click();
    await expect(form.getByTestId('watermark-mark').locator('text').last()).toHaveAttribute(
      'text-anchor',
      'start',
    );
    await form.getByRole('slider', { name: 'Opacity' }).focus();
    await page.keyboard.press('ArrowRight');
    await form.getByRole('button', { name: 'Save watermark' }).click();
    await expect(page.getByText('Watermark saved')).toBeVisible();

    // The photos are re-rendered in the background; the page follows until all are done.
    const progress = form.getByTestId('watermark-progress-text');
    await expect(progress).toContainText(/listing and unit photos show the current setting/, {
      timeout: 90_000,
    });
    const saved = await readWatermark();
    expect(saved).toMatchObject({ mode: 'TEXT', text: 'Propdesk Sandbox' });
    expect(saved.rerender).toMatchObject({ status: 'FINISHED', failed: 0 });
    expect(saved.rerender.done).toBe(saved.rerender.total);
    expect(saved.rerender.total).toBeGreaterThanOrEqual(4);
    // Each photo's variants have new addresses (the old ones are cached forever), the old gone.
    const after = await variantsOf();
    expect(after).toHaveLength(4);
    for (const [i, address] of after.entries()) {
      expect(address).not.toBe(before[i]);
      expect((await fetch(url(address))).status).toBe(200);
      expect((await fetch(url(before[i]!))).status).toBe(404);
    }

    await checkLooks(page, shot, 'settings', () =>
      expect(card(page).getByTestId('watermark-mark')).toContainText('Propdesk Sandbox'),
    );
  });

  test('reads right to left in Arabic, the preview keeping the photo as it is', async ({
    page,
    context,
  }) => {
    // The demo site offers Arabic; nothing is saved here, so its photos stay as they are.
    await readIn(context, 'ar');
    await startSignedIn(context, DEMO.admin);
    await page.goto(url('/demo/dashboard/moderation/site'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const form = page.getByRole('form', { name: 'العلامة المائية' });
    await expect(form.getByRole('button', { name: 'حفظ العلامة المائية' })).toBeVisible();
    await form.getByText('نص', { exact: true }).click();
    await form.getByRole('textbox', { name: 'نص العلامة المائية' }).fill('عقارات الشروق');
    await expect(form.getByTestId('watermark-mark')).toContainText('عقارات الشروق');
    await checkTranslatedLooks(page, shot, 'settings-ar', () =>
      expect(
        page.getByRole('img', { name: 'معاينة العلامة المائية على صورة نموذجية' }),
      ).toBeVisible(),
    );
  });
});
