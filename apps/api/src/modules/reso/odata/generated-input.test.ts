import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testSetting } from '../../../config';
import { MAX_FILTER_DEPTH, ODataError, parseODataQuery, type ODataQuery } from '.';
import { NOW, fields, options, render } from './fields.fixture';

/**
 * Generated input: whatever a client sends, parseODataQuery either answers a query whose SQL
 * renders, with every value a parameter, or throws an ODataError (400 or 501); never another
 * exception. FUZZ_SEED replays a run.
 */
const seed = Number(testSetting('FUZZ_SEED') ?? Date.now() % 2 ** 31);
const runs = (numRuns: number) => ({ numRuns, seed });

const VALID_FILTERS = [
  "City eq 'Paris' and ListPrice gt 250000.50",
  "not(City in ('A','B')) or BedroomsTotal le 3",
  "Appliances/any(a: a eq 'Oven' or a eq 'Fridge') and ModificationTimestamp gt 2024-01-31T10:20:30.5Z",
  'RoomLevels/all(l: l ge 1 and l le 3) and ListingContractDate lt 2024-02-29',
  'ModificationTimestamp le now() and (NewConstructionYN eq true or Latitude lt -33.5e0)',
  '((ListPrice ge 1 and ListPrice le 2) or City ne null) and not NewConstructionYN',
  'PhotosCount gt 0 and OriginalEntryTimestamp ge 2020-01-01T00:00:00+02:00',
];

const VOCABULARY = [
  ...Object.keys(fields),
  'Foo',
  'constructor',
  '__proto__',
  'x',
  'a',
  'eq',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
  'and',
  'or',
  'not',
  'in',
  'has',
  'add',
  'any',
  'all',
  'now()',
  'now',
  'contains',
  'true',
  'false',
  'null',
  '(',
  ')',
  ',',
  '/',
  ':',
  "'",
  "''",
  "'Paris'",
  "'it''s'",
  '0',
  '-1',
  '3',
  '2.5',
  '1e3',
  '-',
  '.',
  '2024-01-31',
  '2024-02-30',
  '2024-01-31T10:20:30Z',
  '2024-01-31T10:20:30',
  '2024-01-31T10:20:30.123+01:00',
  '99999999999999999999999',
  '$it',
  '@p',
  '\u0000',
  'é',
  '\uD800',
];

/** Only a parse that worked or an ODataError; the SQL of a parse that worked must render. */
function check(query: Record<string, unknown>): ODataQuery | ODataError {
  let parsed: ODataQuery;
  try {
    parsed = parseODataQuery(query, fields, options, NOW);
  } catch (error) {
    if (!(error instanceof ODataError)) throw error;
    expect([400, 501]).toContain(error.status);
    expect(error.message.length).toBeGreaterThan(0);
    return error;
  }
  if (parsed.where) {
    const { sql, params } = render(parsed.where);
    // Values are parameters: no quoted literal ever reaches the SQL text.
    expect(sql).not.toContain("'");
    const placeholders = new Set(sql.match(/\$\d+/g) ?? []);
    expect(placeholders.size).toBe(params.length);
  }
  render(parsed.orderBy);
  return parsed;
}

const separator = fc.constantFrom(' ', '', '  ', '\t', '+');
const tokenSoup = fc
  .array(fc.tuple(fc.constantFrom(...VOCABULARY), separator), { maxLength: 30 })
  .map((parts) => parts.map(([token, gap]) => token + gap).join(''));

