import { describe, expect, it } from 'vitest';
import { readRemoteListing, REVERSE_MAPPING, type SiteLookup } from './reso-sources.mapping';

const types: Record<string, { id: number; publicId: string }> = {
  house: { id: 1, publicId: 'T-house' },
  apartment: { id: 2, publicId: 'T-apartment' },
  land: { id: 3, publicId: 'T-land' },
};
const site: SiteLookup = {
  type: (name) => types[name],
  suburb: ({ suburb }) =>
    suburb === 'Avondale'
      ? { publicId: 'S-avondale' }
      : `No suburb of this site is named '${suburb}'`,
};
const currency = () => 'USD';

const record = (more: Record<string, unknown> = {}) => ({
  ListingKey: 'K1',
  StandardStatus: 'Active',
  PropertyType: 'Residential Lease',
  PropertySubType: 'Apartment',
  ListPrice: 800,
  City: 'Harare',
  SubdivisionName: 'Avondale',
  Country: 'ZW',
  Latitude: -17.8,
  Longitude: 31.04,
  LivingArea: 120,
  LivingAreaUnits: 'Square Meters',
  YearBuilt: 2015,
  PublicRemarks: 'Quiet flat near the shops.',
  BedroomsTotal: 2,
  BathroomsTotalInteger: 1,
  Media: [
    { MediaURL: 'https://feed.example.com/2.jpg', Order: 2, ShortDescription: 'Living Room' },
    { MediaURL: 'https://feed.example.com/1.jpg', Order: 1 },
  ],
  ...more,
});

describe('a remote Property record as a listing', () => {
  it('maps the DD fields back: type by subtype, a lease as RENT, living area, rooms, photos in order', () => {
    const listing = readRemoteListing(record(), site, currency);
    expect(listing).toMatchObject({
      key: 'K1',
      active: true,
      typePublicId: 'T-apartment',
      suburbPublicId: 'S-avondale',
      bedrooms: 2,
      bathrooms: 1,
      input: {
        name: 'Apartment, Avondale',
        category: 'RENT',
        price: 800,
        currency: 'USD',
        priceType: 'TOTAL',
        area: 120,
        areaType: 'SQUARE_METRES',
        built: '2015-01-01T00:00:00.000Z',
        description: 'Quiet flat near the shops.',
      },
      photos: [
        { url: 'https://feed.example.com/1.jpg' },
        { url: 'https://feed.example.com/2.jpg', room: 'LIVING_ROOM' },
      ],
    });
  });

  it("falls back to the subtype's other names and then the type, and takes the lot when there is no living area", () => {
    const land = readRemoteListing(
      record({
        PropertyType: 'Land',
        PropertySubType: 'Unimproved Land',
        LivingArea: null,
        LotSizeArea: 2.5,
        LotSizeUnits: 'Acres',
      }),
      site,
      currency,
    );
    expect(land).toMatchObject({
      typePublicId: 'T-land',
      input: { category: 'SALE', area: 2.5, areaType: 'ACRES' },
    });
    const house = readRemoteListing(
      record({ PropertyType: 'Residential', PropertySubType: null }),
      site,
      currency,
    );
    expect(house).toMatchObject({
      typePublicId: 'T-house',
      input: { name: 'Residential, Avondale' },
    });
  });

  it("gives the reasons a record cannot come in: unknown type and suburb, the editor's rules", () => {
    expect(
      readRemoteListing(
        record({
          PropertyType: 'Farm',
          PropertySubType: 'Mobile Home',
          SubdivisionName: 'Nowhere',
        }),
        site,
        currency,
      ),
    ).toEqual({
      reasons: [
        "No type of this site matches 'Mobile Home'",
        "No suburb of this site is named 'Nowhere'",
      ],
    });
    const refused = readRemoteListing(
      record({ PublicRemarks: 'Call me on +263 77 555 0199', Latitude: 123 }),
      site,
      currency,
    );
    expect('reasons' in refused && refused.reasons.length).toBe(2);
    expect(readRemoteListing(record({ ListingKey: '' }), site, currency)).toEqual({
      reasons: ['The record has no ListingKey'],
    });
  });

  it('brings a tour link from an allowed host as its plain address, and leaves any other out', () => {
    const tour = (link: unknown) => {
      const listing = readRemoteListing(record({ VirtualTourURLUnbranded: link }), site, currency);
      return 'input' in listing ? listing.input.tourUrl : listing.reasons;
    };
    expect(tour('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(tour('https://tours.example.com/123')).toBeUndefined();
    expect(tour(42)).toBeUndefined();
    expect(tour(undefined)).toBeUndefined();
  });

  it('names each DD field once in the reverse mapping', () => {
    const fields = REVERSE_MAPPING.flatMap((row) => row.dd.split(/,\s*/));
    expect(fields).toContain('ListingKey');
    expect(new Set(fields.filter((f) => f !== 'PropertyType')).size).toBe(
      fields.filter((f) => f !== 'PropertyType').length,
    );
  });
});
