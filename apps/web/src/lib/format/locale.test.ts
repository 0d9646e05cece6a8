import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, formatNumber } from './numbers';
import { dateLocale, formatLanguage } from './locale';

const activate = (locale: string) => i18n.loadAndActivate({ locale, messages: {} });

describe('formats follow the active language', () => {
  afterEach(() => {
    activate('en');
    vi.unstubAllGlobals();
  });

  it('writes numbers and money the reader’s way', () => {
    activate('en');
    expect(formatMoney(1250000, 'USD')).toBe('$1,250,000');
    activate('fr');
    expect(formatLanguage()).toBe('fr');
    expect(formatNumber(1250000)).toBe('1\u202f250\u202f000');
    expect(formatMoney(1250000, 'XOF')).toMatch(/^1\u202f250\u202f000\s?F\s?CFA$/);
  });

  it('follows the browser’s variant of the language: Arabic-Indic digits in ar-EG, not in ar-MA', () => {
    activate('ar');
    vi.stubGlobal('navigator', { language: 'ar-EG' });
    expect(formatNumber(1250)).toBe('١٬٢٥٠');
    vi.stubGlobal('navigator', { language: 'ar-MA' });
    expect(formatNumber(1250000)).toBe('1.250.000');
    // A browser in another language gets the language's own habits.
    vi.stubGlobal('navigator', { language: 'en-GB' });
    expect(formatLanguage()).toBe('ar');
  });

  it('writes dates in the browser’s variant of the language, and in English the browser’s own', () => {
    vi.stubGlobal('navigator', { language: 'fr-CA' });
    activate('fr');
    expect(dateLocale()).toBe('fr-CA');
    activate('ar');
    expect(dateLocale()).toBe('ar');
    activate('en');
    expect(dateLocale()).toBeUndefined();
  });
});
