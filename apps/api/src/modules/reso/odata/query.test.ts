import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ODataError, parseODataQuery } from '.';
import { NOW, fields, options, render } from './fields.fixture';

const parse = (query: Record<string, unknown>) => parseODataQuery(query, fields, options, NOW);

function failure(query: Record<string, unknown>): ODataError {
  try {
    parse(query);
  } catch (error) {
    if (error instanceof ODataError) return error;
    throw error;
  }
  throw new Error(`${JSON.stringify(query)} was accepted`);
}

describe('parseODataQuery without options', () => {
  it('gives the defaults: no filter, default page, key order', () => {
    const query = parse({});
    expect(query).toMatchObject({
      where: undefined,
      select: undefined,
      orderFields: [],
      top: 100,
      skip: 0,
      count: false,
      expand: [],
    });
    expect(render(query.orderBy)).toMatchObject({ sql: 'p.public_id asc', params: [] });
  });

  it('ignores $format, $skiptoken and custom (non-$) options', () => {
    expect(
      parse({ $format: 'application/xml', $skiptoken: 'x', tenant: 'demo', $top: undefined }).top,
    ).toBe(100);
  });

  it('reads system option names in any case, as OData 4.01 does', () => {
    expect(parse({ $TOP: '5', $Skip: '10', $COUNT: 'true' })).toMatchObject({
      top: 5,
      skip: 10,
      count: true,
    });
  });
});

