import type { Category } from '../constants';
import {
  CATEGORY_PHRASES,
  CATEGORY_WORDS,
  COUNTED_FEATURES,
  CURRENCY_WORDS,
  FEATURE_SYNONYMS,
  MAGNITUDES,
  MAX_WORDS,
  MIN_WORDS,
  NUMBER_WORDS,
  TYPE_SYNONYMS,
} from './ai-search-words';

/** What the parser may recognise: the tenant's own names, so it never guesses outside them. */
export interface AiSearchVocabulary {
  /** Property type names, parents and children. */
  types: readonly string[];
  suburbs: readonly { name: string; city: string }[];
  cities: readonly string[];
  /** Feature catalogue names, e.g. BEDROOM, POOL, AIR_CONDITIONING. */
  features: readonly string[];
  /** Currency codes the tenant's countries use. */
  currencies: readonly string[];
  /** Assumed for a price bound given without a currency. */
  defaultCurrency?: string;
}

export interface AiSearchFilters {
  category?: Category;
  type?: string;
  suburb?: string;
  city?: string;
  minBedrooms?: number;
  minBathrooms?: number;
  minPrice?: number;
  maxPrice?: number;
  currency?: string;
  features: string[];
}

export interface AiSearchParse {
  filters: AiSearchFilters;
  /** One short phrase per filter, in the order read. */
  understood: string[];
}

export const AI_SEARCH_MAX_QUERY_LENGTH = 300;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Word boundaries that also work next to symbols such as "$" or "/night". */
const bounded = (alternatives: string[]) =>
  `(?<![\\p{L}\\p{N}])(?:${alternatives.map(escape).join('|')})(?![\\p{L}\\p{N}])`;
/** A qualifier such as "under" or "<", followed by an amount. */
const qualifier = (alternatives: string[]) =>
  `(?<![\\p{L}\\p{N}])(?:${alternatives.map(escape).join('|')})(?!\\p{L})`;
const byLengthDesc = (a: string, b: string) => b.length - a.length;
const plurals = (phrase: string) =>
  phrase.endsWith('y')
    ? [phrase, `${phrase}s`, `${phrase.slice(0, -1)}ies`]
    : [phrase, `${phrase}s`, `${phrase}es`];

/** Mutable working text: matched spans are blanked so later rules do not read them again. */
class Text {
  constructor(public value: string) {}
  take(re: RegExp): RegExpExecArray | null {
    const m = re.exec(this.value);
    if (m) this.blank(m.index, m[0].length);
    return m;
  }
  find(re: RegExp): RegExpExecArray | null {
    return re.exec(this.value);
  }
  /** A "|" keeps the words on either side from reading as one phrase. */
  blank(index: number, length: number) {
    const filler = length < 3 ? ' '.repeat(length) : ` ${'|'.repeat(length - 2)} `;
    this.value = this.value.slice(0, index) + filler + this.value.slice(index + length);
  }
}

