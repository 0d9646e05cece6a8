import { describe, expect, it } from 'vitest';
import { unitPrices } from './unit-prices';

const none = {
  currency: 'USD',
  deposit: 0,
  rentalPrice: 0,
  rentToOwnPrice: 0,
  serviceCharge: 0,
  salePrice: 0,
};

describe('unitPrices', () => {
  it('shows only the amounts above 0, in the unit currency', () => {
    expect(unitPrices({ ...none, rentalPrice: 650, deposit: 1300 })).toEqual([
      { label: 'Rent', amount: '$650' },
      { label: 'Deposit', amount: '$1,300' },
    ]);
  });

  it('shows nothing for a unit with no amounts', () => {
    expect(unitPrices(none)).toEqual([]);
  });

  it('keeps cents and other currencies', () => {
    expect(unitPrices({ ...none, currency: 'ZAR', serviceCharge: 99.5 })).toEqual([
      { label: 'Service charge', amount: expect.stringMatching(/^ZAR\s99\.50$/) as string },
    ]);
  });
});
