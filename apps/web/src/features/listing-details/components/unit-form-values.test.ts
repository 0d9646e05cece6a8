import { describe, expect, it } from 'vitest';
import { UNIT_DETAIL_FIELDS, UNIT_PRICE_FIELDS } from '@propdesk/shared';
import { AMOUNT_MESSAGES } from '../../../lib/amount';
import { bodyOf, stepErrors, valuesOf } from './unit-form-values';

describe('unit form steps', () => {
  it('refuse an empty title on Details, and not a price problem there', () => {
    const values = { ...valuesOf(null), rentalPrice: -5 };
    expect(stepErrors(values, UNIT_DETAIL_FIELDS)).toEqual({ title: 'Title is required' });
  });

  it('refuse a negative price on Prices', () => {
    const values = { ...valuesOf(null), title: 'Flat 1', rentalPrice: -5 };
    expect(Object.keys(stepErrors(values, UNIT_PRICE_FIELDS))).toEqual(['rentalPrice']);
    expect(stepErrors(values, UNIT_DETAIL_FIELDS)).toEqual({});
  });

  it('send a blank area as unknown and blank amounts as 0', () => {
    const body = bodyOf({ ...valuesOf(null), title: 'Flat 1', salePrice: 90000 });
    expect(body).toMatchObject({ area: null, deposit: 0, rentalPrice: 0, salePrice: 90000 });
  });

  it('refuse an amount typed as text it could not read, on its own step, rather than send 0', () => {
    const values = { ...valuesOf(null), title: 'Flat 1', area: '12abc', salePrice: '28,50,00' };
    expect(stepErrors(values, UNIT_DETAIL_FIELDS)).toEqual({ area: AMOUNT_MESSAGES.notANumber });
    expect(stepErrors(values, UNIT_PRICE_FIELDS)).toEqual({ salePrice: AMOUNT_MESSAGES.grouping });
  });
});
