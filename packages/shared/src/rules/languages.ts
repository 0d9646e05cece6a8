/**
 * The languages Propdesk offers, once for the API and the web: English (the default), French and
 * Arabic (written right to left). A site offers some of them; a person's choice or the browser's
 * languages pick one of those (negotiateLanguage).
 */
export const LANGUAGES = [
  { code: 'en', englishName: 'English', nativeName: 'English', dir: 'ltr' },
  { code: 'fr', englishName: 'French', nativeName: 'Français', dir: 'ltr' },
  { code: 'ar', englishName: 'Arabic', nativeName: 'العربية', dir: 'rtl' },
] as const satisfies readonly Language[];

export type LanguageCode = 'en' | 'fr' | 'ar';
export type TextDirection = 'ltr' | 'rtl';

export interface Language {
  /** The ISO 639-1 code, as in Accept-Language and `<html lang>`. */
  code: LanguageCode;
  englishName: string;
  /** What the language calls itself: the name a language picker shows. */
  nativeName: string;
  dir: TextDirection;
}

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The language with this code. */
export function languageOf(code: LanguageCode): Language {
  return LANGUAGES.find((l) => l.code === code)!;
}

/** 'rtl' for Arabic, 'ltr' for the others (and for a code Propdesk does not offer). */
export function languageDirection(code: string): TextDirection {
  return LANGUAGES.find((l) => l.code === code)?.dir ?? 'ltr';
}

/** The longest Accept-Language header read; anything past it is ignored. */
const MAX_HEADER_LENGTH = 4096;
/** A language range: `*`, or a primary tag of letters with optional subtags (RFC 9110 §12.5.4). */
const RANGE = /^(?:\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)$/i;
const QUALITY = /^q=(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

interface Wish {
  /** The primary subtag in lower case (`fr` for `fr-CA`), or `*`. */
  primary: string;
  q: number;
}

function parseAcceptLanguage(header: string): Wish[] {
  const wishes: Wish[] = [];
  for (const part of header.slice(0, MAX_HEADER_LENGTH).split(',')) {
    const [range = '', ...params] = part.split(';').map((s) => s.trim());
    if (!RANGE.test(range)) continue;
    let q = 1;
    let valid = true;
    for (const param of params) {
      if (/^q=/i.test(param)) {
        if (!QUALITY.test(param)) valid = false;
        else q = Number(param.slice(2));
      }
    }
    if (!valid || q <= 0) continue;
    wishes.push({ primary: range.split('-')[0]!.toLowerCase(), q });
  }
  return wishes;
}

/** The first offered language the wishes name, the best weighted first, then in their order. */
function bestMatch<Fallback extends LanguageCode | null>(
  wishes: readonly Wish[],
  offered: readonly LanguageCode[],
  fallback: Fallback,
): LanguageCode | Fallback {
  // A stable sort: equal weights keep the order the client gave.
  const ranked = [...wishes].sort((a, b) => b.q - a.q);
  for (const wish of ranked) {
    if (wish.primary === '*') return fallback;
    const match = offered.find((code) => code === wish.primary);
    if (match) return match;
  }
  return fallback;
}

/**
 * The offered language an Accept-Language header asks for: `fr-CA` matches `fr`, a higher
 * q-value wins and equal ones keep the header's order, q=0 excludes a language, malformed parts
 * are skipped, and `*` (any language) answers the fallback. Without a match, the fallback
 * (null asks whether the header named an offered language at all). Never throws.
 */
export function negotiateLanguage<Fallback extends LanguageCode | null>(
  acceptLanguage: string | null | undefined,
  offered: readonly LanguageCode[],
  fallback: Fallback,
): LanguageCode | Fallback {
  if (typeof acceptLanguage !== 'string') return fallback;
  return bestMatch(parseAcceptLanguage(acceptLanguage), offered, fallback);
}

/**
 * The offered language a browser's list asks for (`navigator.languages`, most wanted first):
 * the same rule as negotiateLanguage, each entry weighted by its place.
 */
export function negotiateBrowserLanguages(
  browserLanguages: readonly string[] | null | undefined,
  offered: readonly LanguageCode[],
  fallback: LanguageCode,
): LanguageCode {
  if (!Array.isArray(browserLanguages)) return fallback;
  const wishes = browserLanguages
    .map((tag) => (typeof tag === 'string' ? tag.trim() : ''))
    .filter((tag) => tag !== '*' && RANGE.test(tag))
    .map((tag) => ({ primary: tag.split('-')[0]!.toLowerCase(), q: 1 }));
  return bestMatch(wishes, offered, fallback);
}
