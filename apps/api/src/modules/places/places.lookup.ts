import { distanceKm } from '@propdesk/shared';
import { foldForSearch } from '../../lib/search-text';
import type { AllPlaces } from '../locations';

type PlaceKind = 'suburb' | 'city' | 'country';

/** [south, north, west, east] in degrees, the order Nominatim uses. */
type BoundingBox = [number, number, number, number];

export interface FoundPlace {
  display_name: string;
  name: string;
  lat: number;
  lon: number;
  boundingbox: BoundingBox;
  /** 'place': an external geocoder's result. */
  kind: PlaceKind | 'place';
  countryId?: string;
  cityId?: string;
  suburbId?: string;
}

/** One of the site's own places. */
type LocalPlace = FoundPlace & { kind: PlaceKind };

interface IndexedPlace extends LocalPlace {
  /** The name as searches compare it, and where each of its words starts. */
  folded: string;
  wordStarts: number[];
}

export interface NearestSuburb {
  place: FoundPlace;
  suburb: { publicId: string; name: string };
  city: { publicId: string; name: string };
  country: { publicId: string; name: string };
  distanceKm: number;
}

/** Half the side of the box around a point: about 1 km for a suburb, 10 km for a city. */
const SUBURB_MARGIN = 0.01;
const CITY_MARGIN = 0.1;
/** On equal match, suburbs first: the listing editor looks for the suburb a listing is in. */
const KIND_ORDER: Record<PlaceKind, number> = { suburb: 0, city: 1, country: 2 };

const clampLat = (lat: number) => Math.max(-90, Math.min(90, lat));
const clampLon = (lon: number) => Math.max(-180, Math.min(180, lon));

function boxAround(lat: number, lon: number, margin: number): BoundingBox {
  return [
    clampLat(lat - margin),
    clampLat(lat + margin),
    clampLon(lon - margin),
    clampLon(lon + margin),
  ];
}

/** The smallest box holding every box given (boxes crossing the antimeridian are not expected). */
function boxHolding(first: BoundingBox, rest: BoundingBox[]): BoundingBox {
  return rest.reduce<BoundingBox>(
    (box, b) => [
      Math.min(box[0], b[0]),
      Math.max(box[1], b[1]),
      Math.min(box[2], b[2]),
      Math.max(box[3], b[3]),
    ],
    first,
  );
}

function indexed(place: LocalPlace): IndexedPlace {
  const folded = foldForSearch(place.name);
  const wordStarts = [...folded.matchAll(/(?<=[^\p{L}\p{N}])[\p{L}\p{N}]/gu)].map((m) => m.index);
  return { ...place, folded, wordStarts };
}

/** 0 for the whole name, 1 for its start, 2 for the start of a later word; -1 for no match. */
function matchTier(place: IndexedPlace, query: string): number {
  if (place.folded === query) return 0;
  if (place.folded.startsWith(query)) return 1;
  return place.wordStarts.some((start) => place.folded.startsWith(query, start)) ? 2 : -1;
}

/**
 * A site's countries, cities and suburbs, searchable by name and by nearness. Names match by
 * their start or the start of any of their words, case and accents ignored. Cities and suburbs
 * have coordinates; a country's point is the centre of the box around its cities and suburbs,
 * and a country without cities is left out (there is nothing to show on a map).
 */
export class PlaceLookup {
  private readonly places: IndexedPlace[] = [];
  private readonly suburbs: NearestSuburb[] = [];
  /** ISO codes of the site's countries, lowercase. */
  readonly countryCodes: string[];

  constructor(all: AllPlaces) {
    const countries = new Map(all.countries.map((c) => [c.id, c]));
    const cities = new Map(all.cities.map((c) => [c.id, c]));
    const cityBoxes = new Map<number, BoundingBox[]>();
    const countryBoxes = new Map<number, BoundingBox[]>();
    const boxesOf = (map: Map<number, BoundingBox[]>, id: number) =>
      map.get(id) ?? map.set(id, []).get(id)!;

    for (const s of all.suburbs) {
      const city = cities.get(s.cityId);
      const country = city && countries.get(city.countryId);
      if (!city || !country) continue;
      const boundingbox = boxAround(s.latitude, s.longitude, SUBURB_MARGIN);
      boxesOf(cityBoxes, city.id).push(boundingbox);
      const place: LocalPlace = {
        display_name: `${s.name}, ${city.name}, ${country.name}`,
        name: s.name,
        lat: s.latitude,
        lon: s.longitude,
        boundingbox,
        kind: 'suburb',
        countryId: country.publicId,
        cityId: city.publicId,
        suburbId: s.publicId,
      };
      this.places.push(indexed(place));
      this.suburbs.push({
        place,
        suburb: { publicId: s.publicId, name: s.name },
        city: { publicId: city.publicId, name: city.name },
        country: { publicId: country.publicId, name: country.name },
        distanceKm: 0,
      });
    }
    for (const city of all.cities) {
      const country = countries.get(city.countryId);
      if (!country) continue;
      const boundingbox = boxHolding(
        boxAround(city.latitude, city.longitude, CITY_MARGIN),
        cityBoxes.get(city.id) ?? [],
      );
      boxesOf(countryBoxes, country.id).push(boundingbox);
      this.places.push(
        indexed({
          display_name: `${city.name}, ${country.name}`,
          name: city.name,
          lat: city.latitude,
          lon: city.longitude,
          boundingbox,
          kind: 'city',
          countryId: country.publicId,
          cityId: city.publicId,
        }),
      );
    }
    for (const country of all.countries) {
      const [first, ...rest] = countryBoxes.get(country.id) ?? [];
      if (!first) continue;
      const boundingbox = boxHolding(first, rest);
      this.places.push(
        indexed({
          display_name: country.name,
          name: country.name,
          lat: (boundingbox[0] + boundingbox[1]) / 2,
          lon: (boundingbox[2] + boundingbox[3]) / 2,
          boundingbox,
          kind: 'country',
          countryId: country.publicId,
        }),
      );
    }
    this.countryCodes = all.countries.map((c) => c.code.toLowerCase());
  }

  /** How many places the lookup holds (what its cache entry weighs). */
  get size(): number {
    return this.places.length;
  }

  /**
   * Places whose name matches `query`: the whole name first, then names starting with it, then
   * names with a later word starting with it; on equal match suburbs, then cities, then
   * countries; then shorter names, then alphabetically.
   */
  search(query: string, limit: number): FoundPlace[] {
    const folded = foldForSearch(query);
    return this.places
      .map((place) => ({ place, tier: matchTier(place, folded) }))
      .filter(({ tier }) => tier >= 0)
      .sort(
        (a, b) =>
          a.tier - b.tier ||
          KIND_ORDER[a.place.kind] - KIND_ORDER[b.place.kind] ||
          a.place.folded.length - b.place.folded.length ||
          a.place.folded.localeCompare(b.place.folded) ||
          a.place.display_name.localeCompare(b.place.display_name),
      )
      .slice(0, limit)
      .map(({ place: { folded: _folded, wordStarts: _starts, ...place } }) => place);
  }

  /** The suburb nearest to a point, with its distance in km; undefined for a site without any. */
  nearestSuburb(point: { latitude: number; longitude: number }): NearestSuburb | undefined {
    let nearest: NearestSuburb | undefined;
    for (const suburb of this.suburbs) {
      const km = distanceKm(point, { latitude: suburb.place.lat, longitude: suburb.place.lon });
      if (!nearest || km < nearest.distanceKm) nearest = { ...suburb, distanceKm: km };
    }
    return nearest;
  }
}
