import type {
  AmenityType,
  Category,
  ImageLocation,
  PRICE_TYPES,
  UnitInput,
} from '@propdesk/shared';
import type { DemoScene } from './demo-photos';

/** Where a demo listing stands, by the seed country's suburbs (reference-data.ts). */
export const DEMO_SUBURBS: Record<string, string[]> = {
  ZW: ['Avondale', 'Borrowdale', 'Mount Pleasant', 'Highlands', 'Belvedere', 'Milton Park'],
  ZA: ['Melville', 'Sandton', 'Parkhurst', 'Rosebank', 'Sea Point', 'Observatory'],
};

/** Demo prices are written in US dollars; other currencies scale them to a believable level. */
export const DEMO_PRICE_FACTOR: Record<string, number> = { USD: 1, ZAR: 18 };

/** REVIEW: sent for review by the agent; FILLING: under review, still being filled in. */
type DemoState = 'LIVE' | 'REVIEW' | 'FILLING' | 'ARCHIVED';

export interface DemoListing {
  name: string;
  type: string;
  category: Category;
  /** Index into DEMO_SUBURBS of the site's country. */
  suburb: number;
  /** In USD (see DEMO_PRICE_FACTOR). */
  price: number;
  priceType?: (typeof PRICE_TYPES)[number];
  area?: { value: number; unit: 'SQUARE_METRES' | 'HECTARE' };
  built?: string;
  /** `{suburb}` and `{city}` are filled in; never a phone number or an e-mail. */
  description: string;
  metaTags?: string[];
  displayMap: boolean;
  features: Record<string, number>;
  amenities?: { type: AmenityType; name: string; description?: string }[];
  units?: UnitInput[];
  /** The profile photo's scene, then the photos by room. */
  photos: { profile: DemoScene; rooms: [ImageLocation, DemoScene][] };
  state: DemoState;
}

// Three rooms each: the profile photo shows the outside. More would only slow the seed down.
const HOME_ROOMS: [ImageLocation, DemoScene][] = [
  ['LIVING_ROOM', 'LIVING_ROOM'],
  ['KITCHEN', 'KITCHEN'],
  ['BEDROOM', 'BEDROOM'],
];
const FLAT_ROOMS: [ImageLocation, DemoScene][] = [
  ['LIVING_ROOM', 'LIVING_ROOM'],
  ['BEDROOM', 'BEDROOM'],
  ['BATHROOM', 'BATHROOM'],
];

