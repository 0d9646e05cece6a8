import { expect, test, type Page } from '@playwright/test';
import { callApi, readIn, startSignedIn, url } from './support/app';
import { blockMapTiles } from './support/editor-tabs';
import { createAgentAccount, createListing } from './support/listings';
import { checkTranslatedLooks } from './support/looks';
import { screenshots } from './support/screens';

const shot = screenshots('languages-editor');

/** Picks an option of a combobox as a person does. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

interface SavedListing {
  name: string;
  published: string;
  price: number;
  area: number | null;
  metaTags: string;
  location: { suburb: string };
}

test.describe('the listing editor in French and Arabic', () => {
  test('the stepper names its tabs in French', async ({ context, page }) => {
    await blockMapTiles(page);
    const agent = await createAgentAccount();
    const listing = await createListing(agent, 'House');
    await startSignedIn(context, agent);
    await readIn(context, 'fr');
    await page.goto(url(`/demo/dashboard/property/draft/${listing.publicId}?tab=details`));
    const sections = page.getByRole('tablist', { name: 'Sections de l’annonce' });
    await expect(sections.getByRole('tab', { name: 'Détails' })).toBeVisible();
    await expect(sections.getByRole('tab', { name: 'Emplacement' })).toBeVisible();
    await expect(sections.getByRole('tab', { name: 'Équipements' })).toBeVisible();
  });

  test('the price and others tabs read French', async ({ context, page }) => {
    await blockMapTiles(page);
    const agent = await createAgentAccount();
    const listing = await createListing(agent, 'House');
    await startSignedIn(context, agent);
    await readIn(context, 'fr');
    await page.goto(url(`/demo/dashboard/property/draft/${listing.publicId}?tab=price`));
    await expect(page.getByRole('heading', { name: `Modifier ${listing.name}` })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Type de prix' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'TVA applicable' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Enregistrer', exact: true })).toBeVisible();
    await expect(page.getByText('En validation : pas encore envoyée')).toBeVisible();

    await page
      .getByRole('tablist', { name: 'Sections de l’annonce' })
      .getByRole('tab', { name: 'Autres' })
      .click();
    await expect(page.getByRole('heading', { name: 'Autres détails' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Unité de surface' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Zone de danger' })).toBeVisible();
    // An amount that cannot be read says why in French.
    const area = page.getByRole('textbox', { name: 'Surface', exact: true });
    await area.fill('12abc');
    await area.press('Tab');
    await expect(
      page.getByText('Saisissez uniquement des chiffres, p. ex. 285,000 ou 1,250.50'),
    ).toBeVisible();
  });

  test('the stepper reads right to left in Arabic', async ({ context, page }) => {
    await blockMapTiles(page);
    const agent = await createAgentAccount();
    const listing = await createListing(agent, 'House');
    await startSignedIn(context, agent);
    await readIn(context, 'ar');
    await page.goto(url(`/demo/dashboard/property/draft/${listing.publicId}?tab=details`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const sections = page.getByRole('tablist', { name: 'أقسام الإعلان' });
    await expect(sections.getByRole('tab', { name: 'التفاصيل' })).toBeVisible();
    await expect(sections.getByRole('tab', { name: 'الموقع' })).toBeVisible();
    await expect(sections.getByRole('tab', { name: 'المرافق' })).toBeVisible();
    await checkTranslatedLooks(page, shot, 'stepper-ar', () =>
      expect(sections.getByRole('tab', { name: 'التفاصيل' })).toBeVisible(),
    );
  });

  test('an Arabic session creates a listing end to end, details to SEO', async ({
    context,
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await blockMapTiles(page);
    const agent = await createAgentAccount();
    await startSignedIn(context, agent);
    await readIn(context, 'ar');
    await page.goto(url('/demo/dashboard/property/draft/new'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'إنشاء إعلان جديد' })).toBeVisible();
    const sections = page.getByRole('tablist', { name: 'أقسام الإعلان' });
    const next = page.getByRole('button', { name: 'التالي', exact: true });

    // Details: what was typed keeps its own direction.
    const name = page.getByRole('textbox', { name: 'الاسم', exact: true });
    await name.fill('فيلا الحديقة 12 Main Road');
    await expect(name).toHaveCSS('unicode-bidi', 'plaintext');
    await choose(page, 'نوع العقار', 'منزل');
    await page
      .getByRole('textbox', { name: 'الوصف', exact: true })
      .fill('منزل هادئ من ثلاث غرف مع حديقة كبيرة وبئر.');
    await expect(page.getByText('تُحفظ مسودتك على هذا الجهاز حتى تحفظها.')).toBeVisible();
    await checkTranslatedLooks(page, shot, 'details-ar', () => expect(next).toBeVisible());
    await next.click();

    // Location: the map's zoom buttons stand on the right, its credits on the left.
    await page.waitForURL((u) => u.searchParams.get('tab') === 'location');
    await choose(page, 'البلد', 'زيمبابوي');
    await choose(page, 'المدينة', 'Harare');
    await choose(page, 'الحي', 'Avondale');
    const map = page.getByTestId('location-map');
    await map.locator('.leaflet-container').waitFor();
    await expect(map.locator('.leaflet-top.leaflet-right .leaflet-control-zoom')).toBeVisible();
    await expect(map.getByRole('button', { name: 'تكبير' })).toBeVisible();
    await expect(
      map.locator('.leaflet-bottom.leaflet-left .leaflet-control-attribution'),
    ).toBeVisible();
    await map.click({ position: { x: 300, y: 160 } });
    await expect(page.getByRole('textbox', { name: 'خط العرض' })).not.toHaveValue('');
    await checkTranslatedLooks(page, shot, 'location-ar', () => expect(map).toBeVisible());
    await next.click();

    // Price, then the one button that creates the listing.
    await page.waitForURL((u) => u.searchParams.get('tab') === 'price');
    const price = page.getByRole('textbox', { name: 'السعر', exact: true });
    await price.fill('125000');
    await price.press('Tab');
    await expect(price).toHaveValue('125,000');
    await expect(page.getByRole('combobox', { name: 'نوع السعر' })).toBeVisible();
    const create = page.getByRole('button', { name: 'حفظ ومتابعة' });
    await checkTranslatedLooks(page, shot, 'price-ar', () => expect(create).toBeVisible());
    await create.click();
    await expect(page.getByText('تم إنشاء العقار')).toBeVisible();
    await page.waitForURL((u) => u.searchParams.get('tab') === 'features');
    const publicId = new URL(page.url()).pathname.split('/').at(-1)!;
    await expect(page.getByText('قيد المراجعة: لم يُرسل بعد')).toBeVisible();

    // A feature, saved.
    await expect(page.getByRole('heading', { name: 'الخصائص', exact: true })).toBeVisible();
    // The catalogue in Arabic: the feature's name and its description are the site's Arabic words.
    const bedroom = page.getByRole('checkbox', { name: 'غرفة نوم', exact: true });
    await expect(bedroom).toHaveAccessibleDescription('غرف النوم في المنزل الرئيسي');
    await bedroom.check();
    await page.getByRole('textbox', { name: 'كمية غرفة نوم' }).fill('3');
    await page.getByRole('button', { name: 'حفظ', exact: true }).click();
    await expect(page.getByText('تم حفظ الخصائص')).toBeVisible();
    await checkTranslatedLooks(page, shot, 'features-ar', () => expect(bedroom).toBeChecked());

    // Others: the area, saved.
    await sections.getByRole('tab', { name: 'أخرى' }).click();
    await expect(page.getByRole('heading', { name: 'تفاصيل أخرى' })).toBeVisible();
    await page.getByRole('textbox', { name: 'المساحة', exact: true }).fill('450');
    const others = page.getByTestId('tab-panel-others');
    await others.getByRole('button', { name: 'حفظ', exact: true }).click();
    await expect(page.getByText('تم حفظ العقار').first()).toBeVisible();
    await checkTranslatedLooks(page, shot, 'others-ar', () =>
      expect(page.getByRole('heading', { name: 'منطقة الخطر' })).toBeVisible(),
    );

    // Amenities: none yet.
    await sections.getByRole('tab', { name: 'المرافق' }).click();
    await expect(page.getByText('لا توجد مرافق بعد')).toBeVisible();

    // SEO: a keyword, saved.
    await sections.getByRole('tab', { name: 'تحسين محركات البحث' }).click();
    const keyword = page.getByRole('textbox', { name: 'إضافة كلمة مفتاحية' });
    await keyword.fill('حديقة');
    await keyword.press('Enter');
    await expect(page.getByTestId('keyword-tag')).toHaveText(['حديقة']);
    const seo = page.getByTestId('tab-panel-SEO');
    await seo.getByRole('button', { name: 'حفظ', exact: true }).click();
    await expect(seo.getByRole('button', { name: 'حفظ', exact: true })).toBeDisabled();
    await expect(page.getByText('في نتائج البحث')).toBeVisible();
    await checkTranslatedLooks(page, shot, 'seo-ar', () =>
      expect(page.getByTestId('search-result-preview')).toBeVisible(),
    );

    const saved = await callApi<SavedListing>('GET', `/properties/ids/${publicId}/get`, {
      tenant: 'demo',
      token: agent.token,
    });
    expect(saved).toMatchObject({
      name: 'فيلا الحديقة 12 Main Road',
      published: 'REVIEW',
      price: 125000,
      area: 450,
      location: { suburb: 'Avondale' },
    });
    expect(saved.metaTags).toContain('حديقة');
    const features = await callApi<{ name: string; quantity: number }[]>(
      'GET',
      `/properties/ids/${publicId}/features/all`,
      { tenant: 'demo', token: agent.token },
    );
    expect(features.map((f) => [f.name, f.quantity])).toEqual([['BEDROOM', 3]]);
  });
});
