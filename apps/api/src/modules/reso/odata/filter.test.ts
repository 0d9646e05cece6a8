import { and, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MAX_FILTER_DEPTH,
  MAX_FILTER_LENGTH,
  ODataError,
  parseODataQuery,
  type EdmType,
  type ODataField,
} from '.';
import { NOW, fields, options, render, where } from './fields.fixture';

const APPLIANCES = 'select 1 from (select unnest(p.appliances) as value) as "lambda1"';
const ROOMS =
  'select 1 from (select r.level as value from rooms r where r.property_id = p.id) as "lambda1"';
const NOW_ISO = NOW.toISOString();

function failure(filter: string): ODataError {
  try {
    parseODataQuery({ $filter: filter }, fields, options, NOW);
  } catch (error) {
    if (error instanceof ODataError) return error;
    throw error;
  }
  throw new Error(`${filter} was accepted`);
}

describe('$filter comparisons, one per operator and literal type', () => {
  it.each([
    // Strings: eq, ne (true for a null City, as OData has it), ordering, '' escapes.
    ["City eq 'Paris'", 'p.city = $1', ['Paris']],
    ["City ne 'Paris'", 'p.city is distinct from $1', ['Paris']],
    ["ListingKey ne 'K1'", 'p.public_id <> $1', ['K1']],
    ["City gt 'M'", 'p.city > $1', ['M']],
    ["City eq 'L''Haÿ-les-Roses'", 'p.city = $1', ["L'Haÿ-les-Roses"]],
    ["City eq ''", 'p.city = $1', ['']],
    ["City eq 'a or 1=1; --'", 'p.city = $1', ['a or 1=1; --']],
    // Integers, against Int32, Int64, Decimal and Double fields.
    ['BedroomsTotal eq 3', 'p.bedrooms = $1::int', ['3']],
    ['BedroomsTotal ne 3', 'p.bedrooms is distinct from $1::int', ['3']],
    ['BedroomsTotal gt 3', 'p.bedrooms > $1::int', ['3']],
    ['BedroomsTotal ge 3', 'p.bedrooms >= $1::int', ['3']],
    ['BedroomsTotal lt 3', 'p.bedrooms < $1::int', ['3']],
    ['BedroomsTotal le 3', 'p.bedrooms <= $1::int', ['3']],
    ['BedroomsTotal gt -2', 'p.bedrooms > $1::int', ['-2']],
    ['BedroomsTotal lt 2147483648', 'p.bedrooms < $1::numeric', ['2147483648']],
    ['BedroomsTotal gt 2.5', 'p.bedrooms > $1::numeric', ['2.5']],
    ['PhotosCount ge 9007199254740993', 'p.photos >= $1::bigint', ['9007199254740993']],
    ['PhotosCount ne 0', 'p.photos <> $1::bigint', ['0']],
    ['ListPrice le 250000', 'p.price <= $1::numeric', ['250000']],
    ['ListPrice gt 199999.99', 'p.price > $1::numeric', ['199999.99']],
    ['ListPrice lt 2.5E6', 'p.price < $1::numeric', ['2.5E6']],
    ['Latitude gt -33.86', 'p.lat > $1::double precision', ['-33.86']],
    ['Latitude lt 1e-3', 'p.lat < $1::double precision', ['1e-3']],
    // Booleans and null.
    ['NewConstructionYN eq true', 'p.new_construction = $1', [true]],
    ['NewConstructionYN ne false', 'p.new_construction is distinct from $1', [false]],
    ['NewConstructionYN', 'p.new_construction', []],
    ['City eq null', 'p.city is null', []],
    ['City ne null', 'p.city is not null', []],
    ['null eq ListPrice', 'p.price is null', []],
    // Dates and date-times (Z, offsets, fractions, a '+' that arrived as a space), now().
    ['ListingContractDate eq 2024-02-29', 'p.contract_date = $1::date', ['2024-02-29']],
    ['ListingContractDate lt 2024-01-31', 'p.contract_date < $1::date', ['2024-01-31']],
    [
      'ModificationTimestamp gt 2024-01-31T10:20:30Z',
      'p.modified_at > $1::timestamptz',
      ['2024-01-31T10:20:30Z'],
    ],
    [
      'ModificationTimestamp ge 2024-01-31T10:20:30.123456Z',
      'p.modified_at >= $1::timestamptz',
      ['2024-01-31T10:20:30.123456Z'],
    ],
    [
      'ModificationTimestamp le 2024-01-31T10:20+01:00',
      'p.modified_at <= $1::timestamptz',
      ['2024-01-31T10:20+01:00'],
    ],
    [
      'ModificationTimestamp lt 2024-01-31t10:20:30-05:30',
      'p.modified_at < $1::timestamptz',
      ['2024-01-31T10:20:30-05:30'],
    ],
    [
      'ModificationTimestamp lt 2024-01-31T10:20:30 02:00',
      'p.modified_at < $1::timestamptz',
      ['2024-01-31T10:20:30+02:00'],
    ],
    ['ModificationTimestamp lt now()', 'p.modified_at < $1::timestamptz', [NOW_ISO]],
    ['now() ge OriginalEntryTimestamp', '$1::timestamptz >= p.created_at', [NOW_ISO]],
    ['OriginalEntryTimestamp eq ModificationTimestamp', 'p.created_at = p.modified_at', []],
    ['City eq PublicRemarks', 'p.city is not distinct from p.remarks', []],
    ['BedroomsTotal lt ListPrice', 'p.bedrooms < p.price', []],
    // A literal on the left.
    ['250000 gt ListPrice', '$1::numeric > p.price', ['250000']],
    // in (2.1.0), on strings and numbers.
    ["City in ('Paris','Lyon')", 'p.city in ($1, $2)', ['Paris', 'Lyon']],
    ["City in ( 'Paris' )", 'p.city in ($1)', ['Paris']],
    ['BedroomsTotal in (1, 2, 3)', 'p.bedrooms in ($1::int, $2::int, $3::int)', ['1', '2', '3']],
    ["ListingKey in ('A','B')", 'p.public_id in ($1, $2)', ['A', 'B']],
  ] as const)('%s', (filter, sql, params) => {
    expect(where(filter)).toMatchObject({ sql, params });
  });
});

