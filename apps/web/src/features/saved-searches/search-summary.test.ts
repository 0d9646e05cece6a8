import { describe, expect, it } from 'vitest';
import { searchSummary } from './search-summary';

describe("a saved search's summary", () => {
  it('says the sentence, then the filters, the area and the order', () => {
    const summary = searchSummary(
      {
        query: 'q=house+with+a+pool&sort=price-asc',
        filters: {
          category: 'SALE',
          types: ['TY-HOUSE'],
          cities: ['CI-HRE'],
          minBedrooms: 3,
          features: ['FE-POOL'],
          maxPrice: 250000,
          currency: 'USD',
          area: [
            [31, -17.8],
            [31.1, -17.8],
            [31.1, -17.9],
          ],
        },
        sort: 'price-asc',
      },
      (id) => (id === 'TY-HOUSE' ? 'House' : undefined),
    );
    expect(summary).toBe(
      '“house with a pool” · For sale · House · at least 3 bedrooms · in 1 place · with 1 feature · at most 250,000 USD · in a drawn area · lowest price first',
    );
  });

  it('counts the types it cannot name, and the places', () => {
    const summary = searchSummary({
      query: '',
      filters: { types: ['TY-1', 'TY-2'], suburbs: ['SU-1', 'SU-2'], minPrice: 100, maxPrice: 500 },
      sort: 'newest',
    });
    expect(summary).toBe('2 types · in 2 places · between 100 and 500');
  });

  it('says a search without filters finds every listing', () => {
    expect(searchSummary({ query: '', filters: {}, sort: 'newest' })).toBe('Every listing');
    expect(searchSummary({ query: '', filters: {}, sort: 'price-desc' })).toBe(
      'highest price first',
    );
  });
});
