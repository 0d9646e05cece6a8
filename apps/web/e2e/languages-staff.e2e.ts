import { expect, test } from '@playwright/test';
import { apiSignIn, callApi, DEMO, readIn, startSignedIn, tokenClaims, url } from './support/app';
import { createListing } from './support/listings';
import { checkTranslatedLooks } from './support/looks';
import { screenshots } from './support/screens';

const shot = screenshots('languages-staff');

test.describe('the staff’s screens in French and Arabic', () => {
  test('a moderator reads the agencies and the verify dialog in French', async ({
    context,
    page,
  }) => {
    await readIn(context, 'fr');
    await startSignedIn(context, DEMO.moderator);
    await page.goto(url('/demo/dashboard/moderation/agents'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
    await expect(main.getByRole('radio', { name: 'Non vérifiée' })).toBeAttached();
    await expect(main.getByRole('searchbox', { name: 'Rechercher des agences' })).toBeVisible();
    await expect(main.getByText(/\d+ agences?$/)).toBeVisible();
  });

  test('a moderator reads the agencies in Arabic, right to left', async ({ context, page }) => {
    await readIn(context, 'ar');
    await startSignedIn(context, DEMO.moderator);
    await page.goto(url('/demo/dashboard/moderation/agents'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const main = page.getByRole('main');
    await checkTranslatedLooks(page, shot, 'agents-ar', () =>
      expect(main.getByRole('searchbox', { name: 'البحث في الوكالات' })).toBeVisible(),
    );
    await main
      .getByRole('button', { name: /^(توثيق|إزالة التوثيق عن) / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('group', { name: 'أسباب شائعة' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'إلغاء' })).toBeVisible();
  });

  test('a moderator reads the review queue in French, and in Arabic right to left', async ({
    context,
    page,
  }) => {
    await readIn(context, 'fr');
    await startSignedIn(context, DEMO.moderator);
    await page.goto(url('/demo/dashboard/moderation/listings'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'File de validation' })).toBeVisible();
    await expect(main.getByRole('tab', { name: 'En attente' })).toBeVisible();
    await expect(main.getByTestId('queue-tab-about')).toHaveText(
      'Annonces envoyées en validation par leur agent, les plus anciennes d’abord.',
    );

    await readIn(context, 'ar');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await checkTranslatedLooks(page, shot, 'queue-ar', () =>
      expect(main.getByRole('tab', { name: 'بانتظار المراجعة' })).toBeVisible(),
    );
  });

  test('a moderator reads the audit log’s sentences in French, and in Arabic right to left', async ({
    context,
    page,
  }) => {
    // The seed writes no audit rows: an agent creates a listing and renames it.
    const { token } = await apiSignIn('demo', DEMO.agent);
    const listing = await createListing({ token, agentId: String(tokenClaims(token).agentId) });
    await callApi('PUT', `/properties/ids/${listing.publicId}/update`, {
      tenant: 'demo',
      token,
      body: { title: `Maison rénovée ${Date.now()}` },
    });
    const entries = page.getByTestId(/^audit-(row|card)$/);

    await readIn(context, 'fr');
    await startSignedIn(context, DEMO.moderator);
    await page.goto(url('/demo/dashboard/moderation/audit?entity=property'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Journal d’audit' })).toBeVisible();
    const updated = entries.filter({ hasText: 'Annonce mise à jour' }).first();
    await expect(updated).toBeVisible();
    await expect(updated).toContainText('Titre');
    await expect(entries.filter({ hasText: 'Annonce créée' }).first()).toBeVisible();

    await readIn(context, 'ar');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(main.getByRole('heading', { level: 1, name: 'سجل التدقيق' })).toBeVisible();
    await expect(entries.filter({ hasText: 'تحديث الإعلان' }).first()).toBeVisible();
    await checkTranslatedLooks(page, shot, 'audit-ar', () =>
      expect(entries.filter({ hasText: 'إنشاء الإعلان' }).first()).toBeVisible(),
    );

    // The date filters write the day in the reader's language, not in the browser's own field.
    await page.goto(url('/demo/dashboard/moderation/audit?entity=property&from=2026-11-01'));
    const from = main.getByRole('button', { name: 'من', exact: true });
    await expect(from).toHaveText('1 نوفمبر 2026');
    await from.click();
    await page.getByRole('button', { name: '2 نوفمبر 2026', exact: true }).click();
    await expect(page).toHaveURL(/from=2026-11-02/);
    await main.getByRole('button', { name: 'مسح تاريخ البداية' }).click();
    await expect(page).not.toHaveURL(/from=/);
  });
});
