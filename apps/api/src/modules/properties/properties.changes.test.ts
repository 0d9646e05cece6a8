import { describe, expect, it } from 'vitest';
import type { PropertyCreateInput } from '@propdesk/shared';
import { storedListing } from '../../test/stored-listing';
import { LISTING_FIELDS, listingChanges } from './properties.changes';

const stored = storedListing({ built: new Date('2015-01-01T00:00:00Z') });

const incoming = (input: Partial<PropertyCreateInput> = {}, typeId = 1) => ({
  input: {
    name: 'Cottage',
    category: 'RENT',
    price: 1250,
    currency: 'USD',
    priceType: 'TOTAL',
    latitude: -17.8,
    longitude: 31.04,
    built: '2015',
    ...input,
  } as PropertyCreateInput,
  typeId,
  typePublicId: `T-${typeId}`,
  suburbPublicId: 'S-new',
});

describe('listingChanges', () => {
  it('reads a left-out optional field as a new listing stores it, and an empty title as generated', () => {
    expect(listingChanges(stored, incoming(), LISTING_FIELDS, 100)).toEqual({});
  });

  it('answers the update: raw title and year built, public ids, the stored defaults', () => {
    const changes = listingChanges(
      { ...stored, description: 'Old words', areaType: 'SQUARE_METRES', title: 'Old title' },
      incoming({ built: '2016', price: undefined }, 2),
      LISTING_FIELDS,
      undefined,
    );
    expect(changes).toEqual({
      title: '',
      description: '',
      areaType: 'HECTARE',
      built: '2016',
      price: null,
      typeId: 'T-2',
      suburb: 'S-new',
    });
  });

  it('compares dates by their time and leaves the fields the source does not carry alone', () => {
    const later = { ...stored, built: new Date('2015-06-01T00:00:00Z'), name: 'Kept' };
    expect(listingChanges(later, incoming(), ['built', 'price'], 100)).toEqual({ built: '2015' });
    expect(listingChanges(later, incoming(), ['price'], 100)).toEqual({});
  });
});
