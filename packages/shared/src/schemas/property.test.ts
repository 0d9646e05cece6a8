import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  propertyCreateSchema,
  propertyDraftSchema,
  propertyUpdateSchema,
  SERVICE_CHARGE_NEEDS_SERVICED,
} from './property';

const valid = {
  name: 'Sunny cottage',
  category: 'RENT',
  currency: 'usd',
  priceType: 'TOTAL',
  latitude: -17.8,
  longitude: 31.04,
};

const messages = (input: unknown, schema: z.ZodType = propertyCreateSchema) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('propertyCreateSchema', () => {
  it('accepts the minimum and normalises the currency', () => {
    const parsed = propertyCreateSchema.parse(valid);
    expect(parsed.currency).toBe('USD');
    expect(parsed.name).toBe('Sunny cottage');
  });

  it('requires name, category, price type, currency and coordinates', () => {
    expect(messages({})).toEqual(
      expect.arrayContaining([
        'name: Enter the property name',
        'category: Select a category',
        'currency: Select a currency',
        'priceType: Select a price type',
        'latitude: Latitude is required',
        'longitude: Longitude is required',
      ]),
    );
  });

  it('refuses values outside the enums', () => {
    expect(messages({ ...valid, category: 'LEASE' })).toEqual([
      'category: Must be one of RENT, SALE, QUICK_RENT',
    ]);
    expect(messages({ ...valid, priceType: 'MONTHLY' })).toEqual([
      'priceType: Must be one of TOTAL, UNIT',
    ]);
    expect(messages({ ...valid, areaType: 'ARPENT' })[0]).toMatch(/^areaType: Must be one of/);
  });

  it('flags a phone number or an e-mail in the description', () => {
    expect(messages({ ...valid, description: 'Call 0772 123 456' })).toEqual([
      'description: Phone number detected',
    ]);
    expect(messages({ ...valid, description: 'john at gmail dot com' })).toEqual([
      'description: Email detected',
    ]);
    expect(messages({ ...valid, description: 'Asking USD 250 000, built 2019' })).toEqual([]);
  });

  it('refuses negative numbers and coordinates out of range', () => {
    expect(messages({ ...valid, price: -1 })).toEqual(['price: Price cannot be negative']);
    expect(messages({ ...valid, area: -5 })).toEqual(['area: Area cannot be negative']);
    expect(messages({ ...valid, price: 800.125 })).toEqual([
      'price: Price can have at most 2 decimals',
    ]);
    expect(messages({ ...valid, latitude: 91 })).toEqual([
      'latitude: Latitude must be between -90 and 90',
    ]);
    expect(messages({ ...valid, longitude: -181 })).toEqual([
      'longitude: Longitude must be between -180 and 180',
    ]);
  });

  it('refuses wrong types', () => {
    expect(messages({ ...valid, price: '800' })).toEqual(['price: Price must be a number']);
    expect(messages({ ...valid, vatable: 'yes' })).toHaveLength(1);
  });

  it('allows a service charge only when serviced', () => {
    expect(messages({ ...valid, serviceCharge: 50 })).toEqual([
      `serviceCharge: ${SERVICE_CHARGE_NEEDS_SERVICED}`,
    ]);
    expect(messages({ ...valid, serviced: true, serviceCharge: 50 })).toEqual([]);
    expect(messages({ ...valid, serviceCharge: 0 })).toEqual([]);
  });

  it('normalises meta tags and limits them', () => {
    expect(propertyCreateSchema.parse({ ...valid, metaTags: ' Pool, GARDEN ,pool' }).metaTags).toBe(
      'pool,garden',
    );
    expect(propertyCreateSchema.parse({ ...valid, metaTags: ['Pool', 'Solar'] }).metaTags).toBe(
      'pool,solar',
    );
    const many = Array.from({ length: 21 }, (_, i) => `tag${i}`).join(',');
    expect(messages({ ...valid, metaTags: many })).toEqual(['metaTags: At most 20 keywords']);
  });

  it('reads the year built as a year, a date or a datetime', () => {
    expect(propertyCreateSchema.parse({ ...valid, built: '2015' }).built).toBe(
      '2015-01-01T00:00:00.000Z',
    );
    expect(propertyCreateSchema.parse({ ...valid, built: '2015-06-01' }).built).toBe(
      '2015-06-01T00:00:00.000Z',
    );
    expect(messages({ ...valid, built: '1700' })[0]).toMatch(/^built: Year built must be between/);
    expect(messages({ ...valid, built: 'last year' })).toEqual([
      'built: Enter the year built (YYYY) or a date',
    ]);
  });

  it('refuses oversized strings', () => {
    expect(messages({ ...valid, name: 'x'.repeat(121) })).toEqual([
      'name: Name must be at most 120 characters',
    ]);
    expect(messages({ ...valid, title: 'x'.repeat(161) })).toEqual([
      'title: Title must be at most 160 characters',
    ]);
    expect(messages({ ...valid, description: 'x '.repeat(2501) })).toEqual([
      'description: Description must be at most 5000 characters',
    ]);
  });
});

describe('propertyDraftSchema', () => {
  it('also requires a type and a suburb', () => {
    expect(messages(valid, propertyDraftSchema)).toEqual([
      'typeId: You have not selected a valid type',
      'suburb: Select a suburb',
    ]);
    expect(messages({ ...valid, typeId: 't', suburb: 's' }, propertyDraftSchema)).toEqual([]);
  });
});

describe('propertyUpdateSchema', () => {
  it('accepts any subset, including nothing', () => {
    expect(messages({}, propertyUpdateSchema)).toEqual([]);
    expect(messages({ archived: true }, propertyUpdateSchema)).toEqual([]);
  });

  it('still validates what is sent', () => {
    expect(messages({ description: 'mail me: a@b.co' }, propertyUpdateSchema)).toEqual([
      'description: Email detected',
    ]);
    expect(messages({ name: '  ' }, propertyUpdateSchema)).toEqual([
      'name: Enter the property name',
    ]);
    expect(messages({ typeId: '' }, propertyUpdateSchema)).toEqual([
      'typeId: You have not selected a valid type',
    ]);
  });
});