function normalise(query: string): string {
  return ` ${query
    .slice(0, AI_SEARCH_MAX_QUERY_LENGTH)
    .toLowerCase()
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\p{L}\p{N}$€£&/<>=.,+\- ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

function countWord(word: string): number | undefined {
  const n = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word];
  return n !== undefined && n > 0 && n <= 50 ? n : undefined;
}

function takeCount(text: Text, nouns: string): number | undefined {
  const num = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
  const patterns = [
    new RegExp(
      `(?<![\\p{L}\\p{N}])(?:at least |min(?:imum)? )?${num}\\s*(?:\\+|or more)?\\s*-?\\s*(?:${nouns})(?![\\p{L}\\p{N}])`,
      'u',
    ),
    new RegExp(`(?<![\\p{L}\\p{N}])(?:${nouns})\\s*:?\\s*${num}(?![\\p{L}\\p{N}])`, 'u'),
  ];
  for (const re of patterns) {
    const m = text.take(re);
    if (m) return countWord(m[1]!);
  }
  return undefined;
}

function parseAmount(raw: string, magnitude?: string): number | undefined {
  let digits = raw.replace(/\s+/g, '');
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(digits)) digits = digits.replace(/,/g, '');
  else if (/^\d{1,3}(?:\.\d{3}){2,}$/.test(digits)) digits = digits.replace(/\./g, '');
  else digits = digits.replace(',', '.');
  const value = Number(digits) * (magnitude ? (MAGNITUDES[magnitude] ?? 1) : 1);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) / 100 : undefined;
}

interface Amount {
  value: number;
  currency?: string;
}

function currencyOf(token: string | undefined, known: Set<string>): string | undefined {
  if (!token) return undefined;
  const t = token.trim();
  if (t === 'r') return known.has('ZAR') ? 'ZAR' : undefined;
  const code = CURRENCY_WORDS[t] ?? t.toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : undefined;
}

function amountPattern(currencies: string[]): string {
  const codes = currencies.map((c) => c.toLowerCase());
  const words = Object.keys(CURRENCY_WORDS).filter((w) => !/^[$€£]|us\$/.test(w));
  const before = `(?<![\\p{L}\\p{N}.,])(us\\$|\\$|€|£|r(?=\\s?\\d)|${codes.join('|')})?\\s?`;
  const number = '(\\d{1,3}(?:[ ,]\\d{3})+(?:\\.\\d+)?|\\d+(?:[.,]\\d+)?)';
  const magnitude = `(?:\\s?(${Object.keys(MAGNITUDES).join('|')})(?![\\p{L}\\p{N}]))?`;
  const after = `(?:\\s?(${[...codes, ...words].map(escape).join('|')})(?![\\p{L}\\p{N}]))?`;
  return `${before}${number}${magnitude}${after}`;
}

function readAmount(m: RegExpExecArray, offset: number, known: Set<string>): Amount | undefined {
  const value = parseAmount(m[offset + 1]!, m[offset + 2]);
  if (value === undefined) return undefined;
  const currency = currencyOf(m[offset] ?? m[offset + 3], known);
  return { value, ...(currency && { currency }) };
}

function takePrices(text: Text, vocab: AiSearchVocabulary) {
  const known = new Set([...vocab.currencies, 'USD', 'ZAR', 'KES', 'ZMW', 'ZWG', 'EUR', 'GBP']);
  const amount = amountPattern([...known]);
  const flags = 'u';
  let min: Amount | undefined;
  let max: Amount | undefined;

  const range = text.find(
    new RegExp(`(between |from )?${amount}\\s?(?:-|to|and)\\s?${amount}(?![\\p{L}\\p{N}])`, flags),
  );
  // "2 to 3" on its own is not a price range: it needs a lead word, a money mark or size.
  if (range) {
    const low = readAmount(range, 2, known);
    const high = readAmount(range, 6, known);
    const marked = [range[1], range[2], range[4], range[5], range[6], range[8], range[9]].some(
      (g) => g !== undefined,
    );
    if (low && high && (marked || (low.value >= 100 && high.value >= 100))) {
      text.blank(range.index, range[0].length);
      min = low;
      max = high;
      if (!min.currency && max.currency) min.currency = max.currency;
      // "500-800k": the magnitude written once applies to both ends.
      if (range[4] === undefined && range[8] && min.value < max.value / 100) {
        min.value = parseAmount(range[3]!, range[8]) ?? min.value;
      }
    }
  }
  if (!max) {
    const m = text.take(new RegExp(`${qualifier(MAX_WORDS)}\\s?${amount}`, flags));
    if (m) max = readAmount(m, 1, known);
  }
  if (!min) {
    const m = text.take(new RegExp(`${qualifier(MIN_WORDS)}\\s?${amount}`, flags));
    if (m) min = readAmount(m, 1, known);
  }
  if (!min && !max) {
    // A bare amount counts only when it is clearly money: a currency or a magnitude.
    const re = new RegExp(amount, `g${flags}`);
    for (const m of text.value.matchAll(re)) {
      const hasMoneyMark = m[1] !== undefined || m[3] !== undefined || m[4] !== undefined;
      if (!hasMoneyMark) continue;
      max = readAmount(m, 1, known);
      text.blank(m.index, m[0].length);
      break;
    }
  }
  const loose = text.take(new RegExp(bounded([...known].map((c) => c.toLowerCase())), flags));
  const currency =
    max?.currency ??
    min?.currency ??
    (loose ? loose[0].toUpperCase() : undefined) ??
    (min || max ? vocab.defaultCurrency : undefined);
  return { min: min?.value, max: max?.value, currency };
}

function phraseTable(entries: [string, string][]): { re: RegExp; lookup: Map<string, string> } {
  const lookup = new Map<string, string>();
  for (const [phrase, target] of entries) {
    if (!lookup.has(phrase)) lookup.set(phrase, target);
  }
  const phrases = [...lookup.keys()].sort(byLengthDesc);
  return { re: new RegExp(bounded(phrases), 'u'), lookup };
}

function takeType(text: Text, types: readonly string[]): string | undefined {
  if (!types.length) return undefined;
  const byLower = new Map(types.map((t) => [t.toLowerCase(), t]));
  const entries: [string, string][] = [];
  for (const type of types) {
    for (const p of plurals(type.toLowerCase())) entries.push([p, type]);
  }
  for (const [word, target] of Object.entries(TYPE_SYNONYMS)) {
    const real = byLower.get(target.toLowerCase());
    if (real) for (const p of plurals(word)) entries.push([p, real]);
  }
  const { re, lookup } = phraseTable(entries);
  const m = text.take(re);
  return m ? lookup.get(m[0]) : undefined;
}

function featurePhrases(features: readonly string[]): [string, string][] {
  const names = new Set(features);
  const entries: [string, string][] = [];
  for (const name of features) {
    if (COUNTED_FEATURES.has(name)) continue;
    for (const p of plurals(name.toLowerCase().replace(/_/g, ' '))) entries.push([p, name]);
  }
  for (const [word, target] of Object.entries(FEATURE_SYNONYMS)) {
    if (names.has(target)) for (const p of plurals(word)) entries.push([p, target]);
  }
  return entries;
}

function takePlace(text: Text, vocab: AiSearchVocabulary, featureWords: Set<string>) {
  const entries: [string, string][] = [
    ...vocab.suburbs.map((s): [string, string] => [s.name.toLowerCase(), `s:${s.name}`]),
    ...vocab.cities.map((c): [string, string] => [c.toLowerCase(), `c:${c}`]),
  ];
  if (!entries.length) return {};
  const { re, lookup } = phraseTable(entries);
  const global = new RegExp(re.source, 'gu');
  const found = [...text.value.matchAll(global)].map((m) => ({
    index: m.index,
    length: m[0].length,
    key: lookup.get(m[0])!,
    afterPreposition: /(?:^|\s)(?:in|at|near|around|close to|within|of)\s$/.test(
      text.value.slice(Math.max(0, m.index - 12), m.index),
    ),
    featureWord: featureWords.has(m[0]),
  }));
  const usable = found.filter((f) => f.afterPreposition || !f.featureWord);
  const suburb =
    usable.find((f) => f.key.startsWith('s:') && f.afterPreposition) ??
    usable.find((f) => f.key.startsWith('s:'));
  const city = usable.find((f) => f.key.startsWith('c:'));
  const pick = suburb ?? city;
  if (!pick) return {};
  for (const f of [suburb, city]) if (f) text.blank(f.index, f.length);
  if (suburb) {
    const name = suburb.key.slice(2);
    const cityName = city?.key.slice(2);
    const match =
      vocab.suburbs.find((s) => s.name === name && s.city === cityName) ??
      vocab.suburbs.find((s) => s.name === name)!;
    return { suburb: match.name, city: match.city };
  }
  return { city: pick.key.slice(2) };
}

function formatMoney(value: number, currency?: string) {
  return `${value.toLocaleString('en-US')}${currency ? ` ${currency}` : ''}`;
}

/**
 * Turns a plain sentence into listing filters. Deterministic: the same sentence and vocabulary
 * always give the same filters, and nothing outside the vocabulary is ever returned.
 */
export function parseAiSearch(query: string, vocab: AiSearchVocabulary): AiSearchParse {
  const text = new Text(normalise(query));
  const filters: AiSearchFilters = { features: [] };
  const understood: string[] = [];

  const bedrooms = takeCount(text, 'bed(?:room)?(?:ed|s)?|br|bdr|bd');
  const bathrooms = takeCount(text, 'bath(?:room)?s?|ba');
  if (bedrooms) filters.minBedrooms = bedrooms;
  if (bathrooms) filters.minBathrooms = bathrooms;

  const prices = takePrices(text, vocab);

  for (const [category, phrases] of CATEGORY_PHRASES) {
    if (text.take(new RegExp(bounded([...phrases].sort(byLengthDesc)), 'u'))) {
      filters.category ??= category;
    }
  }

  const type = takeType(text, vocab.types);
  if (type) filters.type = type;

  const features = featurePhrases(vocab.features);
  const place = takePlace(text, vocab, new Set(features.map(([p]) => p)));
  Object.assign(filters, place);

  if (features.length) {
    const { re, lookup } = phraseTable(features);
    const global = new RegExp(re.source, 'gu');
    for (const m of text.value.matchAll(global)) {
      const name = lookup.get(m[0])!;
      if (!filters.features.includes(name)) filters.features.push(name);
    }
  }

  if (prices.min !== undefined) filters.minPrice = prices.min;
  if (prices.max !== undefined) filters.maxPrice = prices.max;
  if (prices.currency) filters.currency = prices.currency;
  if (
    filters.minPrice !== undefined &&
    filters.maxPrice !== undefined &&
    filters.minPrice > filters.maxPrice
  ) {
    [filters.minPrice, filters.maxPrice] = [filters.maxPrice, filters.minPrice];
  }

  if (filters.minBedrooms) understood.push(`at least ${filters.minBedrooms} bedrooms`);
  if (filters.minBathrooms) understood.push(`at least ${filters.minBathrooms} bathrooms`);
  if (filters.type) understood.push(filters.type);
  if (filters.category) understood.push(CATEGORY_WORDS[filters.category]);
  if (filters.suburb) understood.push(`in ${filters.suburb}, ${filters.city}`);
  else if (filters.city) understood.push(`in ${filters.city}`);
  for (const f of filters.features) understood.push(`with ${f.toLowerCase().replace(/_/g, ' ')}`);
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined) {
    understood.push(
      `between ${formatMoney(filters.minPrice)} and ${formatMoney(filters.maxPrice, filters.currency)}`,
    );
  } else if (filters.maxPrice !== undefined) {
    understood.push(`at most ${formatMoney(filters.maxPrice, filters.currency)}`);
  } else if (filters.minPrice !== undefined) {
    understood.push(`at least ${formatMoney(filters.minPrice, filters.currency)}`);
  } else if (filters.currency) {
    understood.push(`priced in ${filters.currency}`);
  }
  return { filters, understood };
}
