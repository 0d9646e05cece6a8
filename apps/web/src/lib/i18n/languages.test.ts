import { describe, expect, it } from 'vitest';
import { bestOffered, directionOf, isInterfaceLanguage } from './languages';

describe('bestOffered', () => {
  const offered = ['en', 'fr', 'ar'] as const;

  it('takes the first of the reader’s languages that is offered, regional tags included', () => {
    expect(bestOffered(['de-DE', 'fr-CA', 'en'], offered, 'en')).toBe('fr');
    expect(bestOffered(['AR-ma'], offered, 'en')).toBe('ar');
    expect(bestOffered(['pt_BR', 'en-GB'], offered, 'fr')).toBe('en');
  });

  it('falls back when none is offered or the reader names none', () => {
    expect(bestOffered(['de', 'pt'], offered, 'fr')).toBe('fr');
    expect(bestOffered([], offered, 'ar')).toBe('ar');
    expect(bestOffered(['fr'], ['en', 'ar'], 'en')).toBe('en');
  });
});

describe('the interface languages', () => {
  it('lay Arabic out right to left and the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
    expect(directionOf('en')).toBe('ltr');
  });

  it('know only the languages with catalogs', () => {
    expect(isInterfaceLanguage('fr')).toBe(true);
    expect(isInterfaceLanguage('de')).toBe(false);
    expect(isInterfaceLanguage(null)).toBe(false);
  });
});
