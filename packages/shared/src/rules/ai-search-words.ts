import type { Category } from '../constants';

/** The words the plain-sentence search knows besides the tenant's own names. */

export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

export const CATEGORY_PHRASES: [Category, string[]][] = [
  [
    'QUICK_RENT',
    [
      'short stay',
      'short-stay',
      'short term',
      'short-term',
      'short let',
      'holiday let',
      'holiday rental',
      'vacation rental',
      'quick rent',
      'airbnb',
      'nightly',
      'per night',
      'a night',
      '/night',
      'weekend stay',
    ],
  ],
  [
    'RENT',
    [
      'to rent',
      'for rent',
      'to let',
      'for let',
      'to lease',
      'for lease',
      'rentals',
      'rental',
      'renting',
      'rent',
      'lease',
      'leasing',
      'per month',
      'a month',
      '/month',
      'monthly',
    ],
  ],
  ['SALE', ['for sale', 'on sale', 'to buy', 'buying', 'buy', 'purchase', 'selling', 'sale']],
];

export const CATEGORY_WORDS: Record<Category, string> = {
  RENT: 'to rent',
  SALE: 'for sale',
  QUICK_RENT: 'short stay',
};

/** Everyday words for catalogue types; used only when the tenant has the target type. */
export const TYPE_SYNONYMS: Record<string, string> = {
  flat: 'Apartment',
  condo: 'Apartment',
  home: 'House',
  'town house': 'Townhouse',
  shop: 'Retail Shop',
  store: 'Retail Shop',
  'office space': 'Office',
  plot: 'Land',
  stand: 'Land',
  farm: 'Agricultural Land',
  farmland: 'Agricultural Land',
  guesthouse: 'Guest House',
  'b&b': 'Guest House',
  bnb: 'Guest House',
  godown: 'Warehouse',
};

export const FEATURE_SYNONYMS: Record<string, string> = {
  'swimming pool': 'POOL',
  aircon: 'AIR_CONDITIONING',
  'air con': 'AIR_CONDITIONING',
  'air-conditioning': 'AIR_CONDITIONING',
  'air conditioned': 'AIR_CONDITIONING',
  wifi: 'FIBRE_INTERNET',
  fibre: 'FIBRE_INTERNET',
  fiber: 'FIBRE_INTERNET',
  internet: 'FIBRE_INTERNET',
  parking: 'PARKING_BAY',
  'solar power': 'SOLAR',
  'solar panels': 'SOLAR',
  'servants quarters': 'STAFF_QUARTERS',
  'domestic quarters': 'STAFF_QUARTERS',
  'staff quarters': 'STAFF_QUARTERS',
  elevator: 'LIFT',
  'fire place': 'FIREPLACE',
  'jojo tank': 'WATER_TANK',
  durawall: 'SECURITY_WALL',
  bathtub: 'BATH',
  'alarm system': 'ALARM',
  'double garage': 'GARAGE',
};

/** Counted with a number instead ("3 bedrooms"), never as a plain feature. */
export const COUNTED_FEATURES = new Set(['BEDROOM', 'BATHROOM']);

export const CURRENCY_WORDS: Record<string, string> = {
  dollar: 'USD',
  dollars: 'USD',
  bucks: 'USD',
  us$: 'USD',
  $: 'USD',
  rand: 'ZAR',
  rands: 'ZAR',
  shilling: 'KES',
  shillings: 'KES',
  kwacha: 'ZMW',
  zig: 'ZWG',
  '€': 'EUR',
  euro: 'EUR',
  euros: 'EUR',
  '£': 'GBP',
  pounds: 'GBP',
};

export const MAGNITUDES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  grand: 1e3,
  m: 1e6,
  mil: 1e6,
  mill: 1e6,
  million: 1e6,
  bn: 1e9,
  billion: 1e9,
};

export const MAX_WORDS = [
  'no more than',
  'not more than',
  'less than',
  'cheaper than',
  'lower than',
  'at most',
  'maximum',
  'max',
  'under',
  'below',
  'up to',
  'upto',
  'within',
  'budget of',
  'budget',
  '<=',
  '<',
];
export const MIN_WORDS = [
  'more than',
  'greater than',
  'at least',
  'starting at',
  'starting from',
  'minimum',
  'min',
  'over',
  'above',
  'from',
  '>=',
  '>',
];
