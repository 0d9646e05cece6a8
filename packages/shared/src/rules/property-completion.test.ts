import { describe, expect, it } from 'vitest';
import { missingCompletion, propertyCompletion, type CompletionInput } from './property-completion';

const full: CompletionInput = {
  name: 'Sunny cottage',
  title: 'Cottage for rent in Avondale',
  description: 'Quiet garden cottage',
  typeId: 'type1',
  category: 'RENT',
  suburb: 'sub1',
  latitude: -17.8,
  longitude: 31.04,
  price: 800,
  currency: 'USD',
  priceType: 'TOTAL',
  area: 120,
  areaType: 'SQUARE_METRES',
  built: '2015-01-01T00:00:00.000Z',
  metaTags: 'garden,quiet',
  featureCount: 3,
  imageCount: 4,
  profilePhoto: 'photo.webp',
};

describe('propertyCompletion', () => {
  it('is 100 when every field is filled', () => {
    expect(propertyCompletion(full)).toBe(100);
  });

  it('is 0 for an empty listing', () => {
    expect(propertyCompletion({})).toBe(0);
  });

  it('counts each field equally and rounds to a whole number', () => {
    const { profilePhoto: _p, imageCount: _i, ...noImages } = full;
    expect(propertyCompletion(noImages)).toBe(88);
    expect(propertyCompletion({ name: 'x' })).toBe(6);
  });

  it('treats blank text, zero price and zero area as empty', () => {
    expect(propertyCompletion({ ...full, description: '   ' })).toBe(94);
    expect(propertyCompletion({ ...full, price: 0 })).toBe(94);
    expect(propertyCompletion({ ...full, area: 0 })).toBe(94);
    expect(propertyCompletion({ ...full, latitude: null })).toBe(94);
  });

  it('only grows as fields are filled', () => {
    const keys = Object.keys(full) as (keyof CompletionInput)[];
    let previous = 0;
    const partial: CompletionInput = {};
    for (const key of keys) {
      (partial as Record<string, unknown>)[key] = full[key];
      const now = propertyCompletion(partial);
      expect(now).toBeGreaterThanOrEqual(previous);
      previous = now;
    }
    expect(previous).toBe(100);
  });
});

describe('missingCompletion', () => {
  it('names each missing check, and nothing for a complete listing', () => {
    expect(missingCompletion(full)).toEqual([]);
    const { profilePhoto: _p, imageCount: _i, price: _price, ...partial } = full;
    expect(missingCompletion(partial)).toEqual(['Price', 'An image', 'A profile photo']);
    expect(missingCompletion({})).toHaveLength(16);
  });
});
