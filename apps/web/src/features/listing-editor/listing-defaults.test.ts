import { describe, expect, it } from 'vitest';
import { defaultAreaType } from './listing-defaults';

describe('the area unit a new listing starts with', () => {
  it('is hectares for land, farms and stands, by the type or its parent', () => {
    expect(defaultAreaType('Land')).toBe('HECTARE');
    expect(defaultAreaType('Agricultural Land', 'Land')).toBe('HECTARE');
    expect(defaultAreaType('Residential Land')).toBe('HECTARE');
    expect(defaultAreaType('Farms')).toBe('HECTARE');
    expect(defaultAreaType('Residential stand')).toBe('HECTARE');
    expect(defaultAreaType('Plot', undefined)).toBe('HECTARE');
    expect(defaultAreaType('Smallholding')).toBe('HECTARE');
  });

  it('is square metres for houses, flats, offices and every other building', () => {
    for (const name of [
      'House',
      'Cottage',
      'Apartment',
      'Studio',
      'Office',
      'Retail Shop',
      'Lodge',
    ])
      expect(defaultAreaType(name)).toBe('SQUARE_METRES');
    expect(defaultAreaType('Cottage', 'House')).toBe('SQUARE_METRES');
    // A word that only contains 'land' is not land.
    expect(defaultAreaType('Highlands Lodge')).toBe('SQUARE_METRES');
    expect(defaultAreaType('Garden Flat', 'House')).toBe('SQUARE_METRES');
  });

  it('is square metres before a type is chosen', () => {
    expect(defaultAreaType()).toBe('SQUARE_METRES');
    expect(defaultAreaType(undefined, '')).toBe('SQUARE_METRES');
  });
});
