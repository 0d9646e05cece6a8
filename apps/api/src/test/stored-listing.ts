import type { StoredListing } from '../modules/properties';

/** A rental cottage as the listings table holds it: what change detection compares against. */
export function storedListing(fields: Partial<StoredListing> = {}): StoredListing {
  return {
    name: 'Cottage',
    title: 'Cottage',
    description: '',
    category: 'RENT',
    area: null,
    areaType: 'HECTARE',
    built: null,
    price: 1250,
    currency: 'USD',
    priceType: 'TOTAL',
    vatable: false,
    serviced: false,
    serviceCharge: 0,
    displayMap: false,
    latitude: -17.8,
    longitude: 31.04,
    altitude: null,
    metaTags: '',
    tourUrl: null,
    typeId: 1,
    suburbId: 100,
    ...fields,
  };
}
