import { describe, expect, it } from 'vitest';
import { parseAiSearch, type AiSearchFilters, type AiSearchVocabulary } from './ai-search';

const vocab: AiSearchVocabulary = {
  types: [
    'House',
    'Cluster',
    'Townhouse',
    'Cottage',
    'Garden Flat',
    'Apartment',
    'Studio',
    'Penthouse',
    'Duplex',
    'Commercial',
    'Office',
    'Retail Shop',
    'Warehouse',
    'Land',
    'Residential Land',
    'Agricultural Land',
    'Commercial Land',
    'Short Stay',
    'Guest House',
    'Lodge',
    'Holiday Home',
  ],
  suburbs: [
    { name: 'Avondale', city: 'Harare' },
    { name: 'Borrowdale', city: 'Harare' },
    { name: 'Mount Pleasant', city: 'Harare' },
    { name: 'Milton Park', city: 'Harare' },
    { name: 'Hillside', city: 'Bulawayo' },
    { name: 'Sandton', city: 'Johannesburg' },
    { name: 'Gardens', city: 'Cape Town' },
    { name: 'Camps Bay', city: 'Cape Town' },
    { name: 'Westlands', city: 'Nairobi' },
    { name: 'Karen', city: 'Nairobi' },
  ],
  cities: ['Harare', 'Bulawayo', 'Johannesburg', 'Cape Town', 'Nairobi'],
  features: [
    'BEDROOM',
    'BATHROOM',
    'BATH',
    'GARDEN',
    'POOL',
    'GARAGE',
    'BOREHOLE',
    'SOLAR',
    'FIBRE_INTERNET',
    'AIR_CONDITIONING',
    'STAFF_QUARTERS',
    'BALCONY',
    'LIFT',
    'PARKING_BAY',
    'STUDY',
  ],
  currencies: ['USD', 'ZWG', 'ZAR', 'KES'],
  defaultCurrency: 'USD',
};

const parse = (q: string) => parseAiSearch(q, vocab).filters;
const only = (f: Partial<AiSearchFilters>): AiSearchFilters => ({ features: [], ...f });

describe('parseAiSearch: the issue example', () => {
  it('reads "3 bedroom house to rent in Avondale under 800 USD"', () => {
    const result = parseAiSearch('3 bedroom house to rent in Avondale under 800 USD', vocab);
    expect(result.filters).toEqual(
      only({
        minBedrooms: 3,
        type: 'House',
        category: 'RENT',
        suburb: 'Avondale',
        city: 'Harare',
        maxPrice: 800,
        currency: 'USD',
      }),
    );
    expect(result.understood).toEqual([
      'at least 3 bedrooms',
      'House',
      'to rent',
      'in Avondale, Harare',
      'at most 800 USD',
    ]);
  });
});

