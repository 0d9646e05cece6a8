import { describe, expect, it } from 'vitest';
import {
  formatAmountWithCode,
  formatArea,
  formatCount,
  formatDistance,
  formatMoney,
  formatNumber,
} from './numbers';

describe('formatMoney', () => {
  it('formats a price in its currency with Intl', () => {
    expect(formatMoney(250000, 'USD')).toBe('$250,000');
    expect(formatMoney(99.5, 'USD')).toBe('$99.50');
    expect(formatMoney(1200, 'ZWG')).toMatch(/ZWG\s?1,200/);
  });

  it('formats in the listing currency without cents when asked for whole units', () => {
    expect(formatMoney(250000, 'USD', { whole: true })).toBe('$250,000');
    expect(formatMoney(1200.6, 'ZAR', { whole: true })).toMatch(/^ZAR\s1,201$/);
  });

  it('falls back to the code for a currency the browser does not know', () => {
    expect(formatMoney(900, 'ZWG', { whole: true })).toMatch(/ZWG\s?900/);
    expect(formatMoney(900, 'NOT-A-CODE')).toBe('NOT-A-CODE 900');
  });

  it('writes in the locale asked for', () => {
    expect(formatMoney(1250.5, 'EUR', { locale: 'fr' })).toBe('1\u202f250,50\u00a0€');
  });
});

describe('formatNumber', () => {
  it('groups thousands and keeps at most three decimals by default', () => {
    expect(formatNumber(1200)).toBe('1,200');
    expect(formatNumber(2.12345)).toBe('2.123');
    expect(formatNumber(1.26, 1)).toBe('1.3');
  });

  it("matches the browser's own toLocaleString('en')", () => {
    for (const n of [0, 7, 1234, 1234567.891, 0.5])
      expect(formatNumber(n)).toBe(n.toLocaleString('en'));
  });
});

describe('formatAmountWithCode', () => {
  it('puts the currency code after the amount, or nothing', () => {
    expect(formatAmountWithCode(250000, 'USD')).toBe('250,000 USD');
    expect(formatAmountWithCode(100000)).toBe('100,000');
  });
});

describe('formatArea and formatDistance', () => {
  it('writes an area with its unit', () => {
    expect(formatArea(1200, 'SQUARE_FEET')).toMatch(/^1,200 /);
  });

  it('rounds distances to one decimal', () => {
    expect(formatDistance(1.234)).toBe('1.2 km');
    expect(formatDistance(0.05)).toBe('0.1 km');
    expect(formatDistance(3)).toBe('3 km');
  });
});

describe('formatCount', () => {
  it('says a total as it is, or as "this many or more" when the API counted no further', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000, false)).toBe('1,000');
    expect(formatCount(1000, true)).toBe('1,000+');
  });
});
