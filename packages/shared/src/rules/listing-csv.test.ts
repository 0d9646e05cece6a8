import { describe, expect, it } from 'vitest';
import {
  LISTING_CSV_COLUMNS,
  matchCsvHeaders,
  readCsvAreaType,
  readCsvBoolean,
  readCsvCategory,
  readCsvNumber,
  readCsvPhotos,
  readCsvPriceType,
  writeCsvPhotos,
} from './listing-csv';

describe('matchCsvHeaders', () => {
  it('matches the export’s own headers one to one', () => {
    const headers = LISTING_CSV_COLUMNS.map((column) => column.header);
    expect(matchCsvHeaders(headers)).toEqual(LISTING_CSV_COLUMNS.map((column) => column.field));
  });

  it('matches common headers whatever their case and punctuation, and leaves the rest', () => {
    expect(
      matchCsvHeaders(['Year built', 'PRICE', 'Subdivision-Name', 'Beds', 'Colour', 'lat']),
    ).toEqual(['built', 'price', 'suburb', 'bedrooms', null, 'latitude']);
    expect(matchCsvHeaders(['Suburb', 'Neighbourhood'])).toEqual(['suburb', null]);
  });
});

describe('cells', () => {
  it('reads yes and no', () => {
    expect(readCsvBoolean('Yes')).toEqual({ value: true });
    expect(readCsvBoolean(' 0 ')).toEqual({ value: false });
    expect(readCsvBoolean('')).toEqual({ value: false });
    expect(readCsvBoolean('maybe')).toEqual({ problem: 'Must be yes or no' });
  });

  it('reads numbers as spreadsheets write them', () => {
    expect(readCsvNumber('1,250,000.50')).toEqual({ value: 1250000.5 });
    expect(readCsvNumber('1 250 000')).toEqual({ value: 1250000 });
    expect(readCsvNumber('')).toEqual({ value: null });
    expect(readCsvNumber('12,5')).toEqual({ problem: 'Must be a number' });
    expect(readCsvNumber('ten')).toEqual({ problem: 'Must be a number' });
  });

  it('reads categories, area units and price types in the words people use', () => {
    expect(readCsvCategory('For sale')).toEqual({ value: 'SALE' });
    expect(readCsvCategory('quick_rent')).toEqual({ value: 'QUICK_RENT' });
    expect(readCsvCategory('Lease')).toEqual({ value: 'RENT' });
    expect(readCsvCategory('Swap')).toEqual({ problem: 'Must be one of RENT, SALE, QUICK_RENT' });
    expect(readCsvAreaType('sq ft')).toEqual({ value: 'SQUARE_FEET' });
    expect(readCsvAreaType('m2')).toEqual({ value: 'SQUARE_METRES' });
    expect(readCsvAreaType('HECTARE')).toEqual({ value: 'HECTARE' });
    expect(readCsvAreaType('furlongs')).toHaveProperty('problem');
    expect(readCsvPriceType('total')).toEqual({ value: 'TOTAL' });
    expect(readCsvPriceType('each')).toHaveProperty('problem');
  });

  it('reads photos with and without rooms, and writes them back the same', () => {
    const cell =
      'Kitchen = https://a.example/k.jpg?w=1 | https://a.example/front.jpg\nLiving room=http://a.example/l.png';
    const read = readCsvPhotos(cell);
    expect(read).toEqual({
      value: [
        { room: 'Kitchen', url: 'https://a.example/k.jpg?w=1' },
        { url: 'https://a.example/front.jpg' },
        { room: 'Living room', url: 'http://a.example/l.png' },
      ],
    });
    if (!('value' in read)) throw new Error('unreachable');
    expect(readCsvPhotos(writeCsvPhotos(read.value))).toEqual(read);
    expect(readCsvPhotos('')).toEqual({ value: [] });
  });

  it('refuses photos that are not http(s) addresses, or too many', () => {
    for (const cell of [
      'ftp://a.example/x.jpg',
      'file:///etc/passwd',
      'Kitchen=',
      'javascript:alert(1)',
    ]) {
      expect(readCsvPhotos(cell)).toEqual({ problem: 'Photos must be http or https addresses' });
    }
    expect(readCsvPhotos(Array(51).fill('https://a.example/x.jpg').join('|'))).toEqual({
      problem: 'At most 50 photos',
    });
  });
});
