import { describe, expect, it } from 'vitest';
import {
  builtYear,
  formatDistance,
  formatListingPrice,
  formatMoney,
  priceSuffix,
  wordsLabel,
} from './format';

describe('listing preview formats', () => {
  it('formats a price in its currency with Intl', () => {
    expect(formatMoney(250000, 'USD')).toBe('$250,000');
    expect(formatMoney(99.5, 'USD')).toBe('$99.50');
    expect(formatMoney(1200, 'ZWG')).toMatch(/ZWG\s?1,200/);
  });

  it('says what the price is for', () => {
    expect(priceSuffix('SALE', 'TOTAL')).toBe('');
    expect(priceSuffix('RENT', 'TOTAL')).toBe('/ month');
    expect(priceSuffix('QUICK_RENT', 'TOTAL')).toBe('/ night');
    expect(priceSuffix('SALE', 'UNIT')).toBe('per unit');
  });

  it('formats a listing price with its currency and what it is for', () => {
    const rent = { price: 1200, currency: 'USD', category: 'RENT', priceType: 'TOTAL' } as const;
    expect(formatListingPrice(rent)).toBe('$1,200 / month');
    expect(formatListingPrice({ ...rent, category: 'SALE', price: 250000 })).toBe('$250,000');
    expect(formatListingPrice({ ...rent, category: 'QUICK_RENT', price: 85.5 })).toBe(
      '$85.50 / night',
    );
    expect(formatListingPrice({ ...rent, priceType: 'UNIT', price: 90 })).toBe('$90 per unit');
    expect(formatListingPrice({ ...rent, currency: 'ZWG' })).toMatch(/^ZWG\s?1,200 \/ month$/);
    expect(formatListingPrice({ ...rent, price: null })).toBe('Price not set');
  });

  it('rounds distances to one decimal', () => {
    expect(formatDistance(1.234)).toBe('1.2 km');
    expect(formatDistance(0.05)).toBe('0.1 km');
    expect(formatDistance(3)).toBe('3 km');
  });

  it('reads constants and years', () => {
    expect(wordsLabel('DINING_ROOM')).toBe('Dining room');
    expect(builtYear('1998-01-01T00:00:00.000Z')).toBe(1998);
    expect(builtYear(null)).toBeNull();
  });
});
