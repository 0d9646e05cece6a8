import { and, asc, count, eq, ilike, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { cities, countries, suburbs } from './locations.tables';

const placeColumns = (t: typeof cities | typeof suburbs) => ({
  publicId: t.publicId,
  name: t.name,
  latitude: t.latitude,
  longitude: t.longitude,
});

export async function listCountries(db: Database, tenantId: number, offset: number, limit: number) {
  const where = eq(countries.tenantId, tenantId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        publicId: countries.publicId,
        name: countries.name,
        code: countries.code,
        currencies: countries.currencies,
      })
      .from(countries)
      .where(where)
      .orderBy(asc(countries.name), asc(countries.code))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(countries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every currency of the site's countries, each country's default first, countries by name. */
export async function listSiteCurrencies(db: Database, tenantId: number) {
  const rows = await db
    .select({ currencies: countries.currencies })
    .from(countries)
    .where(eq(countries.tenantId, tenantId))
    .orderBy(asc(countries.name), asc(countries.code));
  return [...new Set(rows.flatMap((row) => row.currencies))];
}

export async function findCountry(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(countries)
    .where(and(eq(countries.tenantId, tenantId), eq(countries.publicId, publicId)))
    .limit(1);
  return row;
}

/** The site's country with this ISO 3166-1 alpha-2 code. */
export async function findCountryByCode(db: Database, tenantId: number, code: string) {
  const [row] = await db
    .select({ publicId: countries.publicId, name: countries.name })
    .from(countries)
    .where(and(eq(countries.tenantId, tenantId), eq(countries.code, code)))
    .limit(1);
  return row;
}

export async function findCity(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(cities)
    .where(and(eq(cities.tenantId, tenantId), eq(cities.publicId, publicId)))
    .limit(1);
  return row;
}

export async function listCities(
  db: Database,
  tenantId: number,
  countryId: number,
  offset: number,
  limit: number,
) {
  const where = and(eq(cities.tenantId, tenantId), eq(cities.countryId, countryId));
  const [rows, [total]] = await Promise.all([
    db
      .select(placeColumns(cities))
      .from(cities)
      .where(where)
      .orderBy(asc(cities.name))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(cities).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function listSuburbs(
  db: Database,
  tenantId: number,
  cityId: number,
  offset: number,
  limit: number,
) {
  const where = and(eq(suburbs.tenantId, tenantId), eq(suburbs.cityId, cityId));
  const [rows, [total]] = await Promise.all([
    db
      .select(placeColumns(suburbs))
      .from(suburbs)
      .where(where)
      .orderBy(asc(suburbs.name))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(suburbs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A suburb with its city and country, by public id. */
export async function findSuburbDetail(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select({
      id: suburbs.id,
      publicId: suburbs.publicId,
      name: suburbs.name,
      latitude: suburbs.latitude,
      longitude: suburbs.longitude,
      city: { id: cities.id, publicId: cities.publicId, name: cities.name },
      country: { id: countries.id, publicId: countries.publicId, name: countries.name },
    })
    .from(suburbs)
    .innerJoin(cities, eq(cities.id, suburbs.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(and(eq(suburbs.tenantId, tenantId), eq(suburbs.publicId, publicId)))
    .limit(1);
  return row;
}

export async function findPlaceNames(
  db: Database,
  tenantId: number,
  ids: { countryId?: number | null; cityId?: number | null; suburbId?: number | null },
) {
  const [country, city, suburb] = await Promise.all([
    ids.countryId
      ? db
          .select()
          .from(countries)
          .where(and(eq(countries.tenantId, tenantId), eq(countries.id, ids.countryId)))
          .limit(1)
      : [],
    ids.cityId
      ? db
          .select()
          .from(cities)
          .where(and(eq(cities.tenantId, tenantId), eq(cities.id, ids.cityId)))
          .limit(1)
      : [],
    ids.suburbId
      ? db
          .select()
          .from(suburbs)
          .where(and(eq(suburbs.tenantId, tenantId), eq(suburbs.id, ids.suburbId)))
          .limit(1)
      : [],
  ]);
  return { country: country[0], city: city[0], suburb: suburb[0] };
}

/** A suburb with the currencies of its country, chosen by `which` (public or internal id). */
function suburbWithCurrencies(db: Database, tenantId: number, which: SQL) {
  return db
    .select({ id: suburbs.id, name: suburbs.name, currencies: countries.currencies })
    .from(suburbs)
    .innerJoin(cities, eq(cities.id, suburbs.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(and(eq(suburbs.tenantId, tenantId), which))
    .limit(1);
}

export async function findSuburbWithCurrencies(db: Database, tenantId: number, publicId: string) {
  const [row] = await suburbWithCurrencies(db, tenantId, eq(suburbs.publicId, publicId));
  return row;
}

export async function findSuburbCurrencies(db: Database, tenantId: number, suburbId: number) {
  const [row] = await suburbWithCurrencies(db, tenantId, eq(suburbs.id, suburbId));
  return row?.currencies ?? [];
}

/** Every country, city and suburb of the tenant (reference data: a few thousand rows at most). */
export async function loadAllPlaces(db: Database, tenantId: number) {
  const [countryRows, cityRows, suburbRows] = await Promise.all([
    db
      .select({
        id: countries.id,
        publicId: countries.publicId,
        name: countries.name,
        code: countries.code,
      })
      .from(countries)
      .where(eq(countries.tenantId, tenantId)),
    db
      .select({ id: cities.id, countryId: cities.countryId, ...placeColumns(cities) })
      .from(cities)
      .where(eq(cities.tenantId, tenantId)),
    db
      .select({ cityId: suburbs.cityId, ...placeColumns(suburbs) })
      .from(suburbs)
      .where(eq(suburbs.tenantId, tenantId)),
  ]);
  return { countries: countryRows, cities: cityRows, suburbs: suburbRows };
}

/** `%`, `_` and `\\` in a typed name match themselves, not any text. */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The site's cities and suburbs whose names contain `name` (any case), `limit` of each. */
export async function findPlacesNamed(db: Database, tenantId: number, name: string, limit: number) {
  const pattern = likeContaining(name);
  const [cityRows, suburbRows] = await Promise.all([
    db
      .select({
        publicId: cities.publicId,
        name: cities.name,
        country: { publicId: countries.publicId, name: countries.name },
      })
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(and(eq(cities.tenantId, tenantId), ilike(cities.name, pattern)))
      .orderBy(asc(cities.name))
      .limit(limit),
    db
      .select({
        publicId: suburbs.publicId,
        name: suburbs.name,
        city: { publicId: cities.publicId, name: cities.name },
        country: { publicId: countries.publicId, name: countries.name },
      })
      .from(suburbs)
      .innerJoin(cities, eq(cities.id, suburbs.cityId))
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(and(eq(suburbs.tenantId, tenantId), ilike(suburbs.name, pattern)))
      .orderBy(asc(suburbs.name))
      .limit(limit),
  ]);
  return { cities: cityRows, suburbs: suburbRows };
}

export async function findSuburbId(db: Database, tenantId: number, publicId: string) {
  const [row] = await db
    .select({ id: suburbs.id })
    .from(suburbs)
    .where(and(eq(suburbs.tenantId, tenantId), eq(suburbs.publicId, publicId)))
    .limit(1);
  return row?.id;
}

/**
 * A query another module embeds as a correlated subquery (in parentheses): the suburb
 * `suburbId` names as a JSON object with its public id, name and city's name.
 */
export function suburbSummaryQuery(suburbId: SQLWrapper): SQL {
  return sql`SELECT json_build_object('publicId', ${suburbs.publicId}, 'name', ${suburbs.name},
              'city', ${cities.name})
            FROM ${suburbs} JOIN ${cities} ON ${cities.id} = ${suburbs.cityId}
            WHERE ${suburbs.id} = ${suburbId}`;
}

/** Suburbs with their city, country and currencies: what a listing's location shows. */
export async function listSuburbLabels(db: Database, tenantId: number) {
  return db
    .select({
      id: suburbs.id,
      publicId: suburbs.publicId,
      name: suburbs.name,
      city: cities.name,
      country: countries.name,
      countryCode: countries.code,
      currencies: countries.currencies,
    })
    .from(suburbs)
    .innerJoin(cities, eq(cities.id, suburbs.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(eq(suburbs.tenantId, tenantId));
}
