import type { LanguageCode } from '@propdesk/shared';

/**
 * A reference row's words in other languages (property types, catalogue features, article and
 * event categories): `{ fr: { name, description }, ar: {...} }`, only the keys the row has words
 * for. The row's own `name` and `description` are its original words.
 */
export type ReferenceWords = Partial<
  Record<LanguageCode, { name?: string | undefined; description?: string | undefined }>
>;

/** A row's field in `language`: its words in that language when it has them, else the original. */
export function wordIn(
  words: ReferenceWords | null | undefined,
  language: LanguageCode,
  field: 'name' | 'description',
  original: string,
): string {
  return words?.[language]?.[field] || original;
}

/** 'DINING_ROOM' -> 'Dining room': a catalogue feature's code as English words. */
export function wordsOfCode(code: string): string {
  const text = code.toLowerCase().replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A catalogue feature's display name in `language`: its words, else its code as English words. */
export function featureLabel(
  words: ReferenceWords | null | undefined,
  language: LanguageCode,
  code: string,
): string {
  return wordIn(words, language, 'name', wordsOfCode(code));
}

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in `language`: the stored name in English (the site's own spelling), else the
 * name the language gives the ISO 3166 code (`Intl.DisplayNames`), else the stored name.
 */
export function countryName(code: string, language: LanguageCode, stored: string): string {
  if (language === 'en' || !/^[A-Z]{2}$/.test(code)) return stored;
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    regionNames.set(language, names);
  }
  try {
    return names.of(code) ?? stored;
  } catch {
    return stored;
  }
}

/** A listing's feature as stored: its code, the note or catalogue description, its words. */
interface StoredFeature {
  name: string;
  /** The agent's note, else the catalogue's description. */
  description: string;
  note: string;
  translations?: ReferenceWords | null | undefined;
}

/**
 * A listing's feature in `language`: its label, and the catalogue's description in that language
 * unless the agent wrote a note (a note stays as written).
 */
export function featureIn<F extends StoredFeature>(
  feature: F,
  language: LanguageCode,
): Omit<F, 'translations'> & { label: string } {
  const { translations, ...rest } = feature;
  return {
    ...rest,
    label: featureLabel(translations, language, feature.name),
    description: feature.note
      ? feature.note
      : wordIn(translations, language, 'description', feature.description),
  };
}

/**
 * A listing's feature in an answer carries its words under this key, which no answer's schema
 * names: the answer is written in English first, then in the reader's language (featureFor).
 */
const WORDS = Symbol('words');

/** A listing's stored feature as an answer shows it in English, keeping its words. */
export function answerFeature<F extends StoredFeature>(feature: F) {
  return Object.assign(featureIn(feature, 'en'), { [WORDS]: feature });
}

/** An answer's feature (answerFeature) in `language`; as it is when it carries no words. */
export function featureFor<F extends { label: string }>(feature: F, language: LanguageCode): F {
  const stored = (feature as { [WORDS]?: StoredFeature })[WORDS];
  if (!stored) return feature;
  return { ...feature, ...featureIn(stored, language) };
}

/** A category (of articles or events) as an answer shows it: its name in `language`. */
export function categoryIn(
  category: { publicId: string; name: string; translations: ReferenceWords },
  language: LanguageCode,
): { publicId: string; name: string } {
  return {
    publicId: category.publicId,
    name: wordIn(category.translations, language, 'name', category.name),
  };
}

/** A listing's place in an answer carries its country's code and stored name under this key. */
const COUNTRY = Symbol('country');

/** A listing's place as an answer shows it in English, keeping its country's code. */
export function answerLocation<L extends { country: string }>(location: L, countryCode: string) {
  return Object.assign(location, { [COUNTRY]: { code: countryCode, name: location.country } });
}

/** An answer's place (answerLocation) with its country named in `language`. */
export function locationFor<L extends { country: string }>(location: L, language: LanguageCode): L {
  const country = (location as { [COUNTRY]?: { code: string; name: string } })[COUNTRY];
  if (!country) return location;
  return { ...location, country: countryName(country.code, language, country.name) };
}
