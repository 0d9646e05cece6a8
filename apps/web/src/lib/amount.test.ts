import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AMOUNT_MESSAGES,
  amountErrors,
  formatAmount,
  MONEY,
  parseAmount,
  WHOLE,
  type AmountFormat,
} from './amount';

const value = (text: string, format?: AmountFormat) => {
  const reading = parseAmount(text, format);
  if (!reading.ok) throw new Error(`'${text}' was refused: ${reading.error}`);
  return reading.value;
};
const error = (text: string, format?: AmountFormat) => {
  const reading = parseAmount(text, format);
  return reading.ok ? `read as ${reading.value}` : reading.error;
};

describe('reading a typed amount', () => {
  it('takes the thousands separators people type, never dropping the groups', () => {
    expect(value('285,000')).toBe(285000);
    expect(value('285000')).toBe(285000);
    expect(value('285 000')).toBe(285000);
    expect(value('285\u00a0000')).toBe(285000);
    expect(value('285\u202f000')).toBe(285000);
    expect(value('285\u2009000')).toBe(285000);
    expect(value("285'000")).toBe(285000);
    expect(value('285\u2019000')).toBe(285000);
    expect(value('1,285,000')).toBe(1285000);
    expect(value('1.285.000')).toBe(1285000);
    expect(value('  285,000  ')).toBe(285000);
    expect(value('+285,000')).toBe(285000);
  });

  it('reads a single mark before three digits as thousands in a money field, in any locale', () => {
    expect(value('285.000')).toBe(285000);
    expect(value('285,000', { ...MONEY, locale: 'de' })).toBe(285000);
    expect(value('1.500', { ...MONEY, locale: 'fr' })).toBe(1500);
  });

  it('takes the decimal mark after the thousands, both ways round', () => {
    expect(value('285,000.50')).toBe(285000.5);
    expect(value('285.000,50')).toBe(285000.5);
    expect(value('285.000,50', { ...MONEY, locale: 'de' })).toBe(285000.5);
    expect(value('285 000,50', { ...MONEY, locale: 'fr' })).toBe(285000.5);
    expect(value("1'250.75", { ...MONEY, locale: 'de-CH' })).toBe(1250.75);
  });

  it("reads '1,5' as one and a half in every locale: a thousands group has three digits", () => {
    expect(value('1,5')).toBe(1.5);
    expect(value('1,50')).toBe(1.5);
    expect(value('1.5')).toBe(1.5);
    expect(value('1,5', { ...MONEY, locale: 'de' })).toBe(1.5);
    expect(value('0,500')).toBe(0.5);
    expect(value('.5')).toBe(0.5);
    expect(value('285.')).toBe(285);
  });

  it("lets the locale's decimal mark decide only where three decimals can be kept", () => {
    const km = { decimals: 3 };
    expect(value('1.500', km)).toBe(1.5);
    expect(value('1,500', km)).toBe(1500);
    expect(value('1,500', { ...km, locale: 'de' })).toBe(1.5);
    expect(value('1.500', { ...km, locale: 'de' })).toBe(1500);
  });

  it('reads Indian grouping', () => {
    expect(value('2,85,000')).toBe(285000);
    expect(value('12,34,567')).toBe(1234567);
  });

  it('reads blank as no amount', () => {
    expect(value('')).toBeNull();
    expect(value('   ')).toBeNull();
  });

  it('refuses what is not a number, with a message, rather than dropping characters', () => {
    expect(error('12abc')).toBe(AMOUNT_MESSAGES.notANumber);
    expect(error('$285,000')).toBe(AMOUNT_MESSAGES.notANumber);
    expect(error('1e5')).toBe(AMOUNT_MESSAGES.notANumber);
    expect(error(',')).toBe(AMOUNT_MESSAGES.notANumber);
    expect(error('-5')).toBe(AMOUNT_MESSAGES.negative);
    expect(error('\u22125')).toBe(AMOUNT_MESSAGES.negative);
  });

  it('refuses groups it would have to guess at', () => {
    expect(error('28,50,00')).toBe(AMOUNT_MESSAGES.grouping);
    expect(error('1,,000')).toBe(AMOUNT_MESSAGES.grouping);
    expect(error('285 00')).toBe(AMOUNT_MESSAGES.grouping);
    expect(error('1,2,3')).toBe(AMOUNT_MESSAGES.grouping);
    expect(error('0,000,500')).toBe(AMOUNT_MESSAGES.grouping);
    expect(error('1.5 5')).toBe(AMOUNT_MESSAGES.grouping);
  });

  it('refuses more decimals than the field keeps, and decimals in a count', () => {
    expect(error('1.234,567')).toBe(AMOUNT_MESSAGES.decimals(2));
    expect(error('12.345')).toBe('read as 12345');
    expect(error('1234.567')).toBe(AMOUNT_MESSAGES.decimals(2));
    expect(error('1,5', WHOLE)).toBe(AMOUNT_MESSAGES.whole);
    expect(value('1,500', WHOLE)).toBe(1500);
    expect(value('12.00', WHOLE)).toBe(12);
  });

  it('refuses numbers beyond what can be kept exactly', () => {
    expect(error('1234567890123456')).toBe(AMOUNT_MESSAGES.tooLarge);
  });
});

describe('showing an amount back', () => {
  it('groups thousands and shows decimals only when there are any', () => {
    expect(formatAmount(285000)).toBe('285,000');
    expect(formatAmount(285000.5)).toBe('285,000.50');
    expect(formatAmount(1500, WHOLE)).toBe('1,500');
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(285000.5, { ...MONEY, locale: 'de' })).toBe('285.000,50');
  });

  it('reads back what it shows, in any locale', () => {
    const locales = ['en', 'de', 'fr', 'de-CH', 'en-IN'];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999_999 }),
        fc.constantFrom(...locales),
        (cents, locale) => {
          const amount = cents / 100;
          const format = { ...MONEY, locale };
          expect(value(formatAmount(amount, format), format)).toBe(amount);
        },
      ),
    );
  });
});

describe('a form whose amount input holds unreadable text', () => {
  it('names the field and the reason; numbers and blanks pass', () => {
    const values = { price: '12abc', capacity: '1,5', area: 120, rate: '' };
    expect(
      amountErrors(values, { price: MONEY, capacity: WHOLE, area: MONEY, rate: MONEY }),
    ).toEqual({ price: AMOUNT_MESSAGES.notANumber, capacity: AMOUNT_MESSAGES.whole });
  });
});