export const DEMO_LISTINGS: DemoListing[] = [
  {
    name: 'Jacaranda family home',
    type: 'House',
    category: 'RENT',
    suburb: 0,
    price: 750,
    area: { value: 0.2, unit: 'HECTARE' },
    built: '1998',
    description:
      'A bright three-bedroom home on a quiet, tree-lined road in {suburb}. Open-plan lounge and dining room opening onto a covered veranda, fitted kitchen with a scullery, main bedroom en suite. Borehole water, solar geyser and a walled garden with an electric gate. Walking distance to schools and the shops.',
    metaTags: ['family home', 'borehole', 'garden'],
    displayMap: true,
    features: { BEDROOM: 3, BATHROOM: 2, KITCHEN: 1, LOUNGE: 1, GARAGE: 1, GARDEN: 1, BOREHOLE: 1 },
    amenities: [
      { type: 'SCHOOL', name: 'Primary school', description: 'Government primary school' },
      { type: 'MALL', name: 'Shopping centre', description: 'Supermarket, pharmacy, banks' },
    ],
    photos: { profile: 'HOUSE', rooms: HOME_ROOMS },
    state: 'LIVE',
  },
  {
    name: 'Msasa Villa',
    type: 'House',
    category: 'SALE',
    suburb: 1,
    price: 385_000,
    area: { value: 0.4, unit: 'HECTARE' },
    built: '2012',
    description:
      'Spacious four-bedroom villa on a landscaped acre-sized stand in {suburb}. Formal lounge with a fireplace, separate dining room, study, pool with a paved entertainment area and staff quarters. Double garage, solar backup and a borehole with storage tanks.',
    metaTags: ['pool', 'solar', 'villa'],
    displayMap: true,
    features: { BEDROOM: 4, BATHROOM: 3, STUDY: 1, FIREPLACE: 1, POOL: 1, GARAGE: 2, SOLAR: 1 },
    amenities: [
      { type: 'HOSPITAL', name: 'Private clinic' },
      { type: 'SCHOOL', name: 'High school' },
    ],
    photos: { profile: 'HOUSE', rooms: [HOME_ROOMS[0]!, HOME_ROOMS[2]!, ['BATHROOM', 'BATHROOM']] },
    state: 'LIVE',
  },
  {
    name: 'Leafy garden flat',
    type: 'Garden Flat',
    category: 'RENT',
    suburb: 2,
    price: 420,
    description:
      'Self-contained one-bedroom garden flat behind the main house in {suburb}. Own entrance, kitchenette, shower room and a private patio. Fibre internet, secure carport; water and refuse included. Suits a single professional.',
    displayMap: true,
    features: { BEDROOM: 1, BATHROOM: 1, KITCHEN: 1, FIBRE_INTERNET: 1, CARPORT: 1 },
    photos: {
      profile: 'HOUSE',
      rooms: [
        ['LIVING_ROOM', 'LIVING_ROOM'],
        ['BEDROOM', 'BEDROOM'],
        ['KITCHEN', 'KITCHEN'],
      ],
    },
    state: 'LIVE',
  },
  {
    name: 'Kensington Court',
    type: 'Apartment',
    category: 'RENT',
    suburb: 3,
    price: 650,
    area: { value: 95, unit: 'SQUARE_METRES' },
    built: '2016',
    description:
      'Modern two-bedroom apartments in a secure block in {suburb}: lift, backup power, a borehole and a shared pool. Each flat has a balcony, an open-plan kitchen and one covered parking bay. Two flats are available now.',
    metaTags: ['apartment', 'lift', 'balcony'],
    displayMap: true,
    features: { BEDROOM: 2, BATHROOM: 1, LIFT: 1, BALCONY: 1, PARKING_BAY: 1, POOL: 1 },
    amenities: [{ type: 'MALL', name: 'Village shops' }],
    units: [
      {
        title: 'Flat 2A, second floor',
        area: 95,
        furnished: false,
        description: 'North-facing, two bedrooms, balcony over the garden.',
        deposit: 650,
        rentalPrice: 650,
      },
      {
        title: 'Flat 3C, third floor',
        area: 102,
        furnished: true,
        description: 'Furnished corner flat with two balconies.',
        deposit: 780,
        rentalPrice: 780,
      },
    ],
    photos: { profile: 'BLOCK', rooms: FLAT_ROOMS },
    state: 'LIVE',
  },
  {
    name: 'Sunny studio near the park',
    type: 'Studio',
    category: 'QUICK_RENT',
    suburb: 5,
    price: 45,
    description:
      'A neat furnished studio for short stays in {suburb}: queen bed, kitchenette, fast fibre internet and air conditioning. Linen and weekly cleaning included; a minimum stay of two nights.',
    metaTags: ['short stay', 'furnished'],
    displayMap: true,
    features: { BATHROOM: 1, KITCHEN: 1, AIR_CONDITIONING: 1, FIBRE_INTERNET: 1 },
    photos: {
      profile: 'BLOCK',
      rooms: [
        ['BEDROOM', 'BEDROOM'],
        ['KITCHEN', 'KITCHEN'],
        ['BATHROOM', 'BATHROOM'],
      ],
    },
    state: 'LIVE',
  },
  {
    name: 'Serviced residential stand',
    type: 'Residential Land',
    category: 'SALE',
    suburb: 4,
    price: 48_000,
    area: { value: 0.1, unit: 'HECTARE' },
    description:
      'A level, fully serviced residential stand in {suburb}, {city}: water and sewer connected, tarred road access, title deeds ready for transfer. Approved plans for a three-bedroom home are included.',
    metaTags: ['stand', 'title deeds'],
    displayMap: true,
    features: { FENCED: 1, ROAD_ACCESS: 1, ELECTRICITY: 1, WATER_CONNECTION: 1 },
    photos: {
      profile: 'LAND',
      rooms: [
        ['GENERAL', 'LAND'],
        ['GENERAL', 'HOUSE'],
      ],
    },
    state: 'LIVE',
  },
  {
    name: 'Corner townhouse with garden',
    type: 'Townhouse',
    category: 'SALE',
    suburb: 0,
    price: 165_000,
    built: '2019',
    description:
      'Three-bedroom townhouse in a gated complex of eight in {suburb}. Two bathrooms, open-plan living area leading to a private garden, single garage and a visitor bay. Low levies cover security and the shared grounds.',
    displayMap: true,
    features: { BEDROOM: 3, BATHROOM: 2, GARAGE: 1, GARDEN: 1, SECURITY_WALL: 1 },
    photos: { profile: 'HOUSE', rooms: HOME_ROOMS },
    state: 'LIVE',
  },
  {
    name: 'Thatched garden cottage',
    type: 'Cottage',
    category: 'RENT',
    suburb: 4,
    price: 380,
    description:
      'Charming two-bedroom cottage with a thatched roof and its own garden in {suburb}. Lounge with a fireplace, fitted kitchen, shower room and a carport. Borehole water; pets welcome by arrangement.',
    displayMap: false,
    features: { BEDROOM: 2, BATHROOM: 1, FIREPLACE: 1, CARPORT: 1, BOREHOLE: 1 },
    photos: { profile: 'HOUSE', rooms: HOME_ROOMS },
    state: 'LIVE',
  },
  {
    name: 'Office suite on the first floor',
    type: 'Office',
    category: 'RENT',
    suburb: 5,
    price: 12,
    priceType: 'UNIT',
    area: { value: 140, unit: 'SQUARE_METRES' },
    description:
      'A 140 square metre open-plan office suite in {suburb} with two meeting rooms, a kitchenette and air conditioning throughout. Fibre in the building, backup power and six parking bays. Rent is per square metre a month.',
    metaTags: ['office', 'commercial'],
    displayMap: true,
    features: { KITCHEN: 1, AIR_CONDITIONING: 1, FIBRE_INTERNET: 1, PARKING_BAY: 6 },
    amenities: [{ type: 'HIGHWAY', name: 'Ring road on-ramp' }],
    photos: {
      profile: 'OFFICE',
      rooms: [
        ['OFFICE', 'LIVING_ROOM'],
        ['KITCHEN', 'KITCHEN'],
        ['EXTERIOR', 'OFFICE'],
      ],
    },
    state: 'LIVE',
  },
  {
    name: 'Skyline penthouse',
    type: 'Penthouse',
    category: 'SALE',
    suburb: 3,
    price: 295_000,
    area: { value: 210, unit: 'SQUARE_METRES' },
    built: '2021',
    description:
      'Top-floor penthouse in {suburb} with wrap-around terraces and views over {city}. Three bedrooms en suite, a study, an open kitchen with an island and two garages in the basement.',
    displayMap: true,
    features: { BEDROOM: 3, BATHROOM: 3, STUDY: 1, BALCONY: 2, GARAGE: 2, LIFT: 1 },
    photos: { profile: 'BLOCK', rooms: FLAT_ROOMS },
    state: 'REVIEW',
  },
  {
    name: 'Family cluster home',
    type: 'Cluster',
    category: 'RENT',
    suburb: 1,
    price: 950,
    description:
      'A four-bedroom cluster home in a secure development in {suburb}: double garage, private garden, solar backup and a borehole. Available from the first of next month.',
    displayMap: true,
    features: { BEDROOM: 4, BATHROOM: 2, GARAGE: 2, GARDEN: 1, SOLAR: 1 },
    photos: { profile: 'HOUSE', rooms: HOME_ROOMS },
    state: 'FILLING',
  },
  {
    name: 'Holiday home with pool',
    type: 'Holiday Home',
    category: 'QUICK_RENT',
    suburb: 2,
    price: 120,
    description:
      'Three-bedroom holiday home in {suburb} for short stays: pool, garden braai area and a fully equipped kitchen. Let for the season; taken off the market until the next one.',
    displayMap: true,
    features: { BEDROOM: 3, BATHROOM: 2, POOL: 1, GARDEN: 1 },
    photos: { profile: 'HOUSE', rooms: HOME_ROOMS },
    state: 'ARCHIVED',
  },
];
