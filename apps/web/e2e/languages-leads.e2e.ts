import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, DEMO, readIn, startSignedIn, tokenClaims, url } from './support/app';
import { demoCustomerRequestsViewing, sendInquiry } from './support/leads';
import { createListing, moderate, photo, uploadPhotos } from './support/listings';
import { checkTranslatedLooks } from './support/looks';
import { screenshots } from './support/screens';

const shot = screenshots('languages-leads');

/**
 * A live listing of the demo agent with General and Kitchen photos, a question about it and the
 * demo customer's viewing request: the images page and an open lead have something to show.
 */
async function demoAgentListingWithLeads() {
  const { token } = await apiSignIn('demo', DEMO.agent);
  const agent = { token, agentId: String(tokenClaims(token).agentId) };
  const listing = await createListing(agent);
  await uploadPhotos(listing.publicId, token, 'GENERAL', [20, 90]);
  await uploadPhotos(listing.publicId, token, 'KITCHEN', [150]);
  await moderate(listing.publicId, 'approve');
  await sendInquiry(listing.publicId);
  const viewing = await demoCustomerRequestsViewing(listing.publicId);
  return { listing, viewing };
}

const imagesPage = (publicId: string) => `/demo/dashboard/property/images/${publicId}`;
const leadsPage = (leadId: string, publicId: string) =>
  `/demo/dashboard/leads?property=${publicId}&lead=${leadId}`;

/** Light screenshots at 1280 and 390 px of a dialog, which the colour switch's reload would close. */
async function lightShots(page: Page, name: string, ready: () => Promise<unknown>) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await ready();
    await shot(page, `${name}-light-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('the images page and the leads in French and Arabic', () => {
  test('the demo agent reads the images page and an open viewing request in French', async ({
    page,
    context,
  }) => {
    const { listing, viewing } = await demoAgentListingWithLeads();
    await readIn(context, 'fr');
    await startSignedIn(context, DEMO.agent);

    await page.goto(url(imagesPage(listing.publicId)));
    await expect(page.getByRole('heading', { level: 1, name: 'Images' })).toBeVisible();
    await expect(
      page.getByText('Les photos par pièce, et la photo principale de l’annonce.'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Général', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cuisine', exact: true })).toBeVisible();
    await expect(page.getByTestId('allowance')).toContainText(
      /Général accepte jusqu’à \S+ images par envoi\./,
    );
    await page.getByRole('combobox', { name: 'Pièce' }).click();
    await page.getByRole('option', { name: 'Cuisine', exact: true }).click();
    await expect(page.getByTestId('allowance')).toContainText(
      /Cuisine contient \S+ images au total : encore \S+ possibles\./,
    );
    await page.getByRole('button', { name: 'Ajouter des images' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter des images : Cuisine' });
    await expect(
      dialog.getByText('Déposez des photos ici ou cliquez pour les choisir'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuler' }).click();

    await page.goto(url(leadsPage(viewing.publicId, listing.publicId)));
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    const lead = page.getByTestId('lead-panel');
    await expect(lead.getByTestId('lead-title')).toHaveText(viewing.name);
    await expect(lead.getByText('Demande de visite')).toBeVisible();
    await expect(lead.getByTestId('lead-status')).toHaveText('Demandée');
    await expect(lead.getByRole('heading', { name: 'Créneaux souhaités' })).toBeVisible();
    await expect(lead.getByRole('button', { name: 'Confirmer' })).toBeVisible();
    await expect(lead.getByRole('button', { name: 'Refuser' })).toBeVisible();
    await expect(lead.getByRole('textbox', { name: 'Réponse' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue(
      'Tous les types',
    );
    // The other lead of the listing, in the list: a question.
    await expect(page.getByTestId('lead-row').filter({ hasText: 'Question' })).toBeVisible();
  });

  test('the demo agent reads them right to left in Arabic', async ({ page, context }) => {
    const { listing, viewing } = await demoAgentListingWithLeads();
    await readIn(context, 'ar');
    await startSignedIn(context, DEMO.agent);

    await page.goto(url(imagesPage(listing.publicId)));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'إضافة صور' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'المطبخ', exact: true })).toBeVisible();
    await checkTranslatedLooks(page, shot, 'images-ar', () =>
      expect(
        page.getByRole('region', { name: 'عام', exact: true }).getByTestId('image-card'),
      ).toHaveCount(2),
    );

    // The upload dialog with a photo that is too small: its words and the file's problem.
    await page.getByRole('combobox', { name: 'الغرفة' }).click();
    await page.getByRole('option', { name: 'المطبخ', exact: true }).click();
    await page.getByRole('button', { name: 'إضافة صور' }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة صور: المطبخ' });
    await dialog.locator('input[type="file"]').setInputFiles([
      { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: await photo(1600, 1000, 40) },
      { name: 'small.jpg', mimeType: 'image/jpeg', buffer: await photo(400, 300, 80) },
    ]);
    await expect(dialog.getByTestId('picked-file')).toHaveCount(2);
    await expect(dialog.getByText(/400x300 بكسل؛ يجب ألا يقل مقاس الصور عن 800x500/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^رفع صورتين$/ })).toBeDisabled();
    await lightShots(page, 'upload-dialog-ar', () =>
      expect(dialog.getByTestId('picked-file')).toHaveCount(2),
    );
    await dialog.getByRole('button', { name: 'إلغاء' }).click();

    await page.goto(url(leadsPage(viewing.publicId, listing.publicId)));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'العملاء المحتملون' })).toBeVisible();
    const lead = page.getByTestId('lead-panel');
    await expect(lead.getByTestId('lead-status')).toHaveText('مطلوب');
    await expect(lead.getByText('طلب معاينة')).toBeVisible();
    await expect(lead.getByRole('heading', { name: 'الأوقات المفضلة' })).toBeVisible();
    // Right to left: the open lead is on the list's left, the list keeps the start (right) side.
    const listBox = (await page.getByRole('list', { name: 'العملاء المحتملون' }).boundingBox())!;
    const leadBox = (await lead.boundingBox())!;
    expect(leadBox.x + leadBox.width).toBeLessThanOrEqual(listBox.x);
    await checkTranslatedLooks(page, shot, 'lead-open-ar', () =>
      expect(page.getByTestId('lead-panel').getByRole('button', { name: 'تأكيد' })).toBeVisible(),
    );

    // The viewing's confirm dialog; on a phone the lead has the page to itself, with a way back
    // (the layout changes with the width, so the dialog opens again there).
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await lead.getByRole('button', { name: 'تأكيد' }).click();
      const confirm = page.getByRole('dialog', { name: 'تأكيد هذه المعاينة' });
      await expect(confirm.getByRole('radiogroup', { name: 'الموعد المتفق عليه' })).toBeVisible();
      await expect(confirm.getByText(/^الأوقات بتوقيت /)).toBeVisible();
      await expect(confirm.getByRole('button', { name: 'تأكيد المعاينة' })).toBeVisible();
      await shot(page, `confirm-viewing-ar-light-${width}`);
      await confirm.getByRole('button', { name: 'رجوع' }).click();
      await expect(confirm).toHaveCount(0);
    }
    await expect(page.getByRole('link', { name: 'العودة إلى القائمة' })).toBeVisible();
  });
});
