import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { readerIn } from '../../test/catalog';
import { enumValueNames } from './labels';

describe("the audit's stored codes read as words", () => {
  it('in English, and unknown codes left as they are', () => {
    const names = enumValueNames(i18n);
    expect(names.category?.('SALE')).toBe('Sale');
    expect(names.published?.('REVIEW')).toBe('Under review');
    expect(names.listingCategory?.('FEATURED')).toBe('Featured');
    expect(names.areaType?.('HECTARE')).toBe('ha');
    expect(names.priceType?.('UNIT')).toBe('Per area unit');
    expect(names.category?.('AUCTION')).toBeUndefined();
  });

  it('in French and Arabic', async () => {
    const fr = enumValueNames(await readerIn('fr'));
    expect(fr.published?.('APPROVED')).toBe('Approuvée');
    expect(fr.priceType?.('TOTAL')).toBe('Bien entier');
    const ar = enumValueNames(await readerIn('ar'));
    expect(ar.category?.('SALE')).toBe('بيع');
    expect(ar.listingCategory?.('STANDARD')).toBe('عادي');
    expect(ar.priceType?.('UNIT')).toBe('لكل وحدة مساحة');
  });
});
