import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type {
  AmenityType,
  AreaType,
  Category,
  LISTING_CATEGORIES,
  PRICE_TYPES,
  PUBLISHED_STATES,
} from '@propdesk/shared';

/**
 * The words for the shared enums, once for every screen. `packages/shared` keeps its English
 * labels for the API and the e-mails; a screen shows these, in the reader's language.
 */
const CATEGORY_MESSAGES: Record<Category, MessageDescriptor> = {
  RENT: msg`Rent`,
  SALE: msg`Sale`,
  QUICK_RENT: msg`Short stay`,
};

/** Area units are abbreviations, so each language writes its own. */
export const AREA_TYPE_MESSAGES: Record<AreaType, MessageDescriptor> = {
  HECTARE: msg({ message: 'ha', comment: 'Abbreviation of hectares, after an area' }),
  SQUARE_FEET: msg({ message: 'sq ft', comment: 'Abbreviation of square feet, after an area' }),
  SQUARE_METRES: msg({ message: 'sq mts', comment: 'Abbreviation of square metres' }),
  ACRES: msg({ message: 'acres', comment: 'After an area' }),
};

/** A listing's moderation state. */
export const PUBLISHED_MESSAGES: Record<(typeof PUBLISHED_STATES)[number], MessageDescriptor> = {
  APPROVED: msg({ message: 'Approved', comment: "A listing's moderation state" }),
  REVIEW: msg({ message: 'Under review', comment: "A listing's moderation state" }),
};

/** Where a listing is placed in lists. */
export const LISTING_CATEGORY_MESSAGES: Record<
  (typeof LISTING_CATEGORIES)[number],
  MessageDescriptor
> = {
  FEATURED: msg`Featured`,
  STANDARD: msg`Standard`,
};

/** What a price is for, in a change of the audit log (the editor words it by category). */
const PRICE_TYPE_MESSAGES: Record<(typeof PRICE_TYPES)[number], MessageDescriptor> = {
  TOTAL: msg({ message: 'Whole property', comment: 'A price type: the price is for all of it' }),
  UNIT: msg({ message: 'Per area unit', comment: 'A price type: the price of each sq m, acre…' }),
};

const AMENITY_TYPE_MESSAGES: Record<AmenityType, MessageDescriptor> = {
  SCHOOL: msg`School`,
  WORSHIP_CENTER: msg`Worship center`,
  HOSPITAL: msg`Hospital`,
  HIGHWAY: msg`Highway`,
  MALL: msg`Mall`,
  HOTEL: msg`Hotel`,
};

/** The headings of `AMENITY_GROUPS`, keyed by their English label. */
const AMENITY_GROUP_MESSAGES: Record<string, MessageDescriptor> = {
  Schools: msg`Schools`,
  'Worship Centers': msg`Worship Centers`,
  'Health Centers': msg`Health Centers`,
  Other: msg({
    message: 'Other',
    comment: 'The group of amenities that are not schools, worship or health centers',
  }),
};

export type EnumLabels = {
  category: (value: Category) => string;
  areaType: (value: AreaType) => string;
  amenityType: (value: AmenityType) => string;
  amenityGroup: (label: string) => string;
};

/** The enums' words in the active language; re-renders when the language changes. */
export function useEnumLabels(): EnumLabels {
  const { i18n } = useLingui();
  return {
    category: (value) => i18n._(CATEGORY_MESSAGES[value]),
    areaType: (value) => i18n._(AREA_TYPE_MESSAGES[value]),
    amenityType: (value) => i18n._(AMENITY_TYPE_MESSAGES[value]),
    amenityGroup: (label) => {
      const message = AMENITY_GROUP_MESSAGES[label];
      return message ? i18n._(message) : label;
    },
  };
}

/**
 * Stored codes of a listing's fields read as their words in a language ('SALE' as 'Sale'), for
 * the audit's changed values; a code none of them knows is left as it is.
 */
export function enumValueNames(i18n: I18n): Record<string, (value: string) => string | undefined> {
  const words =
    (messages: Record<string, MessageDescriptor>) =>
    (value: string): string | undefined => {
      const message = messages[value];
      return message ? i18n._(message) : undefined;
    };
  return {
    category: words(CATEGORY_MESSAGES),
    areaType: words(AREA_TYPE_MESSAGES),
    published: words(PUBLISHED_MESSAGES),
    listingCategory: words(LISTING_CATEGORY_MESSAGES),
    priceType: words(PRICE_TYPE_MESSAGES),
  };
}
