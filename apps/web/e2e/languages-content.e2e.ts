import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { callApi, DEMO, readIn, startSignedIn, url } from './support/app';
import { createAgentAccount } from './support/listings';
import { checkTranslatedLooks } from './support/looks';
import { screenshots } from './support/screens';

const shot = screenshots('languages-content');
const EVENTS = '/demo/dashboard/events';
const BANNERS = '/demo/dashboard/moderation/content/banners';
const ARTICLES = '/demo/dashboard/moderation/content/articles';
const DAY = 24 * 60 * 60 * 1000;

/** A new agent with one upcoming workshop, free and unlimited, in three days. */
async function agentWithEvent(name: string) {
  const agent = await createAgentAccount();
  const start = Date.now() + 3 * DAY;
  await callApi('POST', '/api/v2/events/create', {
    tenant: 'demo',
    token: agent.token,
    body: {
      name,
      start: new Date(start).toISOString(),
      end: new Date(start + 2 * 60 * 60 * 1000).toISOString(),
      location: 'Harare Gardens',
      type: 'WORKSHOP',
    },
  });
  return agent;
}

const html = (page: Page) => page.locator('html');

test.describe('events, content screens and the blog in French and Arabic', () => {
  test('an agent reads the events page and its form in French', async ({ page, context }) => {
    const agent = await agentWithEvent('Open house in Avondale');
    await readIn(context, 'fr');
    await startSignedIn(context, agent);
    await page.goto(url(EVENTS));
    await expect(html(page)).toHaveAttribute('lang', 'fr');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Liste des événements' }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'À venir' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = page.getByTestId('event-card');
    await expect(card.getByTestId('event-status')).toHaveText('À venir');
    await expect(card).toContainText('Atelier');
    await expect(card).toContainText('Gratuit');
    await expect(card).toContainText('Illimité');

    await page.getByRole('button', { name: 'Ajouter un événement' }).click();
    const modal = page.getByRole('dialog', { name: 'Ajouter un événement' });
    await expect(modal.getByRole('textbox', { name: 'Nom' })).toBeVisible();
    await expect(modal.getByText('Facultatif : le nom est utilisé s’il est vide')).toBeVisible();
    await expect(modal.getByText('Inscription', { exact: true })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Créer' })).toBeVisible();
  });

  test('an agent reads the events page and its form in Arabic, right to left', async ({
    page,
    context,
  }) => {
    const agent = await agentWithEvent('Open house in Avondale');
    await readIn(context, 'ar');
    await startSignedIn(context, agent);
    await page.goto(url(EVENTS));
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await checkTranslatedLooks(page, shot, 'events-ar', () =>
      expect(page.getByRole('heading', { level: 1, name: 'قائمة الفعاليات' })).toBeVisible(),
    );
    const card = page.getByTestId('event-card');
    await expect(card.getByTestId('event-status')).toHaveText('قادمة');
    await expect(card).toContainText('ورشة عمل');
    await expect(card).toContainText('مجاني');

    // The card's menu opens along the card's edge, in Arabic its left one.
    await page.getByRole('button', { name: 'إجراءات Open house in Avondale' }).click();
    await expect(page.getByRole('menuitem', { name: 'إلغاء الفعالية' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'إضافة فعالية' }).click();
    const modal = page.getByRole('dialog', { name: 'إضافة فعالية' });
    await expect(modal.getByRole('textbox', { name: 'الاسم' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'إنشاء' })).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expect(modal.getByText('التفاصيل')).toBeVisible();
      await shot(page, `event-form-ar-light-${width}`);
    }
  });

  test('an admin reads the banners and articles screens in French', async ({ page, context }) => {
    await readIn(context, 'fr');
    await startSignedIn(context, DEMO.admin);
    await page.goto(url(BANNERS));
    await expect(page.getByRole('heading', { level: 1, name: 'Bannières' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nouvelle bannière' })).toBeVisible();
    await page.goto(url(ARTICLES));
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Brouillons' })).toBeAttached();
    await expect(page.getByRole('link', { name: 'Nouvel article' })).toBeVisible();
  });

  test('an admin reads the articles and banners screens in Arabic, right to left', async ({
    page,
    context,
  }) => {
    await readIn(context, 'ar');
    await startSignedIn(context, DEMO.admin);
    await page.goto(url(ARTICLES));
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await checkTranslatedLooks(page, shot, 'articles-admin-ar', () =>
      expect(page.getByTestId('article-row').first()).toBeVisible(),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'المقالات' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'المسودات' })).toBeAttached();

    await page.getByRole('link', { name: 'مقال جديد' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'مقال جديد' })).toBeVisible();
    await checkTranslatedLooks(page, shot, 'article-editor-ar', () =>
      expect(page.getByRole('link', { name: 'كل المقالات' })).toBeVisible(),
    );

    await page.goto(url(BANNERS));
    await checkTranslatedLooks(page, shot, 'banners-ar', () =>
      expect(page.getByRole('heading', { level: 1, name: 'اللافتات' })).toBeVisible(),
    );
    await page.getByRole('button', { name: 'لافتة جديدة' }).click();
    const modal = page.getByRole('dialog', { name: 'لافتة جديدة' });
    await expect(modal.getByText('أفلت صورة لافتة هنا أو انقر للاختيار')).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expect(modal.getByText('تُعرض من')).toBeVisible();
      await shot(page, `banner-form-ar-light-${width}`);
    }

    // The crop tool in Arabic: its words from the catalog, the picture framed as in English.
    await page.setViewportSize({ width: 1280, height: 900 });
    const png = await sharp({
      create: { width: 1200, height: 750, channels: 3, background: { r: 160, g: 90, b: 40 } },
    })
      .png()
      .toBuffer();
    await modal
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'banner.png', mimeType: 'image/png', buffer: png }]);
    const crop = page.getByRole('dialog', { name: 'قصّ صورة اللافتة (8:5)' });
    await expect(crop.getByTestId('crop-size')).toContainText('المساحة المختارة: 1200x750 بكسل');
    await expect(crop.getByTestId('crop-area')).toHaveAttribute('dir', 'ltr');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expect(crop.getByText('التكبير')).toBeVisible();
      await shot(page, `crop-ar-light-${width}`);
    }
    await crop.getByRole('button', { name: 'استخدام هذا القصّ' }).click();
    await expect(modal.getByRole('img', { name: 'صورة اللافتة الجديدة' })).toBeVisible();
  });

  test('a visitor reads the blog in French', async ({ page, context }) => {
    await readIn(context, 'fr');
    await page.goto(url('/demo/articles'));
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByText(/Guides et actualités du marché par/)).toBeVisible();
    await expect(page.getByText(/min de lecture/).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Catégories' })).toBeVisible();
  });

  test('a visitor reads the blog and an article in Arabic, right to left', async ({
    page,
    context,
  }) => {
    await readIn(context, 'ar');
    await page.goto(url('/demo/articles'));
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await checkTranslatedLooks(page, shot, 'blog-ar', () =>
      expect(page.getByRole('heading', { level: 1, name: 'المدونة' })).toBeVisible(),
    );
    await expect(page.getByText(/قراءة في/).first()).toBeVisible();

    // Whichever article is newest (other specs add their own): its title is a link to it.
    await page.getByRole('main').getByRole('article').first().getByRole('link').click();
    await page.waitForURL((u) => /^\/demo\/articles\/.+/.test(u.pathname));
    await checkTranslatedLooks(page, shot, 'article-ar', () =>
      expect(page.getByRole('link', { name: 'كل المقالات' })).toBeVisible(),
    );
    // An English title keeps its own direction on an Arabic page.
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('dir', 'auto');
    await expect(page.getByText(/بقلم/)).toBeVisible();
  });
});
