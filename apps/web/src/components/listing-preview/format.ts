import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AreaType, Category } from '@propdesk/shared';
import { formatMoney } from '../../lib/format';

const HEADLINES: Record<Category, MessageDescriptor> = {
  SALE: msg`For sale`,
  RENT: msg`To rent`,
  QUICK_RENT: msg`Short stay`,
};

/** How a customer reads the category, in the active language: 'For sale', 'To rent', 'Short stay'. */
export function categoryHeadline(category: Category): string {
  return i18n._(HEADLINES[category]);
}

/** 'per sq m': what a UNIT price is for, in the listing's own area unit. */
const PER_AREA: Record<AreaType, MessageDescriptor> = {
  HECTARE: msg({ message: 'per ha', comment: 'After a price: for each hectare' }),
  SQUARE_FEET: msg({ message: 'per sq ft', comment: 'After a price: for each square foot' }),
  SQUARE_METRES: msg({ message: 'per sq m', comment: 'After a price: for each square metre' }),
  ACRES: msg({ message: 'per acre', comment: 'After a price: for each acre' }),
};

/** How long a whole price lasts: a rent is monthly, a short stay nightly, a sale once. */
const PERIOD: Record<Category, MessageDescriptor | null> = {
  SALE: null,
  RENT: msg({ message: '/ month', comment: 'After a price: a rent, each month' }),
  QUICK_RENT: msg({ message: '/ night', comment: 'After a price: a short stay, each night' }),
};

/** The editor's names for a UNIT price: 'Per sq m'. */
const PER_AREA_CHOICE: Record<AreaType, MessageDescriptor> = {
  HECTARE: msg({ message: 'Per ha', comment: 'A price type: the price of each hectare' }),
  SQUARE_FEET: msg({
    message: 'Per sq ft',
    comment: 'A price type: the price of each square foot',
  }),
  SQUARE_METRES: msg({
    message: 'Per sq m',
    comment: 'A price type: the price of each square metre',
  }),
  ACRES: msg({ message: 'Per acre', comment: 'A price type: the price of each acre' }),
};

/** The editor's names for a whole price, by category. */
const TOTAL_CHOICE: Record<Category, MessageDescriptor> = {
  SALE: msg({ message: 'Total price', comment: 'A price type: the price of the whole property' }),
  RENT: msg({ message: 'Per month', comment: 'A price type: a rent for each month' }),
  QUICK_RENT: msg({ message: 'Per night', comment: 'A price type: a short stay, each night' }),
};

/** What follows a UNIT price type's name when the price is also for a time. */
const PERIOD_CHOICE: Record<Category, MessageDescriptor | null> = {
  SALE: null,
  RENT: msg({ message: 'per month', comment: 'After a price type such as "Per sq m"' }),
  QUICK_RENT: msg({ message: 'per night', comment: 'After a price type such as "Per sq m"' }),
};

const BOTH = msg({
  message: '{perArea} {period}',
  comment: 'A price for an area and a time: "per sq m" then "/ month"',
});

const WITH_SUFFIX = msg({
  message: '{amount} {suffix}',
  comment: 'A price, then what it is for: "$1,200" then "/ month"',
});

type PriceType = 'TOTAL' | 'UNIT';

/**
 * What the price is for, after the amount: '/ month' for a rent, '/ night' for a short stay,
 * nothing for a sale; a UNIT price adds the listing's area unit first ('per sq m / month').
 */
export function priceSuffix(category: Category, priceType: PriceType, areaType: AreaType): string {
  const period = PERIOD[category];
  if (priceType === 'TOTAL') return period ? i18n._(period) : '';
  const perArea = i18n._(PER_AREA[areaType]);
  return period ? i18n._({ ...BOTH, values: { perArea, period: i18n._(period) } }) : perArea;
}

/** The editor's price type choices, in the words the price is then shown with. */
export function priceTypeLabel(category: Category, priceType: PriceType, areaType: AreaType) {
  if (priceType === 'TOTAL') return i18n._(TOTAL_CHOICE[category]);
  const perArea = i18n._(PER_AREA_CHOICE[areaType]);
  const period = PERIOD_CHOICE[category];
  return period ? i18n._({ ...BOTH, values: { perArea, period: i18n._(period) } }) : perArea;
}

/**
 * A listing's price as a card shows it: '$1,200 / month', '$250,000', '$90 per sq m'; a listing
 * without a price yet reads 'Price not set'.
 */
export function formatListingPrice(listing: {
  price: number | null;
  currency: string;
  category: Category;
  priceType: PriceType;
  areaType: AreaType;
}): string {
  if (listing.price === null) return i18n._(msg`Price not set`);
  const amount = formatMoney(listing.price, listing.currency);
  const suffix = priceSuffix(listing.category, listing.priceType, listing.areaType);
  return suffix ? i18n._({ ...WITH_SUFFIX, values: { amount, suffix } }) : amount;
}

/** 'DINING_ROOM' -> 'Dining room': a catalogue name as words (feature names). */
export function wordsLabel(constant: string): string {
  const text = constant.toLowerCase().replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The year of a stored datetime, or null. */
export function builtYear(built: string | null): number | null {
  if (!built) return null;
  const year = new Date(built).getUTCFullYear();
  return Number.isNaN(year) ? null : year;
}
