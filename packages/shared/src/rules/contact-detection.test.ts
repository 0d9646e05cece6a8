import { describe, expect, it } from 'vitest';
import {
  contactProblems,
  containsEmail,
  containsPhoneNumber,
  EMAIL_DETECTED,
  PHONE_DETECTED,
} from './contact-detection';

describe('containsPhoneNumber', () => {
  it.each([
    'Call 0772 123 456 for a viewing',
    'Call 0772123456',
    'Phone: 077-212-3456',
    'Reach us on 077.212.3456 any day',
    'WhatsApp +263 77 123 4567',
    '+263-77-123-4567',
    '+263 (0) 77 123 4567',
    '(077) 212 3456',
    '(04) 123 456 landline',
    'Our number is 263771234567',
    '0 7 7 2 1 2 3 4 5 6',
    'mobile 772 123 456',
    'Tel 04-123456',
    'Sandton office +27 11 555 0199, weekdays',
    '+1 (415) 555-0132',
    '0771234567/0712345678',
  ])('detects %j', (text) => {
    expect(containsPhoneNumber(text)).toBe(true);
  });

  it.each([
    'Asking USD 250 000 negotiable',
    'USD 1 250 000',
    'Price: 1 250 000',
    'R 1 250 000 for the whole stand',
    '$1,250,000 or nearest offer',
    '1 250 000 USD',
    '4 500 000 ZAR',
    'Rent 1 200 000 per month',
    'Deposit of 2500000',
    'Built in 2019, renovated 2021',
    'Renovated 2018-2020',
    'Stand 1234567 in Borrowdale',
    'Plot 0123456 next to the river',
    'Erf 12345678',
    'Ref: 0098765',
    'Land of 1 200 000 sqm',
    '2 000 000 m2 of farmland',
    '12 500 000 square feet',
    '4 bedrooms, 2 bathrooms, 3 garages, 1 pool',
    'Stand size 2000 sqm, price 120000',
    '1.250.000 in total',
    'Company reg 2019/123456/07',
    'Within 5 km of 3 schools and 2 malls',
    '',
  ])('does not flag %j', (text) => {
    expect(containsPhoneNumber(text)).toBe(false);
  });
});

describe('containsEmail', () => {
  it.each([
    'Email john@gmail.com today',
    'JOHN.DOE@Example.CO.ZW',
    'john @ gmail . com',
    'john at gmail dot com',
    'john AT gmail DOT com',
    'john[at]gmail[dot]com',
    'john(at)gmail(dot)com',
    'john {at} gmail {dot} co {dot} zw',
    'john <at> gmail <dot> com',
    'john[at]gmail.com',
    'john at gmail.com',
    'john (at) mail (dot) agency (dot) africa',
    'sales+listings@sunrise-realty.co.za',
    'john(a)gmail.com',
    'john\u200b@gmail.com',
  ])('detects %j', (text) => {
    expect(containsEmail(text)).toBe(true);
  });

  it.each([
    'Meet at noon. Great views from the balcony',
    'Located at Avondale shops. Close to schools',
    'Look at the garden dot point lights',
    'Two @ 3.5 million',
    'Best price @ USD 250 000',
    'A house at the end of a quiet road',
    'Email us through the enquiry form',
    '',
  ])('does not flag %j', (text) => {
    expect(containsEmail(text)).toBe(false);
  });
});

describe('contactProblems', () => {
  it('returns the spec messages, phone first', () => {
    expect(contactProblems('call 0772 123 456 or john@gmail.com')).toEqual([
      PHONE_DETECTED,
      EMAIL_DETECTED,
    ]);
    expect(PHONE_DETECTED).toBe('Phone number detected');
    expect(EMAIL_DETECTED).toBe('Email detected');
  });

  it('is empty for a clean description or none', () => {
    expect(contactProblems('Four bedroom house with a pool, USD 250 000')).toEqual([]);
    expect(contactProblems(undefined)).toEqual([]);
    expect(contactProblems(null)).toEqual([]);
  });

  it('stays fast on long adversarial input', () => {
    const inputs = [
      'a'.repeat(5000),
      'a.'.repeat(2500),
      `${'john at '.repeat(600)}x`,
      '1 '.repeat(2500),
      `${'ab-'.repeat(1600)}@`,
    ];
    // Backtracking from every position would take seconds here; the rule takes a few
    // milliseconds, so the budget leaves room for a busy machine.
    const started = Date.now();
    for (const input of inputs) contactProblems(input);
    expect(Date.now() - started).toBeLessThan(500);
  });
});
