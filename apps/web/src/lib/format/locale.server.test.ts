import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markRenderedOnServer } from '../rendering';
import { formatEventRange } from './dates';
import { dateLocale, formatLanguage } from './locale';

const activate = (locale: string) => i18n.loadAndActivate({ locale, messages: {} });

// A file of its own: marking the page as rendered on the server lasts for the module's life.
describe('formats of a page rendered on the server', () => {
  afterEach(() => {
    activate('en');
    vi.unstubAllGlobals();
  });

  it("keep the language's own, whatever the browser's region, so the browser hydrates the same text", () => {
    vi.stubGlobal('navigator', { language: 'fr-CA' });
    markRenderedOnServer();
    activate('fr');
    expect(formatLanguage()).toBe('fr');
    expect(dateLocale()).toBe('fr');
    vi.stubGlobal('navigator', { language: 'en-GB' });
    activate('en');
    expect(dateLocale()).toBe('en');
  });

  it('write dates with plain spaces, as Chromium does and Node’s ICU does not', () => {
    activate('en');
    const range = formatEventRange(
      '2026-12-13T15:00:00Z',
      '2026-12-13T17:00:00Z',
      'Africa/Harare',
      'en',
    );
    expect(range).toBe('Sun, Dec 13, 2026, 5:00 – 7:00 PM GMT+2');
    expect(range).not.toMatch(/[\u2009\u202f]/);
  });
});
