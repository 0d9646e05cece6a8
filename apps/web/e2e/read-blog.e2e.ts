import { expect, test } from '@playwright/test';
import { callApi, expectNoSeriousA11yViolations, staffToken, url } from './support/app';
import { photo } from './support/listings';
import { screenshots, setColorScheme } from './support/screens';

const shoot = screenshots('read-blog');

const SEEDED = {
  buying: 'Five questions to ask before you buy in Avondale',
  renting: 'Renting your first flat: a checklist',
  draft: 'Market news: prices this quarter',
};

/** Markdown that tries to run script, through raw HTML and through links. */
const HOSTILE_BODY = [
  '## Safe heading',
  '',
  '<script>window.__blogScript = 1</script>',
  '',
  '<img src="/nowhere.png" onerror="window.__blogScript = 2">',
  '',
  '- first point',
  '- second point',
  '',
  '[a script link](javascript:window.__blogScript=3) and [a good link](https://example.com/ok)',
].join('\n');

/** Sets an article's cover as the dashboard would: one photo in `file`. */
async function uploadCover(publicId: string, token: string) {
  const form = new FormData();
  const bytes = await photo(1600, 1000, 60, true);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'cover.jpg');
  const response = await fetch(url(`/api/v2/articles/ids/${publicId}/cover/upload`), {
    method: 'POST',
    headers: { 'X-Tenant': 'demo', Authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`cover: ${response.status} ${await response.text()}`);
  const article = (await response.json()) as { cover: { variants: Record<string, string> } };
  return article.cover;
}

test.describe('the public blog', () => {
  test('lists the published articles, filters by category and opens one with its Markdown', async ({
    page,
  }) => {
    await page.goto(url('/demo'));
    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL((u) => u.pathname === '/demo/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();

    const cards = page.getByRole('article');
    await expect(cards.filter({ hasText: SEEDED.buying })).toHaveCount(1);
    await expect(cards.filter({ hasText: SEEDED.renting })).toHaveCount(1);
    await expect(page.getByText(SEEDED.draft)).toHaveCount(0);
    // Newest first: the buying article was published after the renting one.
    const titles = await cards.getByRole('heading').allTextContents();
    expect(titles.indexOf(SEEDED.buying)).toBeLessThan(titles.indexOf(SEEDED.renting));
    await expect(cards.first().getByText(/min read/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'blog (light)');
    await shoot(page, 'list-light-1280');

    const categories = page.getByRole('navigation', { name: 'Categories' });
    await categories.getByRole('link', { name: 'Renting' }).click();
    await page.waitForURL((u) => u.searchParams.has('category'));
    await expect(cards.filter({ hasText: SEEDED.renting })).toHaveCount(1);
    await expect(cards.filter({ hasText: SEEDED.buying })).toHaveCount(0);
    await expect(categories.getByRole('link', { name: 'Renting' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await categories.getByRole('link', { name: 'All' }).click();
    await expect(cards.filter({ hasText: SEEDED.buying })).toHaveCount(1);

    await cards.filter({ hasText: SEEDED.buying }).getByRole('link').click();
    await page.waitForURL((u) => u.pathname.startsWith('/demo/articles/five-questions'));
    await expect(page.getByRole('heading', { level: 1, name: SEEDED.buying })).toBeVisible();
    await expect(page.getByText('By Nomsa Dube')).toBeVisible();
    const body = page.getByRole('article');
    await expect(body.getByRole('heading', { name: 'The questions' })).toBeVisible();
    await expect(body.getByRole('listitem')).toHaveCount(5);
    await expect(body.getByRole('link', { name: 'deeds office guide' })).toHaveAttribute(
      'href',
      'https://example.com/deeds-guide',
    );
    await expectNoSeriousA11yViolations(page, 'article (light)');
    await shoot(page, 'article-light-1280');
    await setColorScheme(page, 'dark');
    await expect(page.getByRole('heading', { level: 1, name: SEEDED.buying })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'article (dark)');
    await shoot(page, 'article-dark-1280');
  });

  test('never runs or shows HTML from an article, and hides drafts from visitors', async ({
    page,
  }) => {
    const token = await staffToken();
    const hostile = await callApi<{ slug: string; publicId: string }>(
      'POST',
      '/api/v2/articles/create',
      {
        tenant: 'demo',
        token,
        body: { title: 'An article with markup in it', body: HOSTILE_BODY, published: true },
      },
    );
    const cover = await uploadCover(hostile.publicId, token);
    const draft = await callApi<{ slug: string; publicId: string }>(
      'POST',
      '/api/v2/articles/create',
      {
        tenant: 'demo',
        token,
        body: { title: 'A draft nobody may read', body: 'Not yet.', published: false },
      },
    );

    await page.goto(url(`/demo/articles/${hostile.slug}`));
    const article = page.getByRole('article');
    await expect(article.locator(`img[src="${cover.variants.full}"]`)).toBeVisible();
    await expect(article.getByRole('heading', { name: 'Safe heading' })).toBeVisible();
    await expect(article.getByRole('listitem')).toHaveCount(2);
    await expect(article.getByRole('link', { name: 'a good link' })).toHaveAttribute(
      'href',
      'https://example.com/ok',
    );
    // The javascript: link is its text only; raw HTML is dropped, never parsed or shown.
    await expect(article.getByText('a script link')).toBeVisible();
    await expect(article.getByRole('link', { name: 'a script link' })).toHaveCount(0);
    expect(await article.locator('script, img[onerror]').count()).toBe(0);
    await expect(article.getByText('<script>')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as { __blogScript?: number }).__blogScript)).toBe(
      undefined,
    );

    await shoot(page, 'article-with-cover-light-1280');

    await page.goto(url(`/demo/articles/${draft.slug}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
    await page.goto(url('/demo/articles'));
    const card = page.getByRole('article', { name: 'An article with markup in it' });
    await expect(card.locator(`img[src="${cover.variants.card}"]`)).toBeVisible();
    await expect(page.getByText('A draft nobody may read')).toHaveCount(0);
  });

  test('reads well on a 390 px phone, in light and dark', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.goto(url('/demo/articles'));
      await setColorScheme(page, scheme);
      await expect(page.getByRole('article').first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page, `blog (${scheme}, 390)`);
      await shoot(page, `list-${scheme}-390`);
      await page.getByRole('article').first().getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `article (${scheme}, 390)`);
      await shoot(page, `article-${scheme}-390`);
    }
  });
});

test('the blog shows 12 articles, then the next ones as the reader scrolls down', async ({
  page,
}) => {
  const token = await staffToken();
  for (let i = 1; i <= 12; i++) {
    await callApi('POST', '/api/v2/articles/create', {
      tenant: 'demo',
      token,
      body: { title: `Market note ${i}`, body: `Note ${i} of the month.`, published: true },
    });
  }
  const { totalElements } = await callApi<{ totalElements: number }>(
    'GET',
    '/articles/get/all?size=1',
    { tenant: 'demo' },
  );
  expect(totalElements).toBeGreaterThan(12);

  // One card a row on a phone: the end of the first page is far below the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url('/demo/articles'));
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).toHaveAccessibleName('Market note 12');
  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(totalElements);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});
