import { AREA_TYPE_LABELS, type AreaType, type Category } from '@propdesk/shared';

/** How a customer reads the category: 'For sale', 'To rent', 'Short stay'. */
export const CATEGORY_HEADLINES: Record<Category, string> = {
  SALE: 'For sale',
  RENT: 'To rent',
  QUICK_RENT: 'Short stay',
};

/**
 * What the price is for: a UNIT price is per unit; a whole (TOTAL) rent is monthly and a short
 * stay nightly; a sale price needs no suffix.
 */
export function priceSuffix(category: Category, priceType: 'TOTAL' | 'UNIT'): string {
  if (priceType === 'UNIT') return 'per unit';
  if (category === 'RENT') return '/ month';
  if (category === 'QUICK_RENT') return '/ night';
  return '';
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** One formatter per currency and precision: making one costs far more than using it. */
function moneyFormat(currency: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      maximumFractionDigits: fractionDigits,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** '$250,000' in the listing's currency (Intl); a code the browser does not know still reads. */
export function formatMoney(amount: number, currency: string): string {
  try {
    return moneyFormat(currency, amount % 1 === 0 ? 0 : 2).format(amount);
  } catch {
    return `${currency} ${amount.toLocaleString('en')}`;
  }
}

/**
 * A listing's price as a card shows it: '$1,200 / month', '$250,000', '$90 per unit'; a listing
 * without a price yet reads 'Price not set'.
 */
export function formatListingPrice(listing: {
  price: number | null;
  currency: string;
  category: Category;
  priceType: 'TOTAL' | 'UNIT';
}): string {
  if (listing.price === null) return 'Price not set';
  const suffix = priceSuffix(listing.category, listing.priceType);
  return [formatMoney(listing.price, listing.currency), suffix].filter(Boolean).join(' ');
}

/** '1.2 km': a distance in kilometres rounded to one decimal. */
export function formatDistance(km: number): string {
  return `${new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(km)} km`;
}

/** '250 sq mts' */
export function formatArea(area: number, areaType: AreaType): string {
  return `${area.toLocaleString('en')} ${AREA_TYPE_LABELS[areaType]}`;
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
