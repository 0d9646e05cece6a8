import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import {
  callApi,
  DEMO,
  expectNoSeriousA11yViolations,
  signIn,
  staffToken,
  url,
} from './support/app';
import { pickDateTime, siteDate } from './support/date-time-picker';
import { checkLooks } from './support/looks';
import { screenshots } from './support/screens';

const BANNERS = '/demo/dashboard/moderation/content/banners';
const ARTICLES = '/demo/dashboard/moderation/content/articles';
const shot = screenshots('content-admin');

/** A PNG made on the spot, larger than the 800x500 minimum. */
const imagePng = () =>
  sharp({ create: { width: 1200, height: 750, channels: 3, background: { r: 160, g: 90, b: 40 } } })
    .png()
    .toBuffer();

const rows = (page: Page) => page.getByTestId('banner-row');

test.describe('content screens for staff', () => {
  test('a moderator creates and schedules a banner with an image, and the site home shows it', async ({
    page,
  }) => {
    const title = `Winter homes ${Date.now()}`;
    await signIn(page, 'demo', DEMO.moderator);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Banners' }).click();
    await page.waitForURL((u) => u.pathname === BANNERS);
    await page.getByRole('heading', { level: 1, name: 'Banners', exact: true }).waitFor();

    await page.getByRole('button', { name: 'New banner' }).click();
    const modal = page.getByRole('dialog', { name: 'New banner' });
    await modal.getByLabel(/^Title/).fill(title);
    await modal.getByLabel(/^Subtitle/).fill('Warm three-bedroom houses');
    await modal.getByLabel(/^Link/).fill('ftp://example.com');
    await pickDateTime(page, modal, 'Shown from', siteDate(0), ['00', '00']);
    await pickDateTime(page, modal, 'Shown until', siteDate(20), ['18', '30']);
    await modal.getByTestId('banner-image-dropzone').waitFor();
    await modal
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'banner.png', mimeType: 'image/png', buffer: await imagePng() }]);
    const crop = page.getByRole('dialog', { name: 'Crop the banner image (8:5)' });
    await crop.getByTestId('crop-size').waitFor();
    await crop.getByRole('button', { name: 'Use this crop' }).click();
    await expect(modal.getByRole('img', { name: 'The new banner image' })).toBeVisible();

    // A link that is not http(s) is refused before anything is sent.
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(modal.getByText(/http/i).first()).toBeVisible();
    await modal.getByLabel(/^Link/).fill('https://example.com/winter');
    await expectNoSeriousA11yViolations(page, 'banner modal');
    await shot(page, 'banner-modal-light-1280');
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Banner saved')).toBeVisible();
    await expect(modal).toBeHidden();

    const row = rows(page).filter({ hasText: title });
    await expect(row.getByTestId('banner-status')).toHaveText('Live');
    await expect(row.locator('img')).toBeVisible();
    const end = siteDate(20);
    await expect(row.getByTestId('banner-schedule')).toContainText(`${end.day}`);
    await expect(row.getByTestId('banner-schedule')).toContainText('18:30');

    await checkLooks(page, shot, 'banners', () => rows(page).first().waitFor());

    await page.goto(url('/demo'));
    const carousel = page.getByTestId('banners');
    await expect(carousel.getByText(title).first()).toBeAttached();

    // Delete, with a confirm; it leaves the site home.
    await page.goto(url(BANNERS));
    await rows(page)
      .filter({ hasText: title })
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete this banner?' })
      .getByRole('button', { name: 'Delete banner' })
      .click();
    await expect(page.getByText('Banner deleted')).toBeVisible();
    await expect(rows(page).filter({ hasText: title })).toHaveCount(0);
  });

  test('reorders banners with the arrows and by drag, and the order is saved', async ({ page }) => {
    const token = await staffToken();
    const stamp = Date.now();
    const titles = [`First ${stamp}`, `Second ${stamp}`];
    const created: { publicId: string }[] = [];
    for (const [i, title] of titles.entries()) {
      created.push(
        await callApi('POST', '/banners/create', {
          tenant: 'demo',
          token,
          body: { title, position: 9000 + i },
        }),
      );
    }
    const order = async () => {
      const all = await callApi<{ content: { title: string }[] }>('GET', '/banners/all?size=200', {
        tenant: 'demo',
        token,
      });
      const names = all.content.map((b) => b.title);
      return names.indexOf(titles[0]!) < names.indexOf(titles[1]!) ? 'first-first' : 'second-first';
    };

    await signIn(page, 'demo', DEMO.moderator, BANNERS);
    await page.waitForURL((u) => u.pathname === BANNERS);
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(new URL(request.url()).pathname);
    });
    await page.getByRole('button', { name: `Move ${titles[1]} up` }).click();
    await expect(page.getByText('Order saved')).toBeVisible();
    await expect.poll(order).toBe('second-first');
    // One request saves the whole order.
    expect(writes).toEqual(['/banners/order']);
    const listed = await rows(page).allTextContents();
    expect(listed.findIndex((t) => t.includes(titles[1]!))).toBeLessThan(
      listed.findIndex((t) => t.includes(titles[0]!)),
    );

    // Drag the first of the two back above the second.
    await rows(page)
      .filter({ hasText: titles[0] })
      .dragTo(rows(page).filter({ hasText: titles[1] }));
    await expect.poll(order).toBe('first-first');
    await page.reload();
    await rows(page).filter({ hasText: titles[1] }).waitFor();
    const reloaded = await rows(page).allTextContents();
    expect(reloaded.findIndex((t) => t.includes(titles[0]!))).toBeLessThan(
      reloaded.findIndex((t) => t.includes(titles[1]!)),
    );

    // Another moderator adds a banner meanwhile: a move from the stale list is refused whole,
    // and the list is read again with the new banner in it.
    const late = `Late ${stamp}`;
    created.push(
      await callApi('POST', '/banners/create', {
        tenant: 'demo',
        token,
        body: { title: late, position: 9500 },
      }),
    );
    await page.getByRole('button', { name: `Move ${titles[1]} up` }).click();
    await expect(page.getByText('The banners changed since this list was read')).toBeVisible();
    await expect(rows(page).filter({ hasText: late })).toHaveCount(1);
    await expect.poll(order).toBe('first-first');

    for (const banner of created) {
      await callApi('DELETE', `/banners/ids/${banner.publicId}/delete`, { tenant: 'demo', token });
    }
  });

  test('a moderator writes, publishes and unpublishes an article and the blog follows', async ({
    page,
  }) => {
    const title = `Moving to Borrowdale ${Date.now()}`;
    await signIn(page, 'demo', DEMO.moderator);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Articles' }).click();
    await page.waitForURL((u) => u.pathname === ARTICLES);
    await page.getByRole('heading', { level: 1, name: 'Articles', exact: true }).waitFor();
    await checkLooks(page, shot, 'articles', () =>
      page.getByTestId('article-row').first().waitFor(),
    );

    await page.getByRole('link', { name: 'New article' }).click();
    await page.getByRole('heading', { level: 1, name: 'New article' }).waitFor();
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Summary/).fill('Schools, shops and commutes');
    await page.getByLabel(/^Body/).fill('## Why Borrowdale\n\n- **Quiet** streets\n- Good schools');
    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByTestId('article-preview');
    await expect(preview.getByRole('heading', { name: 'Why Borrowdale' })).toBeVisible();
    await expect(preview.locator('strong', { hasText: 'Quiet' })).toBeVisible();
    await page.getByRole('tab', { name: 'Write' }).click();
    await page
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'cover.png', mimeType: 'image/png', buffer: await imagePng() }]);
    const crop = page.getByRole('dialog', { name: 'Crop the cover (8:5)' });
    await crop.getByTestId('crop-size').waitFor();
    await crop.getByRole('button', { name: 'Use this crop' }).click();
    await expect(page.getByRole('img', { name: 'The new cover' })).toBeVisible();

    // Leaving with unsaved changes asks first.
    await page.getByRole('link', { name: 'All articles' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Stay' }).click();

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Article published')).toBeVisible();
    await page.waitForURL(
      (u) => /\/content\/articles\/[^/]+$/.test(u.pathname) && !u.pathname.endsWith('/new'),
    );
    await expect(page.getByTestId('article-state')).toHaveText('Published');
    await expect(page.getByRole('img', { name: 'The current cover' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View on the site' })).toBeVisible();
    await checkLooks(page, shot, 'article-editor', () =>
      page.getByRole('heading', { level: 1, name: 'Edit article' }).waitFor(),
    );

    await page.goto(url('/demo/articles'));
    await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(1);

    await page.goBack();
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByText('Article unpublished')).toBeVisible();
    await expect(page.getByTestId('article-state')).toHaveText('Draft');
    await page.goto(url('/demo/articles'));
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);

    // The draft stays in the staff's list under Drafts; delete it with a confirm.
    await page.goto(url(`${ARTICLES}?show=drafts`));
    await page.getByTestId('article-row').filter({ hasText: title }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete this article?' })
      .getByRole('button', { name: 'Delete article' })
      .click();
    await expect(page.getByText('Article deleted')).toBeVisible();
    await page.waitForURL((u) => u.pathname === ARTICLES);
  });

  test('agents and customers get the restricted view and no content links', async ({ page }) => {
    await signIn(page, 'demo', DEMO.agent);
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Banners' })).toHaveCount(0);
    for (const path of [BANNERS, ARTICLES, `${ARTICLES}/new`]) {
      await page.goto(url(path));
      await page.getByRole('heading', { name: "This area is for the site's staff" }).waitFor();
    }
    await expectNoSeriousA11yViolations(page, 'staff restricted view');
  });
});
