import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languageDirection,
  negotiateBrowserLanguages,
  negotiateLanguage,
  type LanguageCode,
} from './languages';
import { accountLanguageBody, siteLanguagesBody } from '../schemas/site-languages';

const ALL: LanguageCode[] = ['en', 'fr', 'ar'];

describe('LANGUAGES', () => {
  it('offers English (the default), French and Arabic, Arabic right to left', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(LANGUAGES.map((l) => [l.code, l.nativeName, l.dir])).toEqual([
      ['en', 'English', 'ltr'],
      ['fr', 'Français', 'ltr'],
      ['ar', 'العربية', 'rtl'],
    ]);
    expect(languageDirection('ar')).toBe('rtl');
    expect(languageDirection('fr')).toBe('ltr');
    expect(languageDirection('he-unknown')).toBe('ltr');
  });
});

describe('negotiateLanguage', () => {
  it.each([
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['en-US,en;q=0.9', 'en'],
    ['ar-MA', 'ar'],
    ['FR-ca', 'fr'],
    ['de-DE,de;q=0.9,fr;q=0.5,ar;q=0.4', 'fr'],
  ] as const)('%s picks %s', (header, expected) => {
    expect(negotiateLanguage(header, ALL, 'en')).toBe(expected);
  });

  it('prefers the higher q-value whatever the order, and the order between equal ones', () => {
    expect(negotiateLanguage('en;q=0.3, ar;q=0.8, fr;q=0.5', ALL, 'en')).toBe('ar');
    expect(negotiateLanguage('fr;q=0.5, ar;q=0.5', ALL, 'en')).toBe('fr');
    expect(negotiateLanguage('ar;q=0.5, fr;q=0.5', ALL, 'en')).toBe('ar');
    expect(negotiateLanguage('fr;q=0.5, ar', ALL, 'en')).toBe('ar');
  });

  it('excludes a language with q=0', () => {
    expect(negotiateLanguage('fr;q=0, ar;q=0.1', ALL, 'en')).toBe('ar');
    expect(negotiateLanguage('fr;q=0.000', ALL, 'en')).toBe('en');
  });

  it('answers only an offered language, else the fallback', () => {
    expect(negotiateLanguage('ar, fr;q=0.9', ['en', 'fr'], 'en')).toBe('fr');
    expect(negotiateLanguage('ar', ['en', 'fr'], 'fr')).toBe('fr');
    // A null fallback tells a header that names none of them from one that does.
    expect(negotiateLanguage('ar, de', ['en', 'fr'], null)).toBeNull();
    expect(negotiateLanguage('*', ['en', 'fr'], null)).toBeNull();
    expect(negotiateLanguage(undefined, ['en', 'fr'], null)).toBeNull();
    expect(negotiateLanguage('de, fr-CA;q=0.2', ['en', 'fr'], null)).toBe('fr');
    expect(negotiateLanguage('de, es', ALL, 'fr')).toBe('fr');
  });

  it('answers the fallback for * (any language)', () => {
    expect(negotiateLanguage('*', ALL, 'fr')).toBe('fr');
    expect(negotiateLanguage('de, *;q=0.5, ar;q=0.4', ALL, 'fr')).toBe('fr');
    expect(negotiateLanguage('ar, *;q=0.5', ALL, 'fr')).toBe('ar');
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['   '],
    [','],
    [';q=1'],
    ['fr;q=2'],
    ['fr;q=abc'],
    ['fr;q=-1'],
    ['fr_FR'],
    ['12-34'],
    ['fr;;;'.repeat(2000)],
    [42 as unknown as string],
  ])('ignores a missing or malformed header (%j) and answers the fallback', (header) => {
    expect(() => negotiateLanguage(header, ALL, 'ar')).not.toThrow();
    expect(negotiateLanguage(header, ['en', 'ar'], 'ar')).toBe('ar');
  });

  it('skips malformed parts and reads the rest', () => {
    expect(negotiateLanguage('fr;q=oops, !!, ar;q=0.2', ALL, 'en')).toBe('ar');
    expect(negotiateLanguage('fr ; q=0.7 , en;q=0.6', ALL, 'ar')).toBe('fr');
    expect(negotiateLanguage('fr;level=1;q=0.9', ALL, 'en')).toBe('fr');
  });
});

describe('negotiateBrowserLanguages', () => {
  it('takes the first offered language of the browser list, matching regions to languages', () => {
    expect(negotiateBrowserLanguages(['de-DE', 'fr-CA', 'en'], ALL, 'en')).toBe('fr');
    expect(negotiateBrowserLanguages(['ar-EG', 'fr'], ALL, 'en')).toBe('ar');
    expect(negotiateBrowserLanguages(['ar'], ['en', 'fr'], 'fr')).toBe('fr');
  });

  it('answers the fallback for an empty, missing or odd list', () => {
    expect(negotiateBrowserLanguages([], ALL, 'fr')).toBe('fr');
    expect(negotiateBrowserLanguages(undefined, ALL, 'fr')).toBe('fr');
    expect(negotiateBrowserLanguages(null, ALL, 'ar')).toBe('ar');
    expect(negotiateBrowserLanguages(['', '*', 'x y', 7 as unknown as string], ALL, 'ar')).toBe(
      'ar',
    );
  });
});

describe('siteLanguagesBody', () => {
  const problems = (body: unknown) =>
    siteLanguagesBody.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('takes a default among the offered languages', () => {
    expect(problems({ defaultLanguage: 'fr', languages: ['fr', 'ar'] })).toBeUndefined();
  });

  it.each([
    [{ defaultLanguage: 'de', languages: ['en'] }, 'defaultLanguage', /Propdesk offers/],
    [{ defaultLanguage: 'en', languages: ['en', 'xx'] }, 'languages.1', /Propdesk offers/],
    [{ defaultLanguage: 'en', languages: [] }, 'languages', /at least one/],
    [{ defaultLanguage: 'en' }, 'languages', /at least one/],
    [{ defaultLanguage: 'en', languages: ['en', 'en'] }, 'languages', /once/],
    [{ defaultLanguage: 'ar', languages: ['en', 'fr'] }, 'defaultLanguage', /must be one of/],
  ])('refuses %j on %s', (body, path, message) => {
    expect(problems(body)).toContainEqual([path, expect.stringMatching(message)]);
  });
});

describe('accountLanguageBody', () => {
  it('takes a known code or null, and refuses others', () => {
    expect(accountLanguageBody.parse({ language: 'ar' })).toEqual({ language: 'ar' });
    expect(accountLanguageBody.parse({ language: null })).toEqual({ language: null });
    expect(accountLanguageBody.safeParse({ language: 'de' }).success).toBe(false);
    expect(accountLanguageBody.safeParse({}).success).toBe(false);
  });
});
