import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl, testSetting } from '../../../config';
import { freshPostgres } from '../../../test/helper';
import { parseODataQuery } from '.';
import { NOW, fields, options, render } from './fields.fixture';

/**
 * The SQL run for real, on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), over a
 * small table with nulls in every column: hand-checked answers, then generated filters whose
 * rows must be those OData's rules pick, worked out here in JavaScript.
 */

interface Row {
  key: string;
  city: string | null;
  price: number | null;
  bedrooms: number | null;
  photos: bigint;
  lat: number | null;
  isNew: boolean | null;
  contractDate: string | null;
  modifiedAt: string;
  createdAt: string | null;
  appliances: (string | null)[] | null;
  levels: (number | null)[];
}

const ROWS: Row[] = [
  {
    key: 'K1',
    city: 'paris',
    price: 100000,
    bedrooms: 2,
    photos: 3n,
    lat: 48.85,
    isNew: true,
    contractDate: '2024-01-15',
    modifiedAt: '2024-01-01T10:00:00Z',
    createdAt: '2023-12-01T00:00:00Z',
    appliances: ['oven', 'fridge'],
    levels: [1, 2],
  },
  {
    key: 'K2',
    city: 'lyon',
    price: 250000.5,
    bedrooms: 3,
    photos: 0n,
    lat: 45.76,
    isNew: false,
    contractDate: '2024-02-29',
    modifiedAt: '2024-03-01T00:00:00Z',
    createdAt: null,
    appliances: ['oven'],
    levels: [1],
  },
  {
    key: 'K3',
    city: null,
    price: null,
    bedrooms: null,
    photos: 1n,
    lat: null,
    isNew: null,
    contractDate: null,
    modifiedAt: '2025-06-30T23:30:00Z',
    createdAt: '2025-01-01T00:00:00Z',
    appliances: [],
    levels: [],
  },
  {
    key: 'K4',
    city: 'nice',
    price: 999999.99,
    bedrooms: 5,
    photos: 12n,
    lat: -33.86,
    isNew: true,
    contractDate: '2023-12-31',
    modifiedAt: '2026-11-27T13:00:00Z',
    createdAt: '2026-01-01T00:00:00Z',
    appliances: null,
    levels: [0, null],
  },
  {
    key: 'K5',
    city: 'paris',
    price: 250000.5,
    bedrooms: 1,
    photos: 9007199254740993n,
    lat: 0,
    isNew: false,
    contractDate: '2024-01-15',
    modifiedAt: '2024-01-01T10:00:00Z',
    createdAt: '2023-06-01T00:00:00+02:00',
    appliances: ['fridge', null],
    levels: [3],
  },
];

