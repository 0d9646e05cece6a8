import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH } from './home-search';
import { NAME_LENGTH, suggestedName } from './saved-search-name';

describe('the name offered for a saved search', () => {
  it('is the sentence typed, with a capital', () => {
    const search = { ...EMPTY_SEARCH, q: '3 bed house in Avondale', beds: 2 };
    expect(suggestedName(search, [{ key: 'beds', label: 'at least 3 bedrooms' }])).toBe(
      '3 bed house in Avondale',
    );
    expect(suggestedName({ ...EMPTY_SEARCH, q: 'flat near the park' }, [])).toBe(
      'Flat near the park',
    );
  });

  it('says the filters chosen by hand when nothing was typed', () => {
    const search = { ...EMPTY_SEARCH, category: 'RENT' as const, beds: 2, maxPrice: 900 };
    expect(suggestedName(search, [], { typeName: 'Flat', placeName: 'Harare' })).toBe(
      'Flat, To rent, at least 2 bedrooms, in Harare, at most 900',
    );
    expect(suggestedName({ ...EMPTY_SEARCH, minPrice: 100, maxPrice: 200 }, [])).toBe(
      'Between 100 and 200',
    );
  });

  it('names a search without filters, and keeps long names short', () => {
    expect(suggestedName(EMPTY_SEARCH, [])).toBe('All listings');
    const long = suggestedName({ ...EMPTY_SEARCH, q: 'house '.repeat(30) }, []);
    expect(long.length).toBe(NAME_LENGTH);
    expect(long.endsWith('…')).toBe(true);
  });
});
