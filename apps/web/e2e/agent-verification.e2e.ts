import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  callApi,
  DEMO,
  expectNoSeriousA11yViolations,
  latestMail,
  signIn,
  uniqueEmail,
} from './support/app';
import { checkLooks } from './support/looks';
import { screenshots } from './support/screens';

const AGENTS = '/demo/dashboard/moderation/agents';
const shot = screenshots('agent-verification');

/** A new agency, signed up through the API, so the spec never depends on another's data. */
async function registerAgency() {
  const countries = await callApi<{ content: { publicId: string }[] }>(
    'GET',
    '/api/v2/countries/',
    { tenant: 'demo' },
  );
  const name = `Kopje Homes ${Date.now()}`;
  const email = uniqueEmail('verify-agent');
  const agent = await callApi<{ publicId: string }>(
    'POST',
    `/auth/countries/ids/${countries.content[0]!.publicId}/agents/create`,
    {
      tenant: 'demo',
      body: {
        name,
        firstName: 'Nyasha',
        lastName: 'Dube',
        email,
        password: 'Str0ng!Passw0rd#1',
        telephone: '+263 77 400 5000',
      },
    },
  );
  return { name, email, publicId: agent.publicId };
}

async function isPubliclyVerified(publicId: string) {
  const page = await callApi<{ content: { publicId: string }[] }>(
    'GET',
    '/api/v2/agents/verified/true?size=100',
    { tenant: 'demo' },
  );
  return page.content.some((agent) => agent.publicId === publicId);
}

/** The agency's row at laptop width, or its card on a phone. */
const entry = (page: Page, name: string): Locator =>
  page
    .getByTestId(/^agent-(row|card)$/)
    .filter({ hasText: name })
    .locator('visible=true');

test.describe('agent verification', () => {
  test('a moderator verifies a new agency with a reason, then removes the verification', async ({
    page,
  }) => {
    const agency = await registerAgency();
    await signIn(page, 'demo', DEMO.moderator);
    // The staff home's count leads to the agencies still to verify.
    await page.getByRole('link', { name: 'Verify agencies' }).click();
    await page.waitForURL(
      (u) => u.pathname === AGENTS && u.searchParams.get('show') === 'unverified',
    );
    await page.getByRole('heading', { level: 1, name: 'Agents', exact: true }).waitFor();
    await expect(page.getByRole('radio', { name: 'Not verified' })).toBeChecked();

    // The filter and the search are in the address.
    await page.getByTestId('sidebar').getByRole('link', { name: 'Agents' }).click();
    await page.waitForURL((u) => u.pathname === AGENTS && !u.searchParams.has('show'));
    await page
      .locator('label')
      .filter({ hasText: /^Not verified$/ })
      .click();
    await page.waitForURL((u) => u.searchParams.get('show') === 'unverified');
    await page.getByRole('searchbox', { name: 'Search agents' }).fill(agency.name.toUpperCase());
    await page.waitForURL((u) => u.searchParams.get('q') === agency.name.toUpperCase());
    const row = entry(page, agency.name);
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('verification-badge')).toHaveText('Not verified');
    await expect(row).toContainText('0 (0 live)');

    // A reason of 2 characters is refused before anything is sent.
    await row.getByRole('button', { name: `Verify ${agency.name}` }).click();
    const modal = page.getByRole('dialog', { name: `Verify ${agency.name}` });
    await modal.getByLabel(/^Reason/).fill('ok');
    await modal.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(modal.getByText('Give a reason of at least 3 characters')).toBeVisible();
    await expect(modal.getByText('2/500 characters')).toBeVisible();
    await modal.getByText('Licence checked', { exact: true }).click();
    await expect(modal.getByLabel(/^Reason/)).toHaveValue('Licence checked');
    // The sign-in toast, fading out, would be measured at half its contrast.
    await expect(page.getByText('Sign in successful')).toBeHidden();
    await expectNoSeriousA11yViolations(page, 'verify modal');
    await shot(page, 'verify-modal-light-1280');
    await modal.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText(`${agency.name} is verified`)).toBeVisible();
    await expect(row.getByTestId('verification-badge')).toHaveText('Verified');
    expect(await isPubliclyVerified(agency.publicId)).toBe(true);
    const mail = await latestMail(agency.email);
    expect(mail.text).toContain('Reason: Licence checked');

    // It stays in place until the list reloads; it is then under Verified, not Not verified.
    await page
      .locator('label')
      .filter({ hasText: /^Verified$/ })
      .click();
    await page.waitForURL((u) => u.searchParams.get('show') === 'verified');
    await expect(entry(page, agency.name).getByTestId('verification-badge')).toHaveText('Verified');

    await checkLooks(page, shot, 'agents', () => expect(entry(page, agency.name)).toHaveCount(1));

    // Remove the verification, at phone width on the card.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = entry(page, agency.name);
    await card.getByRole('button', { name: `Remove verification of ${agency.name}` }).click();
    const removal = page.getByRole('dialog', { name: `Remove verification of ${agency.name}` });
    await removal.getByText('Complaints received', { exact: true }).click();
    await expectNoSeriousA11yViolations(page, 'remove verification modal (390)');
    await shot(page, 'unverify-modal-light-390');
    await removal.getByRole('button', { name: 'Remove verification', exact: true }).click();
    await expect(removal).toBeHidden();
    await expect(page.getByText(`${agency.name} is no longer verified`)).toBeVisible();
    await expect(card.getByTestId('verification-badge')).toHaveText('Not verified');
    expect(await isPubliclyVerified(agency.publicId)).toBe(false);
  });
});