let run: (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;
let close: () => Promise<void>;

beforeAll(async () => {
  const url = testDatabaseUrl();
  if (url) {
    const database = await freshPostgres(url);
    const client = new pg.Client({ connectionString: database.ownerUrl });
    await client.connect();
    run = async (text, params) => (await client.query(text, params)).rows;
    close = async () => {
      await client.end();
      await database.drop();
    };
  } else {
    const client = await PGlite.create();
    run = async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows;
    close = () => client.close();
  }
  await run(
    `create table properties (
      id serial primary key, public_id text not null, city text, price numeric(12, 2),
      bedrooms int, photos bigint not null, lat double precision, new_construction boolean,
      contract_date date, modified_at timestamptz not null, created_at timestamptz,
      remarks text, appliances text[])`,
    [],
  );
  await run('create table rooms (property_id int not null references properties, level int)', []);
  for (const row of ROWS) {
    const [inserted] = await run(
      `insert into properties (public_id, city, price, bedrooms, photos, lat, new_construction,
        contract_date, modified_at, created_at, appliances)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
      [
        row.key,
        row.city,
        row.price,
        row.bedrooms,
        String(row.photos),
        row.lat,
        row.isNew,
        row.contractDate,
        row.modifiedAt,
        row.createdAt,
        row.appliances,
      ],
    );
    for (const level of row.levels) {
      await run('insert into rooms (property_id, level) values ($1, $2)', [inserted!.id, level]);
    }
  }
}, 60_000);

afterAll(async () => {
  await close();
});

/** The keys a query string selects, in the order it gives. */
async function keys(query: Record<string, string>): Promise<string[]> {
  const parsed = parseODataQuery(query, fields, options, NOW);
  const { sql: condition, params: whereParams } = parsed.where
    ? render(parsed.where)
    : { sql: 'true', params: [] };
  // The ORDER BY's parameters (none here) would follow the WHERE's.
  const { sql: order } = render(parsed.orderBy);
  const rows = await run(
    `select p.public_id from properties p where ${condition} order by ${order} limit ${parsed.top} offset ${parsed.skip}`,
    whereParams,
  );
  return rows.map((row) => row.public_id as string);
}

describe('the SQL of $filter runs and selects what OData says', () => {
  it.each([
    ["City eq 'paris'", ['K1', 'K5']],
    ["City ne 'paris'", ['K2', 'K3', 'K4']],
    ["not(City eq 'paris')", ['K2', 'K3', 'K4']],
    ["City gt 'lyon'", ['K1', 'K4', 'K5']],
    ['City eq null', ['K3']],
    ['ListPrice gt 200000', ['K2', 'K4', 'K5']],
    ['not(ListPrice gt 200000)', ['K1', 'K3']],
    ['ListPrice eq 250000.50', ['K2', 'K5']],
    ['ListPrice lt 1e6', ['K1', 'K2', 'K4', 'K5']],
    ['BedroomsTotal ge 3', ['K2', 'K4']],
    ['BedroomsTotal gt 2.5', ['K2', 'K4']],
    ['BedroomsTotal lt 2147483648', ['K1', 'K2', 'K4', 'K5']],
    ['PhotosCount eq 9007199254740993', ['K5']],
    ['PhotosCount ne 9007199254740992', ['K1', 'K2', 'K3', 'K4', 'K5']],
    ['Latitude lt -33.5', ['K4']],
    ['Latitude ge 0', ['K1', 'K2', 'K5']],
    ['NewConstructionYN', ['K1', 'K4']],
    ['not NewConstructionYN', ['K2', 'K5']],
    ['NewConstructionYN ne true', ['K2', 'K3', 'K5']],
    ['ListingContractDate eq 2024-02-29', ['K2']],
    ['ListingContractDate lt 2024-01-15', ['K4']],
    ['ListingContractDate ge 2024-01-15', ['K1', 'K2', 'K5']],
    ['ModificationTimestamp gt 2025-06-30T23:00:00Z', ['K3', 'K4']],
    ['ModificationTimestamp gt 2025-07-01T01:00:00+02:00', ['K3', 'K4']],
    ['ModificationTimestamp gt 2025-07-01T01:00:00 02:00', ['K3', 'K4']],
    ['ModificationTimestamp lt 2024-01-01T10:00:00.001Z', ['K1', 'K5']],
    ['ModificationTimestamp eq 2024-01-01T11:00+01:00', ['K1', 'K5']],
    ['ModificationTimestamp gt now()', ['K4']],
    ['ModificationTimestamp le now()', ['K1', 'K2', 'K3', 'K5']],
    ['OriginalEntryTimestamp lt 2023-06-01T00:00:00Z', ['K5']],
    ['not(OriginalEntryTimestamp lt ModificationTimestamp)', ['K2']],
    ["City in ('paris','nice')", ['K1', 'K4', 'K5']],
    ["not(City in ('paris','nice'))", ['K2', 'K3']],
    ['BedroomsTotal in (1, 5)', ['K4', 'K5']],
    ["Appliances/any(a: a eq 'oven')", ['K1', 'K2']],
    ["Appliances/any(a: a eq 'oven' or a eq 'fridge')", ['K1', 'K2', 'K5']],
    ["Appliances/any(a: a in ('fridge'))", ['K1', 'K5']],
    ['Appliances/any()', ['K1', 'K2', 'K5']],
    ['not(Appliances/any())', ['K3', 'K4']],
    ["Appliances/all(a: a ne 'fridge')", ['K2', 'K3', 'K4']],
    ["Appliances/all(a: a eq 'oven')", ['K2', 'K3', 'K4']],
    ['RoomLevels/any(l: l ge 2)', ['K1', 'K5']],
    ['RoomLevels/all(l: l ge 1)', ['K1', 'K2', 'K3', 'K5']],
    ['RoomLevels/all(l: l ne 0)', ['K1', 'K2', 'K3', 'K5']],
    ['RoomLevels/any(l: l lt BedroomsTotal)', ['K1', 'K2', 'K4']],
    ["Appliances/any(a: a eq 'oven' and RoomLevels/any(l: l eq 2))", ['K1']],
    ["City eq 'paris' or City eq 'lyon' and BedroomsTotal gt 2", ['K1', 'K2', 'K5']],
    ["(City eq 'paris' or City eq 'lyon') and BedroomsTotal gt 2", ['K2']],
    ["not(City eq 'paris' or ListPrice gt 500000)", ['K2', 'K3']],
  ])('%s', async (filter, expected) => {
    expect(await keys({ $filter: filter })).toEqual(expected);
  });
});

describe('the ORDER BY runs: nulls as OData sorts them, ties broken by the key', () => {
  it.each([
    ['ListPrice asc', ['K3', 'K1', 'K2', 'K5', 'K4']],
    ['ListPrice desc', ['K4', 'K2', 'K5', 'K1', 'K3']],
    ['ModificationTimestamp desc', ['K4', 'K3', 'K2', 'K1', 'K5']],
    ['ModificationTimestamp,BedroomsTotal desc', ['K1', 'K5', 'K2', 'K3', 'K4']],
  ])('%s', async (orderby, expected) => {
    expect(await keys({ $orderby: orderby })).toEqual(expected);
  });

  it('reads a collection given with or without parentheses around its subquery', async () => {
    const withParentheses = {
      ...fields,
      Appliances: { ...fields.Appliances!, sql: sql`(select unnest(p.appliances) as value)` },
    };
    const parsed = parseODataQuery(
      { $filter: "Appliances/any(a: a eq 'fridge')" },
      withParentheses,
      options,
      NOW,
    );
    const { sql: text, params } = render(parsed.where!);
    const rows = await run(`select p.public_id from properties p where ${text} order by 1`, params);
    expect(rows.map((row) => row.public_id)).toEqual(['K1', 'K5']);
  });

  it('pages without overlap: $top=2&$skip=2 follows $top=2', async () => {
    expect(await keys({ $top: '2' })).toEqual(['K1', 'K2']);
    expect(await keys({ $top: '2', $skip: '2' })).toEqual(['K3', 'K4']);
  });
});

// --- generated filters against an oracle of OData's rules ------------------------------------

type Truth = boolean | null;
interface Generated {
  text: string;
  evaluate: (row: Row) => Truth;
}

const compareValues = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);
const TESTS: Record<string, (order: number) => boolean> = {
  eq: (o) => o === 0,
  ne: (o) => o !== 0,
  gt: (o) => o > 0,
  ge: (o) => o >= 0,
  lt: (o) => o < 0,
  le: (o) => o <= 0,
};

/** OData's comparison: eq/ne as equality with null equal only to null, ordering false on null. */
function odataCompare(
  op: string,
  value: number | string | null,
  literal: number | string,
): boolean {
  if (value === null) return op === 'ne';
  return TESTS[op]!(compareValues(value, literal));
}

const op = fc.constantFrom('eq', 'ne', 'gt', 'ge', 'lt', 'le');
const timestamp = (text: string | null) => (text === null ? null : Date.parse(text));

const comparison: fc.Arbitrary<Generated> = fc.oneof(
  fc.tuple(op, fc.constantFrom('paris', 'lyon', 'nice', 'a', 'z')).map(([o, v]) => ({
    text: `City ${o} '${v}'`,
    evaluate: (row: Row) => odataCompare(o, row.city, v),
  })),
  fc.tuple(op, fc.constantFrom(0, 100000, 250000.5, 999999.99, 1e6)).map(([o, v]) => ({
    text: `ListPrice ${o} ${v}`,
    evaluate: (row: Row) => odataCompare(o, row.price, v),
  })),
  fc.tuple(op, fc.integer({ min: -1, max: 6 })).map(([o, v]) => ({
    text: `BedroomsTotal ${o} ${v}`,
    evaluate: (row: Row) => odataCompare(o, row.bedrooms, v),
  })),
  fc
    .tuple(op, fc.constantFrom('2023-12-31', '2024-01-15', '2024-02-29', '2025-01-01'))
    .map(([o, v]) => ({
      text: `ListingContractDate ${o} ${v}`,
      evaluate: (row: Row) => odataCompare(o, row.contractDate, v),
    })),
  fc
    .tuple(
      op,
      fc.constantFrom('2024-01-01T10:00:00Z', '2024-01-01T11:00:00+01:00', '2025-07-01T00:00:00Z'),
      fc.boolean(),
    )
    .map(([o, v, created]) => ({
      text: `${created ? 'OriginalEntryTimestamp' : 'ModificationTimestamp'} ${o} ${v}`,
      evaluate: (row: Row) =>
        odataCompare(o, timestamp(created ? row.createdAt : row.modifiedAt), Date.parse(v)),
    })),
  fc.constantFrom<Generated>(
    { text: 'NewConstructionYN', evaluate: (row) => row.isNew },
    { text: 'NewConstructionYN eq false', evaluate: (row) => row.isNew === false },
    { text: 'City eq null', evaluate: (row) => row.city === null },
    { text: 'ListPrice ne null', evaluate: (row) => row.price !== null },
    {
      text: "City in ('paris','nice')",
      evaluate: (row) => row.city === 'paris' || row.city === 'nice',
    },
    {
      text: 'ModificationTimestamp lt now()',
      evaluate: (row) => Date.parse(row.modifiedAt) < NOW.getTime(),
    },
    { text: 'Appliances/any()', evaluate: (row) => (row.appliances ?? []).length > 0 },
  ),
  fc.tuple(op, fc.constantFrom('oven', 'fridge'), fc.boolean()).map(([o, v, all]) => ({
    text: `Appliances/${all ? 'all' : 'any'}(x: x ${o} '${v}')`,
    evaluate: (row: Row) => {
      const items = row.appliances ?? [];
      return all
        ? items.every((item) => odataCompare(o, item, v))
        : items.some((item) => odataCompare(o, item, v));
    },
  })),
  fc.tuple(op, fc.integer({ min: 0, max: 3 }), fc.boolean()).map(([o, v, all]) => ({
    text: `RoomLevels/${all ? 'all' : 'any'}(l: l ${o} ${v})`,
    evaluate: (row: Row) =>
      all
        ? row.levels.every((level) => odataCompare(o, level, v))
        : row.levels.some((level) => odataCompare(o, level, v)),
  })),
);

// Kleene logic, as OData's and, or and not have it.
const and = (a: Truth, b: Truth): Truth =>
  a === false || b === false ? false : a === null || b === null ? null : true;
const or = (a: Truth, b: Truth): Truth =>
  a === true || b === true ? true : a === null || b === null ? null : false;
const not = (a: Truth): Truth => (a === null ? null : !a);

const { condition } = fc.letrec<{ condition: Generated }>((tie) => ({
  condition: fc.oneof(
    { depthSize: 'small', maxDepth: 6, withCrossShrink: true },
    comparison,
    fc.tuple(tie('condition'), tie('condition')).map(([a, b]) => ({
      text: `(${a.text}) and (${b.text})`,
      evaluate: (row: Row) => and(a.evaluate(row), b.evaluate(row)),
    })),
    fc.tuple(tie('condition'), tie('condition')).map(([a, b]) => ({
      text: `${a.text} or ${b.text}`,
      evaluate: (row: Row) => or(a.evaluate(row), b.evaluate(row)),
    })),
    tie('condition').map((a) => ({
      text: `not(${a.text})`,
      evaluate: (row: Row) => not(a.evaluate(row)),
    })),
  ),
}));

describe('generated filters select the rows OData selects', () => {
  it('on the database, as worked out in JavaScript', async () => {
    await fc.assert(
      fc.asyncProperty(condition, async (generated) => {
        const expected = ROWS.filter((row) => generated.evaluate(row) === true).map((r) => r.key);
        expect(await keys({ $filter: generated.text, $top: '10' })).toEqual(expected);
      }),
      { numRuns: 300, seed: Number(testSetting('FUZZ_SEED') ?? Date.now() % 2 ** 31) },
    );
  });
});
