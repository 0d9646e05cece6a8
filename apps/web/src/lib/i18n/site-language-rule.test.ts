import { describe, expect, it } from 'vitest';
import { siteLanguage } from './site-language-rule';

const site = { languages: ['fr', 'ar'] as const, defaultLanguage: 'fr' as const };

describe('siteLanguage', () => {
  it('follows a signed-in person’s own choice, as the API says it is in effect', () => {
    const account = { language: 'ar', effectiveLanguage: 'ar' } as const;
    expect(siteLanguage(site, account, 'fr', ['fr-FR'])).toBe('ar');
    // The site no longer offers their choice: the API answers the site's default in effect.
    const dropped = { language: 'en', effectiveLanguage: 'fr' } as const;
    expect(siteLanguage(site, dropped, 'ar', ['ar'])).toBe('fr');
  });

  it('without an account choice, keeps the device’s last choice when the site offers it', () => {
    const noChoice = { language: null, effectiveLanguage: 'fr' } as const;
    expect(siteLanguage(site, noChoice, 'ar', ['fr'])).toBe('ar');
    expect(siteLanguage(site, undefined, 'ar', ['fr'])).toBe('ar');
    expect(siteLanguage(site, undefined, 'en', ['ar-EG', 'fr'])).toBe('ar');
  });

  it('else matches the browser’s languages among the site’s, else the site’s default', () => {
    expect(siteLanguage(site, undefined, null, ['de-DE', 'ar-MA'])).toBe('ar');
    expect(siteLanguage(site, undefined, null, ['en-GB', 'de'])).toBe('fr');
    expect(siteLanguage(site, undefined, null, [])).toBe('fr');
  });
});