describe('$top, $skip, $count', () => {
  it.each([
    [{ $top: '0' }, { top: 0 }],
    [{ $top: '200' }, { top: 200 }],
    [{ $top: '007' }, { top: 7 }],
    [{ $skip: '0' }, { skip: 0 }],
    [{ $skip: '123456' }, { skip: 123456 }],
    [{ $count: 'true' }, { count: true }],
    [{ $count: 'false' }, { count: false }],
  ])('%j', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it.each([
    [{ $top: '201' }, '$top', '$top: the maximum is 200, found 201'],
    [
      { $top: '99999999999999999999' },
      '$top',
      '$top: the maximum is 200, found 99999999999999999999',
    ],
    [{ $top: '-1' }, '$top', "$top: expected a whole number from 0 up, found '-1'"],
    [{ $top: '1.5' }, '$top', "$top: expected a whole number from 0 up, found '1.5'"],
    [{ $top: '+5' }, '$top', "$top: expected a whole number from 0 up, found '+5'"],
    [{ $top: ' 5' }, '$top', "$top: expected a whole number from 0 up, found ' 5'"],
    [{ $top: '' }, '$top', "$top: expected a whole number from 0 up, found ''"],
    [{ $top: '1e3' }, '$top', "$top: expected a whole number from 0 up, found '1e3'"],
    [{ $top: ['1', '2'] }, '$top', '$top: given more than once'],
    [{ $top: '5', $TOP: '6' }, '$top', '$top: given more than once'],
    [{ $top: 5 }, '$top', '$top: expected text'],
    [{ $skip: 'abc' }, '$skip', "$skip: expected a whole number from 0 up, found 'abc'"],
    [{ $skip: '-10' }, '$skip', "$skip: expected a whole number from 0 up, found '-10'"],
    [
      { $skip: '9007199254740992' },
      '$skip',
      '$skip: the maximum is 9007199254740991, found 9007199254740992',
    ],
    [{ $count: 'TRUE' }, '$count', "$count: expected true or false, found 'TRUE'"],
    [{ $count: '1' }, '$count', "$count: expected true or false, found '1'"],
    [{ $count: '' }, '$count', "$count: expected true or false, found ''"],
    [{ $foo: '1' }, '$foo', /unknown system query option/],
  ])('%j is a 400', (query, target, message) => {
    const error = failure(query);
    expect(error).toMatchObject({ status: 400, code: 'InvalidQueryOption', target });
    expect(error.message).toMatch(message);
  });

  it.each(['$search', '$apply', '$compute'])('%s is 501 Not Implemented', (option) => {
    expect(failure({ [option]: 'x' })).toMatchObject({
      status: 501,
      code: 'NotImplemented',
      target: option,
    });
  });
});

describe('$select', () => {
  it.each([
    ['ListingKey', ['ListingKey']],
    ['ListingKey,ListPrice', ['ListingKey', 'ListPrice']],
    ['ListingKey, ListPrice ,City', ['ListingKey', 'ListPrice', 'City']],
    ['ListingKey,ListingKey', ['ListingKey']],
    ['Appliances', ['Appliances']],
    ['*', undefined],
  ])('%s', (select, expected) => {
    expect(parse({ $select: select }).select).toEqual(expected);
  });

  it.each([
    ['Foo', 'UnknownField', 'Foo'],
    ['ListingKey,Foo', 'UnknownField', 'Foo'],
    ['listingkey', 'UnknownField', 'listingkey'],
    ['Media', 'UnknownField', 'Media'],
    ['', 'InvalidQueryOption', '$select'],
    ['ListingKey,', 'InvalidQueryOption', '$select'],
    ['Media/MediaURL', 'InvalidQueryOption', '$select'],
    ['toString', 'UnknownField', 'toString'],
  ])('%j is a 400', (select, code, target) => {
    expect(failure({ $select: select })).toMatchObject({ status: 400, code, target });
  });
});

describe('$orderby', () => {
  it.each([
    [
      'ModificationTimestamp',
      'p.modified_at asc, p.public_id asc',
      [{ field: 'ModificationTimestamp', direction: 'asc' }],
    ],
    [
      'ModificationTimestamp desc',
      'p.modified_at desc, p.public_id asc',
      [{ field: 'ModificationTimestamp', direction: 'desc' }],
    ],
    // OData sorts nulls first ascending and last descending; Postgres needs telling.
    [
      'ListPrice asc',
      'p.price asc nulls first, p.public_id asc',
      [{ field: 'ListPrice', direction: 'asc' }],
    ],
    [
      'ListPrice desc,BedroomsTotal',
      'p.price desc nulls last, p.bedrooms asc nulls first, p.public_id asc',
      [
        { field: 'ListPrice', direction: 'desc' },
        { field: 'BedroomsTotal', direction: 'asc' },
      ],
    ],
    [
      'ListPrice  desc , ModificationTimestamp\tasc',
      'p.price desc nulls last, p.modified_at asc, p.public_id asc',
      [
        { field: 'ListPrice', direction: 'desc' },
        { field: 'ModificationTimestamp', direction: 'asc' },
      ],
    ],
  ])('%s', (orderby, expected, orderFields) => {
    const query = parse({ $orderby: orderby });
    expect(render(query.orderBy)).toMatchObject({ sql: expected, params: [] });
    expect(query.orderFields).toEqual(orderFields);
  });

  it.each([
    ['Foo', 'UnknownField', 'Foo', "Unknown field 'Foo' in $orderby"],
    ['ListPrice desc,Foo asc', 'UnknownField', 'Foo', "Unknown field 'Foo' in $orderby"],
    [
      'PublicRemarks',
      'InvalidQueryOption',
      'PublicRemarks',
      '$orderby: PublicRemarks cannot be sorted on',
    ],
    ['Appliances', 'InvalidQueryOption', 'Appliances', '$orderby: Appliances cannot be sorted on'],
    [
      'ListPrice up',
      'InvalidQueryOption',
      '$orderby',
      /expected 'Field', 'Field asc' or 'Field desc', found 'ListPrice up'/,
    ],
    ['ListPrice DESC', 'InvalidQueryOption', '$orderby', /found 'ListPrice DESC'/],
    ['ListPrice,', 'InvalidQueryOption', '$orderby', /empty items/],
    ['', 'InvalidQueryOption', '$orderby', /empty items/],
    ['Media/Order', 'InvalidQueryOption', '$orderby', /found 'Media\/Order'/],
  ])('%j is a 400', (orderby, code, target, message) => {
    const error = failure({ $orderby: orderby });
    expect(error).toMatchObject({ status: 400, code, target });
    expect(error.message).toMatch(message);
  });

  it('ends with the caller key order, which may carry parameters of its own', () => {
    const query = parseODataQuery(
      { $orderby: 'ModificationTimestamp desc' },
      fields,
      { ...options, keyOrder: sql`p.public_id collate ${sql.raw('"C"')} asc` },
      NOW,
    );
    expect(render(query.orderBy).sql).toBe('p.modified_at desc, p.public_id collate "C" asc');
  });
});

describe('$expand', () => {
  it.each([
    ['Media', ['Media']],
    ['Media,Media', ['Media']],
    [' Media ', ['Media']],
  ])('%j', (expand, expected) => {
    expect(parse({ $expand: expand }).expand).toEqual(expected);
  });

  it.each([
    ['Member', 'Member', "$expand: 'Member' cannot be expanded: this resource expands Media"],
    ['media', 'media', "$expand: 'media' cannot be expanded: this resource expands Media"],
    ['Media,Office', 'Office', "$expand: 'Office' cannot be expanded: this resource expands Media"],
    ['', '$expand', '$expand: expected a comma-separated list without empty items'],
  ])('%j is a 400', (expand, target, message) => {
    expect(failure({ $expand: expand })).toMatchObject({
      status: 400,
      code: 'InvalidQueryOption',
      target,
      message,
    });
  });

  it('answers 400 on a resource that expands nothing', () => {
    expect(() =>
      parseODataQuery({ $expand: 'Media' }, fields, { ...options, expandable: [] }, NOW),
    ).toThrow("$expand: 'Media' cannot be expanded");
  });

  it('answers 501 to nested expand options', () => {
    expect(failure({ $expand: 'Media($select=MediaURL)' })).toMatchObject({
      status: 501,
      code: 'NotImplemented',
    });
  });
});

describe('every option at once', () => {
  it('reads a replication page', () => {
    const query = parse({
      $filter: 'ModificationTimestamp gt 2026-01-01T00:00:00Z',
      $select: 'ListingKey,ModificationTimestamp',
      $orderby: 'ModificationTimestamp asc',
      $top: '200',
      $skip: '400',
      $count: 'true',
      $expand: 'Media',
      $format: 'json',
    });
    expect(render(query.where!)).toMatchObject({
      sql: 'p.modified_at > $1::timestamptz',
      params: ['2026-01-01T00:00:00Z'],
    });
    expect(query).toMatchObject({
      select: ['ListingKey', 'ModificationTimestamp'],
      top: 200,
      skip: 400,
      count: true,
      expand: ['Media'],
    });
  });

  it('reports an unknown $filter field even when the other options are fine', () => {
    expect(failure({ $filter: "Nope eq 'x'", $top: '1' })).toMatchObject({
      status: 400,
      code: 'UnknownField',
      target: 'Nope',
    });
  });
});
