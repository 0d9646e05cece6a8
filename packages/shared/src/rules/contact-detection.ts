/**
 * A listing's description may not carry a phone number or an e-mail address (spec section 5):
 * contact goes through the platform. The same check runs in the form and on the server.
 */
export const PHONE_DETECTED = 'Phone number detected';
export const EMAIL_DETECTED = 'Email detected';

export type ContactProblem = typeof PHONE_DETECTED | typeof EMAIL_DETECTED;

// A run of digits joined by the separators people put in phone numbers.
const DIGIT_RUN = /\+?\(?\d(?:[ \t().\u2013-]{0,3}\d)+/g;
const MIN_PHONE_DIGITS = 7;
const MAX_PHONE_DIGITS = 15;

const PHONE_WORDS =
  /\b(?:call|phone|tel|telephone|cell|cellphone|mobile|mob|whats\s?app|wa|contact|sms|text|ring|dial|reach)\b/i;
const CURRENCY_BEFORE = /(?:\b(?:usd|us|zar|zwg|zwl|kes|ksh|zmw|eur|gbp|r|k)\$?|[$€£])\s*:?\s*$/i;
const PRICE_WORDS_BEFORE =
  /\b(?:price[sd]?|asking|deposit|rent(?:al)?|cost|worth|valued\s+at|budget|offers?)\s*(?:of|is|at)?\s*:?\s*$/i;
const CURRENCY_AFTER =
  /^\s*(?:usd|zar|zwg|zwl|kes|ksh|zmw|eur|gbp|dollars?|rands?|shillings?|kwacha|per\b|p\/?m\b|\/\s*(?:month|night|week))/i;
const AREA_AFTER =
  /^\s*(?:m2|m²|sq\.?\s*m|sqm|sq\.?\s*ft|sq\.?\s*mts?|square|ha\b|hectares?|acres?|metres?|meters?|ft\b|km)/i;
const REFERENCE_BEFORE = /\b(?:plot|stand|erf|lot|ref|reference|no\.?|#)\s*:?\s*$/i;
const YEAR_RANGE = /^(?:18|19|20)\d\d\s*[\u2013-]\s*(?:18|19|20)\d\d$/;
const THOUSANDS_GROUPED = /^[1-9]\d{0,2}(?:[ .]\d{3})+$/;

function looksLikePhone(text: string, start: number, match: string): boolean {
  const digits = match.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS) return false;
  const before = text.slice(Math.max(0, start - 30), start);
  const after = text.slice(start + match.length, start + match.length + 20);
  if (CURRENCY_BEFORE.test(before) || PRICE_WORDS_BEFORE.test(before)) return false;
  if (CURRENCY_AFTER.test(after) || AREA_AFTER.test(after)) return false;
  if (PHONE_WORDS.test(before.slice(-25))) return true;
  if (REFERENCE_BEFORE.test(before) || YEAR_RANGE.test(match.trim())) return false;
  if (digits.length > MAX_PHONE_DIGITS) return true;
  const trimmed = match.trim();
  // An international or trunk prefix is what sets a phone number apart from an amount.
  if (/^(?:\+|\(|0)/.test(trimmed)) return true;
  return digits.length >= 9 && !THOUSANDS_GROUPED.test(trimmed);
}

export function containsPhoneNumber(text: string): boolean {
  for (const m of text.matchAll(DIGIT_RUN)) {
    if (looksLikePhone(text, m.index, m[0])) return true;
  }
  return false;
}

const LOCAL = String.raw`[a-z0-9][a-z0-9._%+-]*`;
const LABEL = String.raw`[a-z0-9](?:[a-z0-9-]*[a-z0-9])?`;
const TLD = String.raw`[a-z]{2,10}\b`;
const WORD_DOT = String.raw`\s*[([{<]\s*dot\s*[)\]}>]\s*|\s+dot\s+`;
const WORD_AT = String.raw`\s*[([{<]\s*at\s*[)\]}>]\s*|\s+at\s+|\s*\(a\)\s*`;
/** A real "@": dots may be spaced out or spelt. */
const EMAIL_AT = new RegExp(
  String.raw`${LOCAL}\s*@\s*(?:${LABEL}(?:\s*\.\s*|${WORD_DOT}))+${TLD}`,
  'i',
);
/**
 * A spelt-out "at": the dot must be tight ("gmail.com") or spelt too, so a sentence such as
 * "meet at noon. Great views" is not taken for an address.
 */
const EMAIL_WORD_AT = new RegExp(
  String.raw`${LOCAL}(?:${WORD_AT})(?:${LABEL}(?:\.|${WORD_DOT}))+${TLD}`,
  'i',
);

// An address is tested only around each "@" or spelt "at", within what an address can span
// (a 64-character local part, a domain of at most 255, spaces around spelt marks): a pattern
// tried from every position of a long text would cost time in the square of its length.
const AT_SIGN = /@/g;
const SPELT_AT = /\bat\b|\(a\)/gi;
const SPAN_BEFORE = 80;
const SPAN_AFTER = 320;

function matchesNear(text: string, anchor: RegExp, address: RegExp): boolean {
  for (const m of text.matchAll(anchor)) {
    const from = Math.max(0, m.index - SPAN_BEFORE);
    if (address.test(text.slice(from, m.index + m[0].length + SPAN_AFTER))) return true;
  }
  return false;
}

export function containsEmail(text: string): boolean {
  const clean = text.replace(/[\u200b-\u200d\ufeff]/g, '');
  return matchesNear(clean, AT_SIGN, EMAIL_AT) || matchesNear(clean, SPELT_AT, EMAIL_WORD_AT);
}

/** The problems of a description, phone first; empty when it is clean. */
export function contactProblems(text: string | null | undefined): ContactProblem[] {
  if (!text) return [];
  const problems: ContactProblem[] = [];
  if (containsPhoneNumber(text)) problems.push(PHONE_DETECTED);
  if (containsEmail(text)) problems.push(EMAIL_DETECTED);
  return problems;
}
