import { describe, expect, it } from 'vitest';
import { PROPERTY_LIMITS } from './property';
import { UNIT_DETAIL_FIELDS, UNIT_PRICE_FIELDS, unitBody } from './unit';

const messages = (input: unknown) => {
  const result = unitBody.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('unitBody', () => {
  it('needs only a title and fills in the defaults', () => {
    expect(unitBody.parse({ title: '  Flat 2B ' })).toEqual({
      title: 'Flat 2B',
      available: true,
      furnished: false,
      description: '',
      deposit: 0,
      rentalPrice: 0,
      rentToOwnPrice: 0,
      serviceCharge: 0,
      salePrice: 0,
    });
  });

  it('keeps what the agent entered and drops unknown fields', () => {
    const unit = {
      title: 'Flat 2B',
      area: 84.5,
      available: false,
      furnished: true,
      description: 'Two bedrooms, north facing.',
      deposit: 1200,
      rentalPrice: 600.5,
      rentToOwnPrice: 750,
      serviceCharge: 45.25,
      salePrice: 95000,
    };
    expect(unitBody.parse({ ...unit, publicId: 'x' })).toEqual(unit);
    expect(unitBody.parse({ ...unit, area: null }).area).toBeNull();
  });

  it.each([undefined, null, '', '   '])('asks for the title when it is %j', (title) => {
    expect(messages({ title })).toEqual(['title: Title is required']);
  });

  it.each([
    [{ title: 't'.repeat(121) }, 'title: Title must be at most 120 characters'],
    [{ area: -1 }, 'area: Area cannot be negative'],
    [{ area: PROPERTY_LIMITS.area + 1 }, 'area: Area is too large'],
    [{ area: '80' }, 'area: Area must be a number'],
    [{ available: 'yes' }, 'available: Invalid input: expected boolean, received string'],
    [{ description: 'd'.repeat(2001) }, 'description: Description must be at most 2000 characters'],
    [{ description: 'Call 0772 123 456' }, 'description: Phone number detected'],
    [{ description: 'mail john at gmail dot com' }, 'description: Email detected'],
    [{ deposit: -1 }, 'deposit: Deposit cannot be negative'],
    [{ rentalPrice: 10.005 }, 'rentalPrice: Rental price can have at most 2 decimals'],
    [{ rentToOwnPrice: '700' }, 'rentToOwnPrice: Rent-to-own price must be a number'],
    [{ salePrice: PROPERTY_LIMITS.price + 1 }, 'salePrice: Sale price is too large'],
    [
      { serviceCharge: PROPERTY_LIMITS.serviceCharge + 1 },
      'serviceCharge: Service charge is too large',
    ],
    [{ deposit: null }, 'deposit: Deposit is required'],
  ])('refuses %j', (overrides, message) => {
    expect(messages({ title: 'Flat 2B', ...overrides })).toEqual([message]);
  });

  it('accepts whole cents whatever the floating point makes of them', () => {
    expect(messages({ title: 'Flat', rentalPrice: 0.29, deposit: 1234567.89 })).toEqual([]);
  });

  it('splits every field into exactly one step of the modal', () => {
    const steps = [...UNIT_DETAIL_FIELDS, ...UNIT_PRICE_FIELDS];
    expect(new Set(steps).size).toBe(steps.length);
    expect(steps.toSorted()).toEqual(Object.keys(unitBody.shape).toSorted());
  });
});
