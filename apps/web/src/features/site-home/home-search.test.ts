import { describe, expect, it } from 'vitest';
import {
  chipsOf,
  EMPTY_SEARCH,
  hasFilters,
  readSearch,
  searchBody,
  sortRequest,
  writeSearch,
  type UnderstoodFilters,
} from './home-search';

const understood: UnderstoodFilters = {
  category: 'RENT',
  type: { publicId: 'TY-HOUSE', name: 'House' },
  city: { publicId: 'CI-HRE', name: 'Harare' },
  suburb: { publicId: 'SU-AVO', name: 'Avondale' },
  minBedrooms: 3,
  maxPrice: 800,
  currency: 'USD',
  features: [{ publicId: 'FE-POOL', name: 'SWIMMING_POOL' }],
};

describe('the home search in the address', () => {
  it('reads back what it wrote, leaving empty values out', () => {
    const search = { ...EMPTY_SEARCH, q: '3 bed house', without: ['type'], beds: 2, city: 'CI-1' };
    const params = writeSearch(search);
    expect(params.toString()).toBe('q=3+bed+house&without=type&city=CI-1&beds=2');
    expect(readSearch(params)).toEqual(search);
    expect(writeSearch(EMPTY_SEARCH).toString()).toBe('');
  });

  it('ignores values that are not filters', () => {
    const search = readSearch(new URLSearchParams('category=CASTLE&beds=many&minPrice=-5'));
    expect(search).toEqual(EMPTY_SEARCH);
    expect(hasFilters(search)).toBe(false);
    expect(hasFilters({ ...EMPTY_SEARCH, country: 'CO-1' })).toBe(false);
    expect(hasFilters({ ...EMPTY_SEARCH, q: 'house' })).toBe(true);
  });

  it('keeps an order other than newest first, which is not a filter', () => {
    const cheapest = { ...EMPTY_SEARCH, sort: 'price-asc' as const };
    expect(writeSearch(cheapest).toString()).toBe('sort=price-asc');
    expect(readSearch(new URLSearchParams('sort=price-desc')).sort).toBe('price-desc');
    expect(readSearch(new URLSearchParams('sort=views')).sort).toBe('newest');
    expect(writeSearch({ ...EMPTY_SEARCH, sort: 'newest' }).toString()).toBe('');
    expect(hasFilters(cheapest)).toBe(false);
  });

  it('asks the search for the order chosen', () => {
    expect(sortRequest('newest')).toEqual({ key: 'createdAt', direction: 'desc' });
    expect(sortRequest('price-asc')).toEqual({ key: 'price', direction: 'asc' });
    expect(sortRequest('price-desc')).toEqual({ key: 'price', direction: 'desc' });
  });

  it('holds the map view and the area, which is a filter while the view is not', () => {
    const area: [number, number][] = [
      [31.0, -17.9],
      [31.1, -17.9],
      [31.05, -17.7],
    ];
    const search = { ...EMPTY_SEARCH, area, view: 'map' as const };
    const params = writeSearch(search);
    expect(params.get('area')).toBe('-17.9,31;-17.9,31.1;-17.7,31.05');
    expect(params.get('view')).toBe('map');
    expect(readSearch(params)).toEqual(search);
    expect(hasFilters({ ...EMPTY_SEARCH, view: 'map' })).toBe(false);
    expect(hasFilters({ ...EMPTY_SEARCH, area })).toBe(true);
    expect(searchBody(search, null)).toEqual({ area });
  });

  it('drops an area that is not one (edges crossing) and an unknown view', () => {
    const search = readSearch(new URLSearchParams('area=0,0;1,1;0,1;1,0&view=globe'));
    expect(search.area).toBeNull();
    expect(search.view).toBe('list');
  });
});

describe('chips of a sentence', () => {
  it('has one chip per understood filter, in the order the API reads them', () => {
    expect(chipsOf(understood, EMPTY_SEARCH)).toEqual([
      { key: 'beds', label: 'at least 3 bedrooms' },
      { key: 'type', label: 'House' },
      { key: 'category', label: 'To rent' },
      { key: 'place', label: 'in Avondale' },
      { key: 'feature:FE-POOL', label: 'with swimming pool' },
      { key: 'price', label: 'at most 800 USD' },
    ]);
  });

  it('leaves out removed chips and those a filter chosen by hand replaces', () => {
    const search = {
      ...EMPTY_SEARCH,
      without: ['beds', 'feature:FE-POOL'],
      category: 'SALE' as const,
    };
    expect(chipsOf(understood, search).map((chip) => chip.key)).toEqual(['type', 'place', 'price']);
  });
});

describe('the search body', () => {
  it('sends every understood filter', () => {
    expect(searchBody({ ...EMPTY_SEARCH, q: 'x' }, understood)).toEqual({
      category: 'RENT',
      types: ['TY-HOUSE'],
      suburbs: ['SU-AVO'],
      maxPrice: 800,
      currency: 'USD',
      minBedrooms: 3,
      features: ['FE-POOL'],
    });
  });

  it('drops a removed chip and lets hand-chosen filters win', () => {
    const search = {
      ...EMPTY_SEARCH,
      q: 'x',
      without: ['place', 'feature:FE-POOL', 'type'],
      minPrice: 100,
      beds: 1,
    };
    expect(searchBody(search, understood)).toEqual({
      category: 'RENT',
      minPrice: 100,
      minBedrooms: 1,
    });
  });

  it('searches with the hand-chosen filters alone without a sentence', () => {
    expect(searchBody({ ...EMPTY_SEARCH, city: 'CI-1', suburb: null }, null)).toEqual({
      cities: ['CI-1'],
    });
    expect(searchBody(EMPTY_SEARCH, null)).toEqual({});
  });
});
