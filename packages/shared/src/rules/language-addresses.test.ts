import { describe, expect, it } from 'vitest';
import {
  hasLanguageAddresses,
  languageAddress,
  languageAlternates,
  readLanguageAddress,
} from './language-addresses';

describe('public addresses per language', () => {
  it('reads the language out of an address, and none where there is none', () => {
    expect(readLanguageAddress('/demo/fr/listings/ab12')).toEqual({
      tenant: 'demo',
      language: 'fr',
      page: '/listings/ab12',
    });
    expect(readLanguageAddress('/demo/ar')).toEqual({ tenant: 'demo', language: 'ar', page: '' });
    expect(readLanguageAddress('/demo/ar/')).toEqual({ tenant: 'demo', language: 'ar', page: '' });
    expect(readLanguageAddress('/demo/listings/ab12')).toEqual({
      tenant: 'demo',
      language: null,
      page: '/listings/ab12',
    });
    // Not a language Propdesk knows: part of the page, which is then no public page.
    expect(readLanguageAddress('/demo/de/listings/ab12')?.language).toBeNull();
    expect(readLanguageAddress('/')).toBeUndefined();
  });

  it('gives only the public pages an address per language', () => {
    for (const page of ['', '/listings/ab12', '/agents/x1', '/articles', '/articles/a-post']) {
      expect(hasLanguageAddresses(page), page).toBe(true);
    }
    for (const page of ['/dashboard', '/user/login', '/listings', '/de/listings/ab12']) {
      expect(hasLanguageAddresses(page), page).toBe(false);
    }
  });

  it('writes an address in a language and without one', () => {
    expect(languageAddress('demo', 'fr', '/listings/ab12')).toBe('/demo/fr/listings/ab12');
    expect(languageAddress('demo', null, '')).toBe('/demo');
  });

  it('names every offered language and x-default, and nothing for a site of one language', () => {
    const site = { slug: 'demo', languages: ['en', 'fr', 'ar'] as const };
    expect(languageAlternates(site, '/listings/ab12')).toEqual([
      { hreflang: 'en', path: '/demo/en/listings/ab12' },
      { hreflang: 'fr', path: '/demo/fr/listings/ab12' },
      { hreflang: 'ar', path: '/demo/ar/listings/ab12' },
      { hreflang: 'x-default', path: '/demo/listings/ab12' },
    ]);
    expect(languageAlternates({ slug: 'solo', languages: ['en'] }, '')).toEqual([]);
  });
});