describe('$filter from generated input throws only ODataError', () => {
  it('token soup', () => {
    fc.assert(
      fc.property(tokenSoup, (filter) => {
        check({ $filter: filter });
      }),
      runs(3000),
    );
  });

  it('arbitrary text, including unicode and control characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (filter) => {
        check({ $filter: filter });
      }),
      runs(2000),
    );
  });

  it('every truncation of valid filters', () => {
    for (const filter of VALID_FILTERS) {
      expect(check({ $filter: filter })).not.toBeInstanceOf(ODataError);
      for (let end = 0; end < filter.length; end += 1) {
        check({ $filter: filter.slice(0, end) });
        check({ $filter: filter.slice(end) });
      }
    }
  });

  it('valid filters with one character replaced, inserted or deleted', () => {
    const chars = fc.constantFrom(..."() ',/:-.0123456789aeoqnltTZ+".split(''));
    fc.assert(
      fc.property(
        fc.constantFrom(...VALID_FILTERS),
        fc.nat(),
        chars,
        fc.constantFrom('replace', 'insert', 'delete'),
        (filter, position, char, edit) => {
          const at = position % filter.length;
          const changed =
            edit === 'replace'
              ? filter.slice(0, at) + char + filter.slice(at + 1)
              : edit === 'insert'
                ? filter.slice(0, at) + char + filter.slice(at)
                : filter.slice(0, at) + filter.slice(at + 1);
          check({ $filter: changed });
        },
      ),
      runs(3000),
    );
  });

  it('deep nesting: parentheses, not and lambdas up to the cap, a clear 400 beyond it', () => {
    const wrap = fc.constantFrom(
      (inner: string) => `(${inner})`,
      (inner: string) => `not(${inner})`,
      (inner: string) => `(${inner} and City eq 'A')`,
      (inner: string, level: number) => `Appliances/any(v${level}: ${inner})`,
    );
    fc.assert(
      fc.property(fc.array(wrap, { maxLength: MAX_FILTER_DEPTH * 2 }), (wrappers) => {
        const filter = wrappers.reduce((inner, w, level) => w(inner, level), 'ListPrice gt 1');
        const result = check({ $filter: filter });
        if (wrappers.length > MAX_FILTER_DEPTH) {
          expect(result).toBeInstanceOf(ODataError);
          expect((result as ODataError).message).toMatch(
            `The filter nests more than ${MAX_FILTER_DEPTH} levels`,
          );
        } else {
          expect(result).not.toBeInstanceOf(ODataError);
        }
      }),
      runs(500),
    );
  });

  it('unbalanced parentheses at any depth', () => {
    fc.assert(
      fc.property(fc.nat({ max: 200 }), fc.nat({ max: 200 }), (open, close) => {
        const filter = `${'('.repeat(open)}ListPrice gt 1${')'.repeat(close)}`;
        const result = check({ $filter: filter });
        expect(result instanceof ODataError).toBe(open !== close || open > MAX_FILTER_DEPTH);
      }),
      runs(500),
    );
  });
});

describe('literals reach the database only as parameters', () => {
  it('any string, quotes escaped as OData does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (value) => {
        const query = check({ $filter: `City eq '${value.replaceAll("'", "''")}'` });
        expect(query).not.toBeInstanceOf(ODataError);
        expect(render((query as ODataQuery).where!)).toMatchObject({
          sql: 'p.city = $1',
          params: [value],
        });
      }),
      runs(1000),
    );
  });

  it('any integer and decimal', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.nat({ max: 999_999 }), (whole, fraction) => {
        for (const text of [String(whole), `${whole}.${fraction}`]) {
          const query = check({ $filter: `ListPrice ge ${text}` }) as ODataQuery;
          expect(render(query.where!)).toMatchObject({
            sql: 'p.price >= $1::numeric',
            params: [text],
          });
        }
      }),
      runs(500),
    );
  });

  it('any date-time, as given', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0001-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const text = date.toISOString();
          const query = check({ $filter: `ModificationTimestamp lt ${text}` }) as ODataQuery;
          expect(render(query.where!).params).toEqual([text]);
          const day = text.slice(0, 10);
          const dated = check({ $filter: `ListingContractDate eq ${day}` }) as ODataQuery;
          expect(render(dated.where!).params).toEqual([day]);
        },
      ),
      runs(500),
    );
  });
});

describe('the other options from generated input throw only ODataError', () => {
  const value = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom(...Object.keys(fields), 'Media', 'asc', 'desc', '*', '-1', '0', '200', '201'),
    fc
      .array(fc.constantFrom(...Object.keys(fields), 'Media', ' asc', ' desc', ',', ' ', '/'), {
        maxLength: 8,
      })
      .map((parts) => parts.join('')),
    fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
    fc.integer(),
    fc.constant(null),
  );
  const option = fc.constantFrom(
    '$select',
    '$orderby',
    '$top',
    '$skip',
    '$count',
    '$expand',
    '$format',
    '$Top',
    '$unknown',
    'plain',
  );

  it('any values of any options', () => {
    fc.assert(
      fc.property(fc.dictionary(option, value, { maxKeys: 6 }), (query) => {
        check(query);
      }),
      runs(3000),
    );
  });
});
