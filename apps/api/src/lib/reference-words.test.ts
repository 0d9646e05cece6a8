import { describe, expect, it } from 'vitest';
import {
  answerFeature,
  answerLocation,
  categoryIn,
  countryName,
  featureFor,
  featureIn,
  featureLabel,
  locationFor,
  wordIn,
  wordsOfCode,
} from './reference-words';

const words = { fr: { name: 'Chambre', description: 'Chambres' }, ar: { name: 'غرفة نوم' } };

describe("the site's words in a language", () => {
  it('takes the words of the language, else the original, field by field', () => {
    expect(wordIn(words, 'fr', 'name', 'Bedroom')).toBe('Chambre');
    expect(wordIn(words, 'ar', 'description', 'Bedrooms')).toBe('Bedrooms');
    expect(wordIn(words, 'en', 'name', 'Bedroom')).toBe('Bedroom');
    expect(wordIn({ fr: { name: '' } }, 'fr', 'name', 'Bedroom')).toBe('Bedroom');
    expect(wordIn(null, 'fr', 'name', 'Bedroom')).toBe('Bedroom');
  });

  it('labels a feature by its words, else its code as English words', () => {
    expect(wordsOfCode('DINING_ROOM')).toBe('Dining room');
    expect(featureLabel(words, 'ar', 'BEDROOM')).toBe('غرفة نوم');
    expect(featureLabel({}, 'fr', 'AIR_CONDITIONING')).toBe('Air conditioning');
  });

  it("keeps an agent's note as written and translates the catalogue's description", () => {
    const stored = { name: 'BEDROOM', description: 'Bedrooms', note: '', translations: words };
    expect(featureIn(stored, 'fr')).toEqual({
      name: 'BEDROOM',
      label: 'Chambre',
      description: 'Chambres',
      note: '',
    });
    const noted = { ...stored, description: 'En suite', note: 'En suite' };
    expect(featureIn(noted, 'fr').description).toBe('En suite');
  });

  it('writes an answer’s feature in English first, then in any language, without its words', () => {
    const shown = answerFeature({
      name: 'BEDROOM',
      description: 'Bedrooms',
      note: '',
      translations: words,
    });
    // What the answer sends: the words stay out of it.
    const sent = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
    expect(sent(shown)).toEqual({
      name: 'BEDROOM',
      label: 'Bedroom',
      description: 'Bedrooms',
      note: '',
    });
    expect(sent(featureFor(shown, 'fr'))).toEqual({
      name: 'BEDROOM',
      label: 'Chambre',
      description: 'Chambres',
      note: '',
    });
    // A feature that carries no words stays as it is.
    const plain = { name: 'POOL', label: 'Pool' };
    expect(featureFor(plain, 'fr')).toBe(plain);
  });

  it('names a category in the language, without its words', () => {
    expect(categoryIn({ publicId: 'c1', name: 'Buying', translations: words }, 'fr')).toEqual({
      publicId: 'c1',
      name: 'Chambre',
    });
  });

  it('names a listing’s country in the language, its city and suburb as written', () => {
    const place = answerLocation({ city: 'Harare', suburb: 'Avondale', country: 'Kenya' }, 'KE');
    expect({ ...locationFor(place, 'ar') }).toMatchObject({
      city: 'Harare',
      suburb: 'Avondale',
      country: 'كينيا',
    });
    expect(locationFor(locationFor(place, 'ar'), 'en').country).toBe('Kenya');
  });

  it('names a country as the language does, and keeps the stored English name', () => {
    expect(countryName('ZW', 'fr', 'Zimbabwe')).toBe('Zimbabwe');
    expect(countryName('ZA', 'fr', 'South Africa')).toBe('Afrique du Sud');
    expect(countryName('KE', 'ar', 'Kenya')).toBe('كينيا');
    expect(countryName('ZA', 'en', 'RSA')).toBe('RSA');
    expect(countryName('XX1', 'fr', 'Somewhere')).toBe('Somewhere');
  });
});
