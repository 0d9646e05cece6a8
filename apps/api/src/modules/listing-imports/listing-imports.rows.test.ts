import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { matchCsvHeaders } from '@propdesk/shared';
import { dataRows, detectDelimiter, readHeader } from './listing-imports.csv';
import { editDistance, siteNames } from './listing-imports.names';
import { listingChanges } from '../properties';
import { storedListing } from '../../test/stored-listing';
import { mappedListingFields, readRow } from './listing-imports.rows';

const names = siteNames(
  [
    { id: 1, publicId: 'T-house', name: 'House', translations: { fr: { name: 'Maison' } } },
    { id: 2, publicId: 'T-flat', name: 'Flat', translations: null },
  ],
  {
    countries: [
      { id: 1, publicId: 'C-zw', name: 'Zimbabwe', code: 'ZW' },
      { id: 2, publicId: 'C-za', name: 'South Africa', code: 'ZA' },
    ],
    cities: [
      { id: 10, countryId: 1, publicId: 'Y-hre', name: 'Harare', latitude: 0, longitude: 0 },
      { id: 11, countryId: 1, publicId: 'Y-byo', name: 'Bulawayo', latitude: 0, longitude: 0 },
      { id: 12, countryId: 2, publicId: 'Y-jhb', name: 'Johannesburg', latitude: 0, longitude: 0 },
    ],
    suburbs: [
      { cityId: 10, publicId: 'S-avo', name: 'Avondale', latitude: 0, longitude: 0 },
      { cityId: 10, publicId: 'S-hil', name: 'Hillside', latitude: 0, longitude: 0 },
      { cityId: 11, publicId: 'S-hil2', name: 'Hillside', latitude: 0, longitude: 0 },
    ],
  },
);

describe('site names', () => {
  it('measures edits, stopping past the limit', () => {
    expect(editDistance('avondle', 'avondale')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('a', 'abcdef')).toBe(3);
  });

  it('matches types in any language, ignoring case, and suggests a near one', () => {
    expect(names.type('maison')).toEqual({
      value: expect.objectContaining({ publicId: 'T-house' }),
    });
    expect(names.type(' FLAT ')).toEqual({
      value: expect.objectContaining({ publicId: 'T-flat' }),
    });
    expect(names.type('Hose')).toEqual({ problem: "Unknown type 'Hose'. Did you mean 'House'?" });
    expect(names.type('Castle')).toEqual({ problem: "Unknown type 'Castle'." });
    expect(names.type('')).toEqual({ problem: 'Enter the property type' });
  });

  it('finds suburbs within the city and country given, with suggestions', () => {
    const suburb = (s: string, city = '', country = '') =>
      names.suburb({ suburb: s, city, country });
    expect(suburb('avondale')).toEqual({ value: expect.objectContaining({ publicId: 'S-avo' }) });
    expect(suburb('Avondle', 'Harare')).toEqual({
      problem: "Unknown suburb 'Avondle'. Did you mean 'Avondale'?",
      field: 'suburb',
    });
    expect(suburb('Hillside')).toEqual({
      problem: "There are several suburbs named 'Hillside': add the City column",
      field: 'suburb',
    });
    expect(suburb('Hillside', 'Bulawayo', 'zw')).toEqual({
      value: expect.objectContaining({ publicId: 'S-hil2' }),
    });
    expect(suburb('Avondale', 'Johannesburg')).toEqual({
      problem: "Unknown suburb 'Avondale'.",
      field: 'suburb',
    });
    expect(suburb('Avondale', 'Harrare')).toEqual({
      problem: "Unknown city 'Harrare'. Did you mean 'Harare'?",
      field: 'city',
    });
    expect(suburb('Avondale', 'Harare', 'Zimbabwi')).toEqual({
      problem: "Unknown country 'Zimbabwi'. Did you mean 'Zimbabwe'?",
      field: 'country',
    });
  });
});

