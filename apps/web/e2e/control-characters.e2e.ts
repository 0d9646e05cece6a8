import { expect, test } from '@playwright/test';
import { url } from './support/app';
import { listingEditor, openNewListingInEditor, storedListing } from './support/listings';
import { createLiveRental } from './support/public-listings';
import { screenshots } from './support/screens';

const shot = screenshots('control-characters');
const OVERRIDE = '\u202E';

test.describe('control and direction characters in titles', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a title with a right-to-left override is shown as typed, not reversed', async ({
    page,
  }) => {
    const stamp = Date.now();
    const rental = await createLiveRental(`Cheap ${OVERRIDE}gnp.exe\u202C flat ${stamp}`);
    await page.goto(url(`/demo/listings/${rental.publicId}`));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(`Cheap gnp.exe flat ${stamp}`);
    expect(await heading.evaluate((h) => h.textContent)).not.toContain(OVERRIDE);
    // Drawn left to right as written: "gnp.exe" comes before "flat", nothing is mirrored.
    const order = await heading.evaluate((h) => {
      const range = document.createRange();
      const text = h.firstChild?.nodeType === Node.TEXT_NODE ? h.firstChild : h;
      const at = (word: string) => {
        const content = text.textContent ?? '';
        const start = content.indexOf(word);
        range.setStart(text, start);
        range.setEnd(text, start + word.length);
        return range.getBoundingClientRect().left;
      };
      return { exe: at('gnp.exe'), flat: at('flat') };
    });
    expect(order.exe).toBeLessThan(order.flat);
    await shot(page, 'public-title');
  });

  test("the editor's title loses a pasted override when it saves", async ({ page }) => {
    const { agent, listing } = await openNewListingInEditor(page);
    await page.getByRole('textbox', { name: 'Title' }).fill(`Quiet ${OVERRIDE}moor\u200B flat`);
    await expect
      .poll(async () => (await storedListing(agent, listing.publicId)).title)
      .toBe('Quiet moor flat');
    await page.goto(url(listingEditor(listing.publicId)));
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Quiet moor flat');
  });
});
