import type { CellResult, ListingCsvField } from '@propdesk/shared';
import type { AllPlaces } from '../locations';

/** The farthest a typed name may be from a site's name (in edits) to be suggested for it. */
const NEAR_MISS = 2;

interface TypeName {
  id: number;
  publicId: string;
  name: string;
  translations: Partial<Record<string, { name?: string | undefined }>> | null;
}

type SuburbResult = { value: { publicId: string } } | { problem: string; field: ListingCsvField };

/** The site's type and place names, read once per import run or preview. */
export interface SiteNames {
  type(name: string): CellResult<{ id: number; publicId: string }>;
  suburb(place: { country: string; city: string; suburb: string }): SuburbResult;
}

const key = (name: string) => name.trim().toLocaleLowerCase().replace(/\s+/g, ' ');

/** Levenshtein distance, stopping early once it is over `max` (then any number over max). */
export function editDistance(a: string, b: string, max = NEAR_MISS): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, current[j]!);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** The closest of `names` to `typed` within NEAR_MISS edits, if any. */
function nearest(typed: string, names: Iterable<string>): string | undefined {
  let found: string | undefined;
  let distance = NEAR_MISS + 1;
  const typedKey = key(typed);
  for (const name of names) {
    const d = editDistance(typedKey, key(name));
    if (d < distance) [found, distance] = [name, d];
  }
  return found;
}

function unknown(kind: string, typed: string, names: Iterable<string>) {
  const close = nearest(typed, names);
  const text = `Unknown ${kind} '${typed}'.`;
  return close ? `${text} Did you mean '${close}'?` : text;
}

/** Groups rows by the key of their name. */
function byName<T>(rows: T[], names: (row: T) => string[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    for (const name of new Set(names(row).map(key))) {
      map.set(name, [...(map.get(name) ?? []), row]);
    }
  }
  return map;
}

/**
 * Types match by name in any of the site's languages, case-insensitive; suburbs by name
 * within the row's city (and country) when the file gives them. A near miss gets a suggestion:
 * "Unknown suburb 'Avondle'. Did you mean 'Avondale'?".
 */
export function siteNames(types: TypeName[], places: AllPlaces): SiteNames {
  const typeNames = (t: TypeName) => [
    t.name,
    ...Object.values(t.translations ?? {}).flatMap((words) => (words?.name ? [words.name] : [])),
  ];
  const typesByName = byName(types, typeNames);
  const countriesByName = byName(places.countries, (c) => [c.name, c.code]);
  const citiesByName = byName(places.cities, (c) => [c.name]);
  const suburbsByName = byName(places.suburbs, (s) => [s.name]);

  return {
    type(name) {
      if (!name.trim()) return { problem: 'Enter the property type' };
      const found = typesByName.get(key(name));
      if (found?.[0]) return { value: found[0] };
      return { problem: unknown('type', name.trim(), types.flatMap(typeNames)) };
    },
    suburb({ country, city, suburb }) {
      if (!suburb.trim()) return { problem: 'Select a suburb', field: 'suburb' };
      let cities = places.cities;
      if (country.trim()) {
        const countries = countriesByName.get(key(country));
        if (!countries) {
          const names = places.countries.map((c) => c.name);
          return { problem: unknown('country', country.trim(), names), field: 'country' };
        }
        const ids = new Set(countries.map((c) => c.id));
        cities = cities.filter((c) => ids.has(c.countryId));
      }
      if (city.trim()) {
        const inCountry = new Set(cities.map((c) => c.id));
        const named = (citiesByName.get(key(city)) ?? []).filter((c) => inCountry.has(c.id));
        if (!named.length) {
          const names = cities.map((c) => c.name);
          return { problem: unknown('city', city.trim(), names), field: 'city' };
        }
        cities = named;
      }
      const cityIds = new Set(cities.map((c) => c.id));
      const candidates = (suburbsByName.get(key(suburb)) ?? []).filter((s) =>
        cityIds.has(s.cityId),
      );
      if (candidates.length === 1) return { value: candidates[0]! };
      if (candidates.length > 1) {
        return {
          problem: `There are several suburbs named '${suburb.trim()}': add the City column`,
          field: 'suburb',
        };
      }
      const names = places.suburbs.filter((s) => cityIds.has(s.cityId)).map((s) => s.name);
      return { problem: unknown('suburb', suburb.trim(), names), field: 'suburb' };
    },
  };
}