describe('reading the file', () => {
  it('detects the delimiter from the header line, ignoring quoted ones', () => {
    expect(detectDelimiter('a,b,c')).toBe(',');
    expect(detectDelimiter('a;b;c')).toBe(';');
    expect(detectDelimiter('"a;b;c",d,e')).toBe(',');
    expect(detectDelimiter('"Price, USD";Name;Ref')).toBe(';');
  });

  it('reads the header row only, without its BOM', async () => {
    const file = Buffer.from('\ufeff"Ref";"Name, full";Price\r\n1;2;3\r\n');
    expect(await readHeader(file)).toEqual({
      headers: ['Ref', 'Name, full', 'Price'],
      delimiter: ';',
    });
  });

  it('numbers rows as a spreadsheet does, and keeps empty rows', async () => {
    const stream = Readable.from([Buffer.from('A,B\n1,2\n\n"x\ny",3\n4,5')]);
    const rows = [];
    for await (const row of dataRows(stream, ',')) rows.push(row);
    expect(rows.map((r) => r.cells)).toEqual([['1', '2'], [''], ['x\ny', '3'], ['4', '5']]);
    expect(rows[0]!.rowNumber).toBe(2);
    expect(rows[1]!.rowNumber).toBe(3);
  });
});

const HEADERS = [
  'Ref',
  'Name',
  'Type',
  'Offer',
  'Suburb',
  'Price',
  'Currency',
  'Price type',
  'Lat',
  'Lng',
  'Beds',
  'Photos',
];
const MAPPING = matchCsvHeaders(HEADERS);
const cells = (over: Partial<Record<string, string>> = {}) =>
  HEADERS.map(
    (h) =>
      ({
        Ref: 'R-1',
        Name: 'Cottage',
        Type: 'House',
        Offer: 'For rent',
        Suburb: 'Avondale',
        Price: '1 250',
        Currency: 'usd',
        'Price type': 'total',
        Lat: '-17.8',
        Lng: '31.04',
        Beds: '3',
        Photos: 'Kitchen=https://example.com/k.jpg | https://example.com/f.jpg',
        ...over,
      })[h] ?? '',
  );

describe('readRow', () => {
  it('reads cells with the shared readers into the editor’s input', () => {
    const row = readRow(cells(), 5, MAPPING, names);
    expect(row.problems).toEqual([]);
    expect(row.listing).toMatchObject({
      input: {
        name: 'Cottage',
        category: 'RENT',
        price: 1250,
        currency: 'USD',
        priceType: 'TOTAL',
      },
      typePublicId: 'T-house',
      suburbPublicId: 'S-avo',
      bedrooms: 3,
      photos: [
        { url: 'https://example.com/k.jpg', room: 'Kitchen' },
        { url: 'https://example.com/f.jpg' },
      ],
    });
  });

  it('lists every problem with its field', () => {
    const row = readRow(
      cells({ Ref: '', Price: 'cheap', Beds: '2.5', Photos: 'ftp://x', Currency: '' }),
      5,
      MAPPING,
      names,
    );
    expect(row.listing).toBeUndefined();
    expect(row.problems.map((p) => p.field)).toEqual(
      expect.arrayContaining(['reference', 'price', 'bedrooms', 'photos', 'currency']),
    );
    expect(row.problems.find((p) => p.field === 'bedrooms')!.message).toMatch(/whole number/);
  });

  it('an empty row is blank', () => {
    expect(
      readRow(
        HEADERS.map(() => ' '),
        7,
        MAPPING,
        names,
      ),
    ).toMatchObject({ blank: true, problems: [] });
  });
});

describe('listingChanges of the mapped fields', () => {
  const stored = storedListing();
  const mapped = mappedListingFields(new Set(MAPPING.filter((f) => f !== null)));

  it('is empty when the mapped fields say what the listing says', () => {
    const row = readRow(cells(), 2, MAPPING, names);
    expect(listingChanges(stored, row.listing!, mapped, 100)).toEqual({});
  });

  it('names only the mapped fields that differ', () => {
    const row = readRow(
      cells({ Name: 'Big cottage', Price: '1300', Type: 'Flat' }),
      2,
      MAPPING,
      names,
    );
    expect(listingChanges({ ...stored, description: 'kept' }, row.listing!, mapped, 101)).toEqual({
      name: 'Big cottage',
      price: 1300,
      typeId: 'T-flat',
      suburb: 'S-avo',
    });
  });
});
