import { expect, test } from '@playwright/test';
import { url } from './support/app';
import { createLiveRental } from './support/public-listings';

/** The `content` of the first `<meta property|name="key">` in the HTML, if any. */
function meta(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta[^>]+(?:property|name)="${key}"[^>]*>`).exec(html)?.[0];
  return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
}

test.describe('listing page HTML for link previews and crawlers', () => {
  test('carries the Open Graph tags and the JSON-LD without JavaScript; a hidden listing is 404', async ({
    request,
  }) => {
    const title = `Preview house ${Date.now()}`;
    const rental = await createLiveRental(title);

    // As a link preview or a crawler asks for it.
    const asPage = { headers: { accept: 'text/html' } };
    const page = await request.get(url(`/demo/listings/${rental.publicId}`), asPage);
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(meta(html, 'og:title')).toBe(title);
    expect(meta(html, 'og:image')).toMatch(/^https?:\/\//);
    expect(meta(html, 'description')).toBeTruthy();
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(jsonLd).toBeDefined();
    const data = JSON.parse(jsonLd!) as Record<string, unknown>;
    expect(JSON.stringify(data)).toContain('RealEstateListing');
    expect(JSON.stringify(data)).toContain('"price"');

    const missing = await request.get(url('/demo/listings/no-such-listing'), asPage);
    expect(missing.status()).toBe(404);
  });
});
