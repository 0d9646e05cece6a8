import { describe, expect, it } from 'vitest';
import { IMAGE_LOCATIONS } from '../constants';
import { imageAllowance, isImageLocation, offeredImageLocations } from './image-rules';

describe('offeredImageLocations', () => {
  it('offers only GENERAL when the type name contains land', () => {
    expect(offeredImageLocations('Land')).toEqual(['GENERAL']);
    expect(offeredImageLocations('Farmland')).toEqual(['GENERAL']);
    expect(offeredImageLocations('Residential LAND')).toEqual(['GENERAL']);
  });

  it('offers every location otherwise', () => {
    expect(offeredImageLocations('House')).toEqual([...IMAGE_LOCATIONS]);
    expect(offeredImageLocations(undefined)).toEqual([...IMAGE_LOCATIONS]);
  });
});

describe('imageAllowance', () => {
  it('gives GENERAL 10 per upload whatever it holds', () => {
    expect(imageAllowance('GENERAL', 0)).toBe(10);
    expect(imageAllowance('GENERAL', 37)).toBe(10);
  });

  it('gives other locations what is left of 5', () => {
    expect(imageAllowance('BEDROOM', 0)).toBe(5);
    expect(imageAllowance('BEDROOM', 3)).toBe(2);
    expect(imageAllowance('KITCHEN', 5)).toBe(0);
    expect(imageAllowance('KITCHEN', 7)).toBe(0);
  });
});

describe('isImageLocation', () => {
  it('knows the fifteen locations', () => {
    expect(IMAGE_LOCATIONS).toHaveLength(15);
    expect(isImageLocation('STUDY')).toBe(true);
    expect(isImageLocation('study')).toBe(false);
    expect(isImageLocation('ATTIC')).toBe(false);
  });
});