describe('parseAiSearch: sentences', () => {
  it.each<[string, Partial<AiSearchFilters>]>([
    ['house for sale', { type: 'House', category: 'SALE' }],
    [
      'houses to buy in Borrowdale',
      { type: 'House', category: 'SALE', suburb: 'Borrowdale', city: 'Harare' },
    ],
    ['cheap flats in Harare', { type: 'Apartment', city: 'Harare' }],
    [
      'Apartments to let in Mount Pleasant',
      { type: 'Apartment', category: 'RENT', suburb: 'Mount Pleasant', city: 'Harare' },
    ],
    [
      'garden flat for rent milton park',
      { type: 'Garden Flat', category: 'RENT', suburb: 'Milton Park', city: 'Harare' },
    ],
    [
      'three-bedroom townhouse in Sandton',
      { minBedrooms: 3, type: 'Townhouse', suburb: 'Sandton', city: 'Johannesburg' },
    ],
    [
      '4 bedroomed house with pool and borehole',
      { minBedrooms: 4, type: 'House', features: ['POOL', 'BOREHOLE'] },
    ],
    [
      '2 bed 2 bath apartment with a balcony',
      { minBedrooms: 2, minBathrooms: 2, type: 'Apartment', features: ['BALCONY'] },
    ],
    ['at least 5 bedrooms', { minBedrooms: 5 }],
    ['bedrooms: 4 in Hillside', { minBedrooms: 4, suburb: 'Hillside', city: 'Bulawayo' }],
    [
      'land for sale in Borrowdale between 50k and 120k',
      {
        type: 'Land',
        category: 'SALE',
        suburb: 'Borrowdale',
        city: 'Harare',
        minPrice: 50000,
        maxPrice: 120000,
        currency: 'USD',
      },
    ],
    [
      'residential land in Harare under $30,000',
      { type: 'Residential Land', city: 'Harare', maxPrice: 30000, currency: 'USD' },
    ],
    ['plots for sale', { type: 'Land', category: 'SALE' }],
    ['farm to buy', { type: 'Agricultural Land', category: 'SALE' }],
    [
      'office space to let in Westlands',
      { type: 'Office', category: 'RENT', suburb: 'Westlands', city: 'Nairobi' },
    ],
    ['shop for rent in Harare', { type: 'Retail Shop', category: 'RENT', city: 'Harare' }],
    ['holiday home in Camps Bay', { type: 'Holiday Home', suburb: 'Camps Bay', city: 'Cape Town' }],
    [
      'short stay in Borrowdale under $100 a night',
      {
        category: 'QUICK_RENT',
        suburb: 'Borrowdale',
        city: 'Harare',
        maxPrice: 100,
        currency: 'USD',
      },
    ],
    [
      'airbnb cottage near Karen',
      { category: 'QUICK_RENT', type: 'Cottage', suburb: 'Karen', city: 'Nairobi' },
    ],
    ['short-term studio', { category: 'QUICK_RENT', type: 'Studio' }],
    [
      '2 bedroom apartment in Sandton for less than R15 000',
      {
        minBedrooms: 2,
        type: 'Apartment',
        suburb: 'Sandton',
        city: 'Johannesburg',
        maxPrice: 15000,
        currency: 'ZAR',
      },
    ],
    ['penthouse over 1.2m rand', { type: 'Penthouse', minPrice: 1200000, currency: 'ZAR' }],
    [
      'house from 200000 to 350000 usd in Avondale',
      {
        type: 'House',
        minPrice: 200000,
        maxPrice: 350000,
        currency: 'USD',
        suburb: 'Avondale',
        city: 'Harare',
      },
    ],
    ['duplex 500-800k', { type: 'Duplex', minPrice: 500000, maxPrice: 800000, currency: 'USD' }],
    ['house max 1 250 000', { type: 'House', maxPrice: 1250000, currency: 'USD' }],
    ['house for 250k', { type: 'House', maxPrice: 250000, currency: 'USD' }],
    [
      'apartment USD 900 per month',
      { type: 'Apartment', category: 'RENT', maxPrice: 900, currency: 'USD' },
    ],
    ['rentals in Nairobi priced in KES', { category: 'RENT', city: 'Nairobi', currency: 'KES' }],
    [
      'warehouse to lease with solar and parking',
      { type: 'Warehouse', category: 'RENT', features: ['SOLAR', 'PARKING_BAY'] },
    ],
    [
      'house with staff quarters, fibre and aircon',
      { type: 'House', features: ['STAFF_QUARTERS', 'FIBRE_INTERNET', 'AIR_CONDITIONING'] },
    ],
    ['house with gardens', { type: 'House', features: ['GARDEN'] }],
    [
      'house with a garden in Gardens',
      { type: 'House', suburb: 'Gardens', city: 'Cape Town', features: ['GARDEN'] },
    ],
    [
      'guest house in Hillside Bulawayo',
      { type: 'Guest House', suburb: 'Hillside', city: 'Bulawayo' },
    ],
    ['Cape Town apartments', { type: 'Apartment', city: 'Cape Town' }],
    ['lodge with swimming pool', { type: 'Lodge', features: ['POOL'] }],
    ['house above 300 000 dollars', { type: 'House', minPrice: 300000, currency: 'USD' }],
    [
      'budget 600 usd house to rent',
      { type: 'House', category: 'RENT', maxPrice: 600, currency: 'USD' },
    ],
    ['Commercial land for sale', { type: 'Commercial Land', category: 'SALE' }],
    [
      'HOUSE TO RENT IN AVONDALE',
      { type: 'House', category: 'RENT', suburb: 'Avondale', city: 'Harare' },
    ],
    [
      'house, to rent! (Avondale)',
      { type: 'House', category: 'RENT', suburb: 'Avondale', city: 'Harare' },
    ],
    ['house with 2 garages', { type: 'House', features: ['GARAGE'] }],
    ['a study and a bath', { features: ['STUDY', 'BATH'] }],
  ])('%s', (sentence, expected) => {
    expect(parse(sentence)).toEqual(only(expected));
  });
});

describe('parseAiSearch: what it does not invent', () => {
  it.each([
    'something nice',
    'castle on the moon',
    'in Paris',
    '',
    '   ',
    'parent of a student',
    'call me at 6',
  ])('finds nothing in %j', (sentence) => {
    expect(parse(sentence)).toEqual(only({}));
  });

  it('ignores small bare numbers that are not money', () => {
    expect(parse('house with 2 lounges')).toEqual(only({ type: 'House' }));
    expect(parse('2 to 3 houses')).toEqual(only({ type: 'House' }));
  });

  it('only returns names from the vocabulary, with their catalogue spelling', () => {
    const f = parse('townhouses in mount pleasant');
    expect(f.type).toBe('Townhouse');
    expect(f.suburb).toBe('Mount Pleasant');
  });

  it('does not map a synonym when the tenant lacks the type', () => {
    const small = { ...vocab, types: ['House'] };
    expect(parseAiSearch('flat for rent', small).filters).toEqual(only({ category: 'RENT' }));
  });

  it('swaps reversed bounds', () => {
    expect(parse('house between 900 and 300 usd')).toMatchObject({ minPrice: 300, maxPrice: 900 });
  });

  it('leaves the currency open when none is given and there is no default', () => {
    const noDefault = { ...vocab, defaultCurrency: undefined };
    expect(parseAiSearch('house under 800', noDefault).filters).toEqual(
      only({ type: 'House', maxPrice: 800 }),
    );
  });

  it('is deterministic', () => {
    const q = '3 bed house with pool to rent in Borrowdale under 2k usd';
    const first = parseAiSearch(q, vocab);
    for (let i = 0; i < 5; i++) expect(parseAiSearch(q, vocab)).toEqual(first);
  });

  it('copes with a long sentence quickly', () => {
    const started = Date.now();
    parseAiSearch('house '.repeat(200), vocab);
    parseAiSearch('1 2 3 4 5 6 7 8 9 '.repeat(40), vocab);
    expect(Date.now() - started).toBeLessThan(500);
  });
});
