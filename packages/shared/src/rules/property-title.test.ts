import { describe, expect, it } from 'vitest';
import { effectiveTitle, generatePropertyTitle } from './property-title';

describe('generatePropertyTitle', () => {
  it('joins type, lowercased category and suburb', () => {
    expect(
      generatePropertyTitle({ typeName: 'House', category: 'RENT', suburbName: 'Avondale' }),
    ).toBe('House for rent in Avondale');
    expect(
      generatePropertyTitle({ typeName: 'Townhouse', category: 'SALE', suburbName: 'Borrowdale' }),
    ).toBe('Townhouse for sale in Borrowdale');
  });

  it('reads QUICK_RENT as short stay', () => {
    expect(
      generatePropertyTitle({ typeName: 'Cottage', category: 'QUICK_RENT', suburbName: 'Karen' }),
    ).toBe('Cottage for short stay in Karen');
  });

  it('keeps multi-word names as written and trims them', () => {
    expect(
      generatePropertyTitle({
        typeName: ' Garden Flat ',
        category: 'RENT',
        suburbName: ' Mount Pleasant ',
      }),
    ).toBe('Garden Flat for rent in Mount Pleasant');
  });

  it('leaves out missing parts', () => {
    expect(generatePropertyTitle({ typeName: 'House', category: 'SALE' })).toBe('House for sale');
    expect(generatePropertyTitle({ typeName: 'House', suburbName: 'Avondale' })).toBe(
      'House in Avondale',
    );
    expect(generatePropertyTitle({ category: 'SALE', suburbName: 'Avondale' })).toBe('');
    expect(generatePropertyTitle({ typeName: '  ', category: 'SALE' })).toBe('');
  });
});

describe('effectiveTitle', () => {
  it('defaults to the name when the title is empty', () => {
    expect(effectiveTitle('', 'Sunny cottage')).toBe('Sunny cottage');
    expect(effectiveTitle('   ', ' Sunny cottage ')).toBe('Sunny cottage');
    expect(effectiveTitle(undefined, 'Sunny cottage')).toBe('Sunny cottage');
    expect(effectiveTitle(null, 'Sunny cottage')).toBe('Sunny cottage');
    expect(effectiveTitle(' Villa ', 'Sunny cottage')).toBe('Villa');
  });
});