describe('$filter logic: and, or, not(), precedence', () => {
  it.each([
    ["City eq 'A' and BedroomsTotal gt 2", '(p.city = $1 and p.bedrooms > $2::int)', ['A', '2']],
    // and binds tighter than or, on either side.
    [
      "City eq 'A' or City eq 'B' and BedroomsTotal gt 2",
      '(p.city = $1 or (p.city = $2 and p.bedrooms > $3::int))',
      ['A', 'B', '2'],
    ],
    [
      "City eq 'A' and City eq 'B' or BedroomsTotal gt 2",
      '((p.city = $1 and p.city = $2) or p.bedrooms > $3::int)',
      ['A', 'B', '2'],
    ],
    [
      "(City eq 'A' or City eq 'B') and BedroomsTotal gt 2",
      '((p.city = $1 or p.city = $2) and p.bedrooms > $3::int)',
      ['A', 'B', '2'],
    ],
    // Chains flatten; redundant parentheses change nothing.
    [
      "((City eq 'A')) and (BedroomsTotal gt 1 and (ListPrice lt 5))",
      '(p.city = $1 and p.bedrooms > $2::int and p.price < $3::numeric)',
      ['A', '1', '5'],
    ],
    // not(...): pushed down to the comparisons, each keeping OData's null rules.
    ['not(ListPrice gt 5)', '(p.price <= $1::numeric or p.price is null)', ['5']],
    ['not (ModificationTimestamp gt now())', 'p.modified_at <= $1::timestamptz', [NOW_ISO]],
    ["not(City eq 'A')", 'p.city is distinct from $1', ['A']],
    ["not(City ne 'A')", 'p.city = $1', ['A']],
    ['not(City eq null)', 'p.city is not null', []],
    ['not(City ne null)', 'p.city is null', []],
    ['not(not(ListPrice ge 1))', 'p.price >= $1::numeric', ['1']],
    ['not NewConstructionYN', 'not p.new_construction', []],
    [
      "not(City eq 'A' or ListPrice lt 5)",
      '(p.city is distinct from $1 and (p.price >= $2::numeric or p.price is null))',
      ['A', '5'],
    ],
    [
      "not(City eq 'A' and BedroomsTotal ge 2)",
      '(p.city is distinct from $1 or p.bedrooms < $2::int or p.bedrooms is null)',
      ['A', '2'],
    ],
    ["not(City in ('A','B'))", '(p.city not in ($1, $2) or p.city is null)', ['A', 'B']],
    ["not(ListingKey in ('A'))", 'p.public_id not in ($1)', ['A']],
    [
      'not(OriginalEntryTimestamp lt ModificationTimestamp)',
      '(p.created_at >= p.modified_at or p.created_at is null)',
      [],
    ],
    // not binds tighter than and.
    ["not NewConstructionYN and City eq 'A'", '(not p.new_construction and p.city = $1)', ['A']],
    // Boolean comparisons read as conditions inside and/or.
    ["NewConstructionYN and City eq 'A'", '(p.new_construction and p.city = $1)', ['A']],
    // Spacing: tabs, several spaces, none inside parentheses.
    ["City\teq  'A'and(BedroomsTotal gt 1)", '(p.city = $1 and p.bedrooms > $2::int)', ['A', '1']],
  ] as const)('%s', (filter, sql, params) => {
    expect(where(filter)).toMatchObject({ sql, params });
  });
});

