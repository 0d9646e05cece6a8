import { describe, expect, it } from 'vitest';
import type { AreaType, Category } from '@propdesk/shared';
import { builtYear, formatListingPrice, priceSuffix, priceTypeLabel, wordsLabel } from './format';

describe('listing preview formats', () => {
  it("says what the price is for, a UNIT price in the listing's own area unit", () => {
    expect(priceSuffix('SALE', 'TOTAL', 'HECTARE')).toBe('');
    expect(priceSuffix('RENT', 'TOTAL', 'HECTARE')).toBe('/ month');
    expect(priceSuffix('QUICK_RENT', 'TOTAL', 'SQUARE_METRES')).toBe('/ night');
    expect(priceSuffix('SALE', 'UNIT', 'SQUARE_METRES')).toBe('per sq m');
    expect(priceSuffix('SALE', 'UNIT', 'HECTARE')).toBe('per ha');
    expect(priceSuffix('SALE', 'UNIT', 'ACRES')).toBe('per acre');
    expect(priceSuffix('RENT', 'UNIT', 'SQUARE_FEET')).toBe('per sq ft / month');
    expect(priceSuffix('QUICK_RENT', 'UNIT', 'SQUARE_METRES')).toBe('per sq m / night');
  });

  it("names the editor's price types in the words the price is then shown with", () => {
    const label = (category: Category, priceType: 'TOTAL' | 'UNIT', areaType: AreaType) =>
      priceTypeLabel(category, priceType, areaType);
    expect(label('SALE', 'TOTAL', 'HECTARE')).toBe('Total price');
    expect(label('SALE', 'UNIT', 'SQUARE_METRES')).toBe('Per sq m');
    expect(label('SALE', 'UNIT', 'HECTARE')).toBe('Per ha');
    expect(label('RENT', 'TOTAL', 'SQUARE_METRES')).toBe('Per month');
    expect(label('RENT', 'UNIT', 'SQUARE_METRES')).toBe('Per sq m per month');
    expect(label('QUICK_RENT', 'TOTAL', 'SQUARE_METRES')).toBe('Per night');
    expect(label('QUICK_RENT', 'UNIT', 'ACRES')).toBe('Per acre per night');
  });

  it('formats a listing price with its currency and what it is for', () => {
    const rent = {
      price: 1200,
      currency: 'USD',
      category: 'RENT',
      priceType: 'TOTAL',
      areaType: 'SQUARE_METRES',
    } as const;
    expect(formatListingPrice(rent)).toBe('$1,200 / month');
    expect(formatListingPrice({ ...rent, category: 'SALE', price: 250000 })).toBe('$250,000');
    expect(formatListingPrice({ ...rent, category: 'QUICK_RENT', price: 85.5 })).toBe(
      '$85.50 / night',
    );
    expect(formatListingPrice({ ...rent, priceType: 'UNIT', price: 9 })).toBe(
      '$9 per sq m / month',
    );
    expect(
      formatListingPrice({ ...rent, category: 'SALE', priceType: 'UNIT', areaType: 'HECTARE' }),
    ).toBe('$1,200 per ha');
    expect(formatListingPrice({ ...rent, currency: 'ZWG' })).toMatch(/^ZWG\s?1,200 \/ month$/);
    expect(formatListingPrice({ ...rent, price: null })).toBe('Price not set');
  });

  it('reads constants and years', () => {
    expect(wordsLabel('DINING_ROOM')).toBe('Dining room');
    expect(builtYear('1998-01-01T00:00:00.000Z')).toBe(1998);
    expect(builtYear(null)).toBeNull();
  });
});
