import {
  CATEGORIES,
  propertyDraftSchema,
  type AREA_TYPES,
  type Category,
  type PRICE_TYPES,
} from '@propdesk/shared';
import { amountErrors, MONEY } from '../../lib/amount';
import type { CreateListingBody, EditorListing, UpdateListingBody } from './api/listing';
import type { FormTab } from './editor-tabs';
import { NEW_LISTING_CATEGORY } from './listing-defaults';
import { validationMessage } from '../../lib/i18n/validation';

type Num = number | '';

/** The draft form's values: the spec's draft property plus the country and city it picks from. */
export interface DraftValues {
  name: string;
  title: string;
  description: string;
  typeId: string | null;
  category: Category | null;
  countryId: string | null;
  cityId: string | null;
  suburb: string | null;
  latitude: Num;
  longitude: Num;
  altitude: Num;
  displayMap: boolean;
  price: Num;
  currency: string | null;
  priceType: (typeof PRICE_TYPES)[number] | null;
  vatable: boolean;
  serviced: boolean;
  serviceCharge: Num;
  areaType: (typeof AREA_TYPES)[number];
  published: 'REVIEW' | 'APPROVED';
}

/** The spec's draft defaults (section 3). */
export const DRAFT_DEFAULTS: DraftValues = {
  name: '',
  title: '',
  description: '',
  typeId: null,
  category: 'SALE',
  countryId: null,
  cityId: null,
  suburb: null,
  latitude: '',
  longitude: '',
  altitude: '',
  displayMap: false,
  price: '',
  currency: null,
  priceType: 'TOTAL',
  vatable: false,
  serviced: false,
  serviceCharge: 0,
  areaType: 'HECTARE',
  published: 'REVIEW',
};

/** Fields each form tab holds; a validation error is shown on its tab. */
export const TAB_FIELDS: Record<FormTab, (keyof DraftValues)[]> = {
  details: ['name', 'title', 'typeId', 'category', 'description'],
  location: ['countryId', 'cityId', 'suburb', 'latitude', 'longitude', 'altitude', 'displayMap'],
  price: ['price', 'currency', 'priceType', 'vatable', 'serviced', 'serviceCharge'],
};

/** What a tab needs before the next one opens (spec section 4, 'Draft tab gating'). */
const REQUIRED: Record<FormTab, (keyof DraftValues)[]> = {
  details: ['name', 'typeId', 'category'],
  location: ['suburb', 'latitude', 'longitude'],
  price: ['currency', 'priceType'],
};

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export function tabFilled(tab: FormTab, values: DraftValues): boolean {
  return REQUIRED[tab].every((field) => !isEmpty(values[field]));
}

const NUMBERS = new Set<keyof DraftValues>([
  'latitude',
  'longitude',
  'altitude',
  'price',
  'serviceCharge',
]);

/** Whether a stored value can stand in the field: same kind as its default, or empty. */
function fits(key: keyof DraftValues, value: unknown): boolean {
  if (NUMBERS.has(key))
    return value === '' || (typeof value === 'number' && Number.isFinite(value));
  const fallback = DRAFT_DEFAULTS[key];
  if (fallback === null) return value === null || typeof value === 'string';
  return typeof value === typeof fallback;
}

/** A draft restored from storage, with anything unexpected dropped back to the defaults. */
export function restoreDraft(stored: Partial<DraftValues> | null): DraftValues {
  const values = { ...DRAFT_DEFAULTS };
  if (!stored) return values;
  for (const key of Object.keys(DRAFT_DEFAULTS) as (keyof DraftValues)[]) {
    if (fits(key, stored[key])) Object.assign(values, { [key]: stored[key] });
  }
  if (values.category && !CATEGORIES.includes(values.category)) values.category = 'SALE';
  return values;
}

/** The form's values for a saved listing; the country and city come with its suburb's details. */
export function valuesFromListing(listing: EditorListing): DraftValues {
  return {
    name: listing.name,
    title: listing.title,
    description: listing.description,
    typeId: listing.typeId,
    category: listing.category,
    countryId: null,
    cityId: null,
    suburb: listing.suburb,
    latitude: listing.latitude,
    longitude: listing.longitude,
    altitude: listing.altitude ?? '',
    displayMap: listing.displayMap,
    price: listing.price ?? '',
    currency: listing.currency,
    priceType: listing.priceType,
    vatable: listing.vatable,
    serviced: listing.serviced,
    serviceCharge: listing.serviceCharge,
    areaType: listing.areaType,
    published: listing.published,
  };
}

const orNull = (value: Num) => (value === '' ? null : value);
const orUndefined = <T>(value: T | null | '') =>
  value === null || value === '' ? undefined : value;

/** The draft as the shared draft schema reads it (the API's create rules). */
function draftInput(values: DraftValues) {
  return {
    name: values.name,
    title: values.title,
    description: values.description,
    typeId: orUndefined(values.typeId),
    category: orUndefined(values.category),
    suburb: orUndefined(values.suburb),
    latitude: orUndefined(values.latitude),
    longitude: orUndefined(values.longitude),
    altitude: orNull(values.altitude),
    displayMap: values.displayMap,
    price: orNull(values.price),
    currency: orUndefined(values.currency),
    priceType: orUndefined(values.priceType),
    vatable: values.vatable,
    serviced: values.serviced,
    serviceCharge: values.serviced ? (orUndefined(values.serviceCharge) ?? 0) : 0,
    areaType: values.areaType,
    published: values.published,
  };
}

/** Field errors by the shared draft schema, first message per field. */
export function draftErrors(values: DraftValues): Partial<Record<keyof DraftValues, string>> {
  const result = propertyDraftSchema.safeParse(draftInput(values));
  // Text an amount input could not read: its own reason, not the schema's 'expected a number'.
  const errors = amountErrors(values, { price: MONEY, serviceCharge: MONEY });
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof DraftValues | undefined;
    if (field && !errors[field]) errors[field] = validationMessage(issue.message);
  }
  return errors;
}

/** A tab holds a value the rules refuse (not just an empty required field). */
export function tabInvalid(
  tab: FormTab,
  values: DraftValues,
  errors: Partial<Record<keyof DraftValues, string>>,
): boolean {
  return TAB_FIELDS[tab].some((field) => errors[field] && !isEmpty(values[field]));
}

/** The create call's parts; only called once the draft passes the schema. */
export function createInput(values: DraftValues): {
  typeId: string;
  suburbId: string;
  body: CreateListingBody;
} {
  const { typeId, suburb, ...body } = propertyDraftSchema.parse(draftInput(values));
  return { typeId, suburbId: suburb, body: { ...body, listingCategory: NEW_LISTING_CATEGORY } };
}

/**
 * The edit call's body: the fields the three form tabs show. The area unit belongs to the others
 * tab, which saves it itself, and the state is the server's.
 */
export function updateBody(values: DraftValues): UpdateListingBody {
  const {
    published: _published,
    areaType: _areaType,
    ...draft
  } = propertyDraftSchema.parse(draftInput(values));
  return draft;
}