describe('every Edm type', () => {
  const TYPES: EdmType[] = [
    'Edm.String',
    'Edm.Boolean',
    'Edm.Int32',
    'Edm.Int64',
    'Edm.Decimal',
    'Edm.Double',
    'Edm.Date',
    'Edm.DateTimeOffset',
  ];

  it.each(TYPES)('%s compares with null, and with itself', (type) => {
    const field: ODataField = { type, sql: sql`p.x` };
    const parse = (filter: string) =>
      render(parseODataQuery({ $filter: filter }, { X: field, Y: field }, options, NOW).where!);
    expect(parse('X eq null').sql).toBe('p.x is null');
    expect(parse('X ne null').sql).toBe('p.x is not null');
    expect(parse('X eq Y').sql).toBe('p.x is not distinct from p.x');
  });
});

describe('the WHERE condition and-ed with other conditions', () => {
  it.each([
    ["City eq 'A' or City eq 'B'", '(p.live and (p.city = $1 or p.city = $2))'],
    [
      "not(City eq 'A' and ListPrice gt 1)",
      '(p.live and (p.city is distinct from $1 or p.price <= $2::numeric or p.price is null))',
    ],
    ["City eq 'A'", '(p.live and p.city = $1)'],
  ])('%s', (filter, expected) => {
    const { where: condition } = parseODataQuery({ $filter: filter }, fields, options, NOW);
    expect(render(and(sql`p.live`, condition)!).sql).toBe(expected);
  });
});

describe('$filter lambdas on collections (any, all)', () => {
  it.each([
    [
      "Appliances/any(a: a eq 'Oven' or a eq 'Fridge')",
      `exists (${APPLIANCES} where "lambda1"."value" = $1 or "lambda1"."value" = $2)`,
      ['Oven', 'Fridge'],
    ],
    [
      "Appliances/all(x: x ne 'C')",
      `not exists (${APPLIANCES} where "lambda1"."value" = $1)`,
      ['C'],
    ],
    ['Appliances/any()', `exists (${APPLIANCES})`, []],
    ['not(Appliances/any())', `not exists (${APPLIANCES})`, []],
    [
      "Appliances/any(a:a in ('Oven','Fridge'))",
      `exists (${APPLIANCES} where "lambda1"."value" in ($1, $2))`,
      ['Oven', 'Fridge'],
    ],
    [
      'RoomLevels/all(l: l ge 1 and l le 3)',
      `not exists (${ROOMS} where "lambda1"."value" < $1::int or "lambda1"."value" is null or "lambda1"."value" > $2::int or "lambda1"."value" is null)`,
      ['1', '3'],
    ],
    [
      'not(RoomLevels/all(l: l gt 0))',
      `exists (${ROOMS} where "lambda1"."value" <= $1::int or "lambda1"."value" is null)`,
      ['0'],
    ],
    [
      'RoomLevels/any(l: l lt BedroomsTotal)',
      `exists (${ROOMS} where "lambda1"."value" < p.bedrooms)`,
      [],
    ],
    [
      "City eq 'A' and Appliances/any(a: a eq 'Oven')",
      `(p.city = $1 and exists (${APPLIANCES} where "lambda1"."value" = $2))`,
      ['A', 'Oven'],
    ],
    [
      "Appliances/any(a: RoomLevels/any(l: l eq 2) and a eq 'Oven')",
      `exists (${APPLIANCES} where exists (select 1 from (select r.level as value from rooms r where r.property_id = p.id) as "lambda2" where "lambda2"."value" = $1::int) and "lambda1"."value" = $2)`,
      ['2', 'Oven'],
    ],
  ] as const)('%s', (filter, sql, params) => {
    expect(where(filter)).toMatchObject({ sql, params });
  });

  it('numbers the lambdas of a filter one after another', () => {
    expect(where("Appliances/any(a: a eq 'X') or Appliances/any(b: b eq 'Y')").sql).toBe(
      `(exists (${APPLIANCES} where "lambda1"."value" = $1) or exists (select 1 from (select unnest(p.appliances) as value) as "lambda2" where "lambda2"."value" = $2))`,
    );
  });

  it('reuses a variable name in a second lambda once the first has ended', () => {
    expect(where("Appliances/any(a: a eq 'X') and Appliances/all(a: a ne 'Y')").params).toEqual([
      'X',
      'Y',
    ]);
  });
});

