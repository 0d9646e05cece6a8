import { sql, type SQL } from 'drizzle-orm';
import { badOption, notImplemented, unknownField } from './errors';
import { parseFilter } from './filter';
import { conditionToSql } from './to-sql';
import type { ODataFields } from './types';

export interface ODataQueryOptions {
  /** $top above it: 400 with a message naming the maximum. */
  maxTop: number;
  /** Page size when $top is absent. */
  defaultTop: number;
  /** Navigation names allowed in $expand (e.g. ['Media']). */
  expandable: readonly string[];
  /** The stable tie-break appended to every ORDER BY, e.g. sql`p.public_id asc`. */
  keyOrder: SQL;
}

export interface ODataQuery {
  /** From $filter, parameterised; parenthesised when and/or is at its top, so it can be and-ed. */
  where: SQL | undefined;
  /** Validated field names, without repeats; undefined when absent or `*`. */
  select: string[] | undefined;
  /** The ORDER BY list, ending with keyOrder. */
  orderBy: SQL;
  orderFields: { field: string; direction: 'asc' | 'desc' }[];
  top: number;
  skip: number;
  count: boolean;
  expand: string[];
}

const READ = ['$filter', '$select', '$orderby', '$top', '$skip', '$count', '$expand'] as const;
type ReadOption = (typeof READ)[number];
/** Options the caller handles ($format) or may use for its own paging links. */
const LEFT_TO_CALLER: ReadonlySet<string> = new Set(['$format', '$skiptoken', '$deltatoken']);
/** OData options this service does not offer: 501. */
const NOT_OFFERED: ReadonlySet<string> = new Set([
  '$search',
  '$apply',
  '$compute',
  '$levels',
  '$index',
  '$schemaversion',
  '$id',
]);
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const ORDER_ITEM = /^([A-Za-z_][A-Za-z0-9_]*)(?:[ \t]+(asc|desc))?$/;
/** The largest $skip read: more than any collection holds, and exact as a JavaScript number. */
const MAX_SKIP = Number.MAX_SAFE_INTEGER;

/**
 * The system query options, by their lower-case names (OData 4.01 reads them case-insensitively);
 * a repeated option is a 400, as is a name starting with '$' that OData does not define.
 */
function systemOptions(query: Record<string, unknown>): Map<ReadOption, string> {
  const found = new Map<ReadOption, string>();
  const seen = new Set<string>();
  for (const [key, raw] of Object.entries(query)) {
    if (!key.startsWith('$') || raw === undefined) continue;
    const name = key.toLowerCase();
    if (seen.has(name)) throw badOption(name, 'given more than once');
    seen.add(name);
    if (LEFT_TO_CALLER.has(name)) continue;
    if (NOT_OFFERED.has(name)) {
      throw notImplemented(`The query option ${name} is not supported`, name);
    }
    if (!(READ as readonly string[]).includes(name)) {
      throw badOption(name, `unknown system query option (this service reads ${READ.join(', ')})`);
    }
    if (Array.isArray(raw)) throw badOption(name, 'given more than once');
    if (typeof raw !== 'string') throw badOption(name, 'expected text');
    found.set(name as ReadOption, raw);
  }
  return found;
}

function nonNegativeInteger(option: string, text: string, max: number): number {
  if (!/^\d+$/.test(text)) {
    throw badOption(option, `expected a whole number from 0 up, found '${text}'`);
  }
  const value = Number(text);
  if (value > max) throw badOption(option, `the maximum is ${max}, found ${text}`);
  return value;
}

/** A comma-separated list: items trimmed; an empty list or item is a 400. */
function list(option: string, text: string): string[] {
  const items = text.split(',').map((item) => item.trim());
  if (items.some((item) => item === '')) {
    throw badOption(option, 'expected a comma-separated list without empty items');
  }
  return items;
}

function parseSelect(text: string, fields: ODataFields): string[] | undefined {
  const items = list('$select', text);
  if (items.includes('*')) return undefined;
  for (const item of items) {
    if (!NAME.test(item)) {
      throw badOption('$select', `'${item}' is not a field name (paths are not supported)`);
    }
    if (!Object.hasOwn(fields, item)) throw unknownField(item, '$select');
  }
  return [...new Set(items)];
}

function parseOrderBy(text: string, fields: ODataFields): ODataQuery['orderFields'] {
  return list('$orderby', text).map((item) => {
    const match = ORDER_ITEM.exec(item);
    if (!match) {
      throw badOption('$orderby', `expected 'Field', 'Field asc' or 'Field desc', found '${item}'`);
    }
    const field = match[1]!;
    const definition = Object.hasOwn(fields, field) ? fields[field] : undefined;
    if (!definition) throw unknownField(field, '$orderby');
    if (definition.collection || definition.sortable === false) {
      throw badOption('$orderby', `${field} cannot be sorted on`, field);
    }
    return { field, direction: match[2] === 'desc' ? 'desc' : 'asc' };
  });
}

/** OData puts nulls before other values ascending and after them descending. */
function orderTerm(fields: ODataFields, item: ODataQuery['orderFields'][number]): SQL {
  const field = fields[item.field]!;
  const nulls =
    field.nullable === false ? '' : item.direction === 'asc' ? ' nulls first' : ' nulls last';
  return sql`${field.sql} ${sql.raw(item.direction + nulls)}`;
}

function parseExpand(text: string, expandable: readonly string[]): string[] {
  const items = list('$expand', text);
  for (const item of items) {
    if (/[(/]/.test(item)) {
      throw notImplemented(`$expand: options and paths in '${item}' are not supported`, '$expand');
    }
    if (!expandable.includes(item)) {
      const offered = expandable.length ? `: this resource expands ${expandable.join(', ')}` : '';
      throw badOption('$expand', `'${item}' cannot be expanded${offered}`, item);
    }
  }
  return [...new Set(items)];
}

/** Reads $filter, $select, $orderby, $top, $skip, $count, $expand (and ignores $format); throws ODataError for anything wrong. */
export function parseODataQuery(
  query: Record<string, unknown>,
  fields: ODataFields,
  options: ODataQueryOptions,
  now: Date = new Date(),
): ODataQuery {
  const given = systemOptions(query);
  const filter = given.get('$filter');
  const select = given.get('$select');
  const orderby = given.get('$orderby');
  const top = given.get('$top');
  const skip = given.get('$skip');
  const count = given.get('$count');
  const expand = given.get('$expand');
  if (count !== undefined && count !== 'true' && count !== 'false') {
    throw badOption('$count', `expected true or false, found '${count}'`);
  }
  const orderFields = orderby === undefined ? [] : parseOrderBy(orderby, fields);
  return {
    where: filter === undefined ? undefined : conditionToSql(parseFilter(filter, fields, now)),
    select: select === undefined ? undefined : parseSelect(select, fields),
    orderBy: sql.join(
      [...orderFields.map((item) => orderTerm(fields, item)), options.keyOrder],
      sql`, `,
    ),
    orderFields,
    top: top === undefined ? options.defaultTop : nonNegativeInteger('$top', top, options.maxTop),
    skip: skip === undefined ? 0 : nonNegativeInteger('$skip', skip, MAX_SKIP),
    count: count === 'true',
    expand: expand === undefined ? [] : parseExpand(expand, options.expandable),
  };
}
