import type { AreaType, Category } from '@propdesk/shared';
import { formatMoney } from '../../lib/format';

/** How a customer reads the category: 'For sale', 'To rent', 'Short stay'. */
export const CATEGORY_HEADLINES: Record<Category, string> = {
  SALE: 'For sale',
  RENT: 'To rent',
  QUICK_RENT: 'Short stay',
};

/** 'per sq m': what a UNIT price is for, in the listing's own area unit. */
const PER_AREA: Record<AreaType, string> = {
  HECTARE: 'per ha',
  SQUARE_FEET: 'per sq ft',
  SQUARE_METRES: 'per sq m',
  ACRES: 'per acre',
};

/** How long a whole price lasts: a rent is monthly, a short stay nightly, a sale once. */
const PERIOD: Record<Category, string> = { SALE: '', RENT: '/ month', QUICK_RENT: '/ night' };

type PriceType = 'TOTAL' | 'UNIT';

/**
 * What the price is for, after the amount: '/ month' for a rent, '/ night' for a short stay,
 * nothing for a sale; a UNIT price adds the listing's area unit first ('per sq m / month').
 */
export function priceSuffix(category: Category, priceType: PriceType, areaType: AreaType): string {
  const per = priceType === 'UNIT' ? PER_AREA[areaType] : '';
  return [per, PERIOD[category]].filter(Boolean).join(' ');
}

/** The editor's price type choices, in the words the price is then shown with. */
export function priceTypeLabel(category: Category, priceType: PriceType, areaType: AreaType) {
  if (category === 'SALE' && priceType === 'TOTAL') return 'Total price';
  const words = priceSuffix(category, priceType, areaType)
    .replace('/ month', 'per month')
    .replace('/ night', 'per night');
  return words.charAt(0).toUpperCase() + words.slice(1);
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
  if (listing.price === null) return 'Price not set';
  const suffix = priceSuffix(listing.category, listing.priceType, listing.areaType);
  return [formatMoney(listing.price, listing.currency), suffix].filter(Boolean).join(' ');
}

/** 'DINING_ROOM' -> 'Dining room' (rooms, feature names). */
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
