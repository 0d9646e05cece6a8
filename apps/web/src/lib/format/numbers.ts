import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AreaType } from '@propdesk/shared';
import { AREA_TYPE_MESSAGES } from '../i18n/labels';
import { formatLanguage } from './locale';

const AREA = msg({ message: '{amount} {unit}', comment: 'An area: its number, then its unit' });
const DISTANCE = msg({ message: '{distance} km', comment: 'A distance in kilometres' });
const AT_LEAST = msg({
  message: '{count}+',
  comment: 'A count the search stopped at, meaning "this many or more" (1,000+)',
});

const numberFormats = new Map<string, Intl.NumberFormat>();

/** One formatter per locale and options: making one costs far more than using it. */
function cached(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A count or a plain number, grouped: '1,200', '2.5' (at most three decimals). */
export function formatNumber(
  value: number,
  maximumFractionDigits = 3,
  locale: string = formatLanguage(),
): string {
  return cached(locale, { maximumFractionDigits }).format(value);
}

/**
 * An amount in a currency (Intl): '$250,000', '$99.50' (cents only when there are some), or
 * rounded to whole units with `{ whole: true }` ('$1,201' for 1200.6). A code the browser does
 * not know still reads: 'ZWG 1,200'.
 */
export function formatMoney(
  amount: number,
  currency: string,
  { whole = false, locale = formatLanguage() }: { whole?: boolean; locale?: string } = {},
): string {
  const fractionDigits = whole || amount % 1 === 0 ? 0 : 2;
  try {
    return cached(locale, {
      style: 'currency',
      currency,
      maximumFractionDigits: fractionDigits,
    }).format(amount);
  } catch {
    return `${currency} ${formatNumber(amount, 3, locale)}`;
  }
}

/** An amount followed by its currency's code, as a sentence says it: '250,000 USD'. */
export function formatAmountWithCode(amount: number, currency?: string): string {
  return `${formatNumber(amount)}${currency ? ` ${currency}` : ''}`;
}

/** An area in its unit's short name: '250 sq mts', '1,200 sq ft'. */
export function formatArea(area: number, areaType: AreaType): string {
  const amount = formatNumber(area);
  const unit = i18n._(AREA_TYPE_MESSAGES[areaType]);
  return i18n._({ ...AREA, values: { amount, unit } });
}

/** A distance in kilometres rounded to one decimal: '1.2 km'. */
export function formatDistance(km: number): string {
  const distance = formatNumber(km, 1);
  return i18n._({ ...DISTANCE, values: { distance } });
}

/**
 * A total as a list says it: '1,234', or '1,000+' when the API counted no further
 * (totalCapped: listing searches count up to LISTING_COUNT_LIMIT).
 */
export function formatCount(total: number, capped = false): string {
  const count = formatNumber(total);
  return capped ? i18n._({ ...AT_LEAST, values: { count } }) : count;
}