describe('$filter errors', () => {
  it.each([
    // Unknown fields, anywhere: 400 with the field as target.
    ["Foo eq 'A'", 'UnknownField', 'Foo', /Unknown field 'Foo' in \$filter/],
    ["City eq 'A' and (Foo gt 1)", 'UnknownField', 'Foo', /'Foo'/],
    ['Appliances/any(a: Foo eq a)', 'UnknownField', 'Foo', /'Foo'/],
    ['city eq 1', 'UnknownField', 'city', /'city'/],
    ["not(Bar eq 'x')", 'UnknownField', 'Bar', /'Bar'/],
    ["Bar in ('a')", 'UnknownField', 'Bar', /'Bar'/],
    ['Rooms/any()', 'UnknownField', 'Rooms', /'Rooms'/],
    // The lambda variable exists only inside its lambda.
    ["Appliances/any(a: a eq 'X') and a eq 'Y'", 'UnknownField', 'a', /'a'/],
    ["a eq 'Y'", 'UnknownField', 'a', /'a'/],
    // Types: a literal must fit its field.
    ['City eq 5', 'InvalidFilter', 'City', /City is Edm.String: compare it with a quoted string/],
    [
      "ListPrice gt '5'",
      'InvalidFilter',
      'ListPrice',
      /ListPrice is Edm.Decimal: compare it with a number/,
    ],
    ['BedroomsTotal eq true', 'InvalidFilter', 'BedroomsTotal', /Edm.Int32/],
    [
      'ListingContractDate gt 2024-01-01T00:00:00Z',
      'InvalidFilter',
      'ListingContractDate',
      /a date such as 2024-01-31/,
    ],
    ['ListingContractDate gt now()', 'InvalidFilter', 'ListingContractDate', /types differ/],
    [
      'ModificationTimestamp gt 2024-01-01',
      'InvalidFilter',
      'ModificationTimestamp',
      /a date-time such as/,
    ],
    [
      'ModificationTimestamp gt 1700000000',
      'InvalidFilter',
      'ModificationTimestamp',
      /a date-time/,
    ],
    ["NewConstructionYN eq 'true'", 'InvalidFilter', 'NewConstructionYN', /true or false/],
    ['NewConstructionYN gt false', 'InvalidFilter', 'NewConstructionYN', /eq or ne/],
    ['City eq ListPrice', 'InvalidFilter', 'ListPrice', /types differ/],
    ["BedroomsTotal in ('1','2')", 'InvalidFilter', 'BedroomsTotal', /Edm.Int32/],
    ['Appliances/any(a: a eq 5)', 'InvalidFilter', 'a', /a is Edm.String/],
    [
      "Appliances eq 'Oven'",
      'InvalidFilter',
      'Appliances',
      /collection: filter it with Appliances\/any/,
    ],
    ["Appliances in ('Oven')", 'InvalidFilter', 'Appliances', /needs a field/],
    ['ListPrice gt null', 'InvalidFilter', '$filter', /null can only be compared with eq or ne/],
    ["City in ('A', null)", 'InvalidFilter', '$filter', /null cannot be in the list/],
    ['1 eq 1', 'InvalidFilter', '$filter', /two literals/],
    ['true', 'InvalidFilter', '$filter', /Expected a condition/],
    ['ListPrice', 'InvalidFilter', '$filter', /Expected a condition .* ListPrice \(Edm.Decimal\)/],
    ["not City eq 'A'", 'InvalidFilter', '$filter', /Expected a condition/],
    ["City eq 'A' eq true", 'InvalidFilter', '$filter', /is a condition/],
    ['ListPrice gt 5 and 7', 'InvalidFilter', '$filter', /Expected a condition/],
    // Literals.
    ['ListingContractDate eq 2024-02-30', 'InvalidFilter', '$filter', /Invalid date '2024-02-30'/],
    ['ListingContractDate eq 2023-02-29', 'InvalidFilter', '$filter', /Invalid date/],
    ['ListingContractDate eq 0000-01-01', 'InvalidFilter', '$filter', /Invalid date/],
    ['ListingContractDate eq 2024-13-01', 'InvalidFilter', '$filter', /Invalid date/],
    ['ModificationTimestamp gt 2024-01-01T10:00:00', 'InvalidFilter', '$filter', /no time zone/],
    [
      'ModificationTimestamp gt 2024-01-01T24:00:00Z',
      'InvalidFilter',
      '$filter',
      /Invalid date-time/,
    ],
    [
      'ModificationTimestamp gt 2024-01-01T10:00:00+15:00',
      'InvalidFilter',
      '$filter',
      /Invalid date-time/,
    ],
    [
      'ModificationTimestamp gt 2024-01-01T10:00:00ZZ',
      'InvalidFilter',
      '$filter',
      /right after the literal/,
    ],
    ['ListPrice gt 1e999', 'InvalidFilter', '$filter', /out of range/],
    ['ListPrice gt 1e-999', 'InvalidFilter', '$filter', /out of range/],
    ['ListPrice gt 5x', 'InvalidFilter', '$filter', /right after the literal '5'/],
    ['ListPrice gt 1.2.3', 'InvalidFilter', '$filter', /right after the literal/],
    ['ListPrice gt .5', 'InvalidFilter', '$filter', /Unexpected character '.'/],
    ['ListPrice gt - 5', 'InvalidFilter', '$filter', /minus sign/],
    ["City eq 'Paris", 'InvalidFilter', '$filter', /Unterminated string starting at character 9/],
    ['City eq "Paris"', 'InvalidFilter', '$filter', /Unexpected character '"'/],
    ['City eq @p', 'InvalidFilter', '$filter', /Unexpected character '@'/],
    ["City eq Edm.String'x'", 'InvalidFilter', '$filter', /Unexpected character '.'/],
    // Syntax.
    ['', 'InvalidFilter', '$filter', /empty/],
    ['   ', 'InvalidFilter', '$filter', /empty/],
    ['ListPrice gt', 'InvalidFilter', '$filter', /found the end of the filter/],
    ['ListPrice gt 5 and', 'InvalidFilter', '$filter', /found the end of the filter/],
    ['(ListPrice gt 5', 'InvalidFilter', '$filter', /to close the '\(' of character 1/],
    ['ListPrice gt 5)', 'InvalidFilter', '$filter', /Unexpected '\)' at character 15/],
    ['ListPrice gtx 5', 'InvalidFilter', '$filter', /Unexpected 'gtx' at character 11/],
    ['ListPrice EQ 5', 'InvalidFilter', '$filter', /Unexpected 'EQ'/],
    ['eq 5', 'InvalidFilter', '$filter', /found the operator 'eq'/],
    ['ListPrice gt 5 ListPrice lt 9', 'InvalidFilter', '$filter', /expected an operator/],
    ["City in 'A'", 'InvalidFilter', '$filter', /Expected '\(' after 'in'/],
    ['City in ()', 'InvalidFilter', '$filter', /Expected a literal value/],
    ["City in ('A' 'B')", 'InvalidFilter', '$filter', /Expected ',' or '\)'/],
    ["City in ('A',)", 'InvalidFilter', '$filter', /Expected a literal value/],
    ['City in (City)', 'InvalidFilter', '$filter', /Expected a literal value/],
    ['ListPrice/Amount eq 5', 'InvalidFilter', 'ListPrice', /not a collection/],
    ['Appliances/count eq 5', 'InvalidFilter', 'Appliances', /Expected any or all/],
    ['Appliances/any(eq)', 'InvalidFilter', '$filter', /variable name/],
    ["Appliances/any(a a eq 'X')", 'InvalidFilter', '$filter', /Expected ':'/],
    ["Appliances/any(a: a eq 'X'", 'InvalidFilter', '$filter', /to close Appliances\/any\(/],
    ['Appliances/all()', 'InvalidFilter', '$filter', /needs a condition/],
    [
      "Appliances/any(City: City eq 'X')",
      'InvalidFilter',
      '$filter',
      /already the name of a field/,
    ],
    [
      "Appliances/any(a: Appliances/any(a: a eq 'X'))",
      'InvalidFilter',
      '$filter',
      /outer variable/,
    ],
    ['Appliances/any(a: a)', 'InvalidFilter', '$filter', /Expected a condition/],
    ['now eq 5', 'UnknownField', 'now', /'now'/],
    ['ModificationTimestamp gt now(1)', 'InvalidFilter', '$filter', /Expected '\)' after now\(/],
    ['frobnicate(City) eq 1', 'InvalidFilter', '$filter', /Unknown function 'frobnicate'/],
    ['any(a: a eq 1)', 'InvalidFilter', '$filter', /Unknown function 'any'/],
  ] as const)('%s', (filter, code, target, message) => {
    const error = failure(filter);
    expect(error).toMatchObject({ status: 400, code, target });
    expect(error.message).toMatch(message);
  });

  it.each([
    ["contains(City,'Par')", /contains\(\) .* is not supported/],
    ["startswith(City,'P')", /startswith\(\)/],
    ['year(ListingContractDate) eq 2024', /year\(\)/],
    ["tolower(City) eq 'paris'", /tolower\(\)/],
    ['ListPrice add 5 gt 10', /The operator 'add'/],
    ['ListPrice mul 2 gt 10', /The operator 'mul'/],
    ["City has 'A'", /The operator 'has'/],
  ])('%s is 501 Not Implemented', (filter, message) => {
    const error = failure(filter);
    expect(error).toMatchObject({ status: 501, code: 'NotImplemented', target: '$filter' });
    expect(error.message).toMatch(message);
  });

  it('caps the nesting depth with a clear 400', () => {
    const nested = (depth: number) => `${'('.repeat(depth)}ListPrice gt 1${')'.repeat(depth)}`;
    expect(where(nested(MAX_FILTER_DEPTH)).sql).toBe('p.price > $1::numeric');
    expect(failure(nested(MAX_FILTER_DEPTH + 1))).toMatchObject({
      status: 400,
      message: expect.stringMatching(`nests more than ${MAX_FILTER_DEPTH} levels`) as unknown,
    });
    expect(failure(`${'not '.repeat(MAX_FILTER_DEPTH + 1)}NewConstructionYN`).message).toMatch(
      /nests more than/,
    );
    expect(failure('('.repeat(100_000)).message).toMatch(/characters long; the maximum is/);
  });

  it('caps the length with a clear 400, and reads a long flat list within it', () => {
    const keys = Array.from({ length: 500 }, (_, i) => `'K${String(i).padStart(6, '0')}'`);
    const long = `ListingKey in (${keys.join(',')})`;
    expect(long.length).toBeLessThanOrEqual(MAX_FILTER_LENGTH);
    expect(where(long).params).toHaveLength(500);
    const ors = Array.from({ length: 400 }, (_, i) => `BedroomsTotal eq ${i}`).join(' or ');
    expect(where(ors).params).toHaveLength(400);
    const tooLong = `City eq '${'x'.repeat(MAX_FILTER_LENGTH)}'`;
    expect(failure(tooLong)).toMatchObject({
      status: 400,
      code: 'InvalidFilter',
      message: `The filter is ${tooLong.length} characters long; the maximum is ${MAX_FILTER_LENGTH}`,
    });
  });

  it('names the position of a syntax error', () => {
    expect(failure("City eq 'A' and ListPrice gt").message).toBe(
      "Expected a field, a value or '(' at character 29, found the end of the filter",
    );
  });
});
