/**
 * Reading the amounts and areas people type ('285,000', '285 000', '285.000,50', "1'250.5") and
 * showing them back grouped, so what will be saved is what the person sees. One rule for every
 * money, area and count input of the dashboard (`components/amount-input.tsx`).
 *
 * - Spaces (plain, no-break, thin) and apostrophes always group thousands.
 * - With both '.' and ',' the last one is the decimal mark: '285,000.50' and '285.000,50' agree.
 * - A single '.' or ',' followed by exactly three digits ('285,000', '1.500') groups thousands
 *   when the field keeps fewer than three decimals (money, areas, counts), whatever the locale:
 *   read as decimals it could not be saved. Where three or more decimals are kept, the locale's
 *   decimal mark decides.
 * - A mark followed by one or two digits is the decimal mark in every locale: a thousands group
 *   always has three digits, so '1,5' is one and a half, shown back as '1.5'.
 * - Groups must be whole: '28,50,00' or '1,,000' is refused rather than guessed. Indian grouping
 *   ('2,85,000') is read too.
 * - Anything else (letters, a currency sign, a minus) is refused with a message, never dropped.
 */

import { t } from '@lingui/core/macro';

/** How a field reads its amounts: the decimals it keeps and the locale it shows them in. */
export interface AmountFormat {
  /** Decimals the field keeps: 2 for money and areas, 0 for counts. */
  decimals: number;
  /** Decides the decimal mark where the text alone cannot, and the grouping shown back. */
  locale?: string;
}

export type AmountReading = { ok: true; value: number | null } | { ok: false; error: string };

/**
 * Amount fields show what is typed grouped the English way in every language, so the digits a
 * person types (Latin on every keyboard) are the digits they see.
 */
const AMOUNT_LOCALE = 'en';

export const MONEY: AmountFormat = { decimals: 2 };
export const WHOLE: AmountFormat = { decimals: 0 };

/** Why a text is refused, in the reader's language at the time it is read. */
export const AMOUNT_MESSAGES = {
  get notANumber() {
    return t`Type digits only, e.g. 285,000 or 1,250.50`;
  },
  get negative() {
    return t`Type an amount of 0 or more`;
  },
  get grouping() {
    return t`Check the thousands separators: e.g. 285,000`;
  },
  get whole() {
    return t`Type a whole number`;
  },
  decimals: (n: number) => t`Use at most ${n} decimals`,
  get tooLarge() {
    return t`This number is too large`;
  },
};

const GROUP_ONLY = /[\s\u00a0\u2009\u202f'\u2019\u02bc]/g;
const ALLOWED = /^[\d.,]*$/;

function localeDecimalMark(locale: string): '.' | ',' {
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value === ',' ? ',' : '.';
}

/** Western groups (1-3 digits, then threes) or Indian ones (1-2 digits, twos, then a three). */
function validGroups(groups: string[]): boolean {
  if (groups.length === 1) return true;
  const [first, ...rest] = groups;
  const last = rest.at(-1)!;
  if (!first || first.length > 3 || first === '0' || last.length !== 3) return false;
  const middle = rest.slice(0, -1);
  if (middle.every((g) => g.length === 3)) return true;
  return first.length <= 2 && middle.every((g) => g.length === 2);
}

function decimalMarkOf(text: string, format: AmountFormat): '.' | ',' | null {
  const dot = text.lastIndexOf('.');
  const comma = text.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) return dot > comma ? '.' : ',';
  const mark = dot >= 0 ? '.' : comma >= 0 ? ',' : null;
  if (!mark || text.indexOf(mark) !== text.lastIndexOf(mark)) return null;
  const before = text.slice(0, text.indexOf(mark));
  const after = text.slice(text.indexOf(mark) + 1);
  const looksGrouped = after.length === 3 && /^[1-9]\d{0,2}$/.test(before);
  if (!looksGrouped) return mark;
  if (format.decimals < 3) return null;
  return localeDecimalMark(format.locale ?? AMOUNT_LOCALE) === mark ? mark : null;
}

/** What the text means as an amount, or why it cannot be read. Blank reads as null. */
export function parseAmount(input: string, format: AmountFormat = MONEY): AmountReading {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (/^[-\u2212]/.test(trimmed)) return { ok: false, error: AMOUNT_MESSAGES.negative };
  const text = trimmed.replace(/^\+/, '').replace(GROUP_ONLY, ' ');
  if (!ALLOWED.test(text.replace(/ /g, '')) || !/\d/.test(text))
    return { ok: false, error: AMOUNT_MESSAGES.notANumber };

  const mark = decimalMarkOf(text, format);
  const cut = mark ? text.lastIndexOf(mark) : text.length;
  const whole = text.slice(0, cut);
  const fraction = mark ? text.slice(cut + 1) : '';
  if (/[^\d]/.test(fraction)) return { ok: false, error: AMOUNT_MESSAGES.grouping };
  const groups = whole.split(/[ .,]/);
  if (whole === '' && fraction === '') return { ok: false, error: AMOUNT_MESSAGES.notANumber };
  if (whole !== '' && (groups.some((g) => g === '') || !validGroups(groups)))
    return { ok: false, error: AMOUNT_MESSAGES.grouping };
  if (fraction.replace(/0+$/, '').length > format.decimals)
    return {
      ok: false,
      error:
        format.decimals === 0 ? AMOUNT_MESSAGES.whole : AMOUNT_MESSAGES.decimals(format.decimals),
    };
  const digits = groups.join('');
  if (digits.replace(/^0+/, '').length > 15) return { ok: false, error: AMOUNT_MESSAGES.tooLarge };
  return { ok: true, value: Number(`${digits || '0'}.${fraction || '0'}`) };
}

const displayFormats = new Map<string, Intl.NumberFormat>();

/** '285,000', '1,250.50': grouped, with the field's decimals only when there is a fraction. */
export function formatAmount(value: number, format: AmountFormat = MONEY): string {
  const locale = format.locale ?? AMOUNT_LOCALE;
  const fractionDigits = Number.isInteger(value) ? 0 : Math.min(format.decimals, 2);
  const key = `${locale}:${fractionDigits}:${format.decimals}`;
  let display = displayFormats.get(key);
  if (!display) {
    display = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: Math.max(fractionDigits, format.decimals),
      useGrouping: true,
    });
    displayFormats.set(key, display);
  }
  return display.format(value);
}

/**
 * A form's amount fields whose text could not be read, with the reason: an amount input hands
 * its form the text as typed when it is not a number, so the form refuses to save it.
 */
export function amountErrors<T extends object>(
  values: T,
  formats: Partial<Record<keyof T, AmountFormat>>,
): Partial<Record<keyof T, string>> {
  const errors: Partial<Record<keyof T, string>> = {};
  for (const key of Object.keys(formats) as (keyof T)[]) {
    const value = values[key];
    if (typeof value !== 'string') continue;
    const reading = parseAmount(value, formats[key]);
    if (!reading.ok) errors[key] = reading.error;
  }
  return errors;
}
