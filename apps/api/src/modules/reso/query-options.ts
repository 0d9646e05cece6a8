// The OData query options the feed's routes read ($filter, $select, $orderby, $top, $skip,
// $count, $expand), turned into parameterised SQL over a resource's fields. This file keeps the
// signature of the OData module (./odata) so the routes work before it lands; then it only
// re-exports that module. It parses the Web API Core 2.0.0 part of $filter: comparisons
// (eq ne gt ge lt le) of a field with a literal, `and`, `or`, `not(...)`, parentheses, `in (...)`
// on strings and now(); lambdas (any/all) answer 501.
import { sql, type SQL } from 'drizzle-orm';

export type EdmType =
  | 'Edm.String'
  | 'Edm.Boolean'
  | 'Edm.Int32'
  | 'Edm.Int64'
  | 'Edm.Decimal'
  | 'Edm.Double'
  | 'Edm.Date'
  | 'Edm.DateTimeOffset';

/** A field of a resource: its type and the SQL giving it (collection: a correlated subquery with one column "value"). */
export interface ODataField {
  type: EdmType;
  sql: SQL;
  collection?: boolean;
  sortable?: boolean;
}

export type ODataFields = Readonly<Record<string, ODataField>>;

/** A refused query: its status, OData error code and the option or field at fault. */
export class ODataError extends Error {
  constructor(
    readonly status: 400 | 404 | 501,
    readonly code: string,
    message: string,
    readonly target?: string,
  ) {
    super(message);
  }
}

export interface ODataQueryOptions {
  maxTop: number;
  defaultTop: number;
  expandable: readonly string[];
  keyOrder: SQL;
}

export interface ODataQuery {
  where: SQL | undefined;
  select: string[] | undefined;
  orderBy: SQL;
  orderFields: { field: string; direction: 'asc' | 'desc' }[];
  top: number;
  skip: number;
  count: boolean;
  expand: string[];
}

const KNOWN_OPTIONS = new Set([
  '$filter',
  '$select',
  '$orderby',
  '$top',
  '$skip',
  '$count',
  '$expand',
  '$format',
]);
const UNSUPPORTED_OPTIONS = new Set(['$search', '$apply', '$compute', '$levels', '$skiptoken']);

const bad = (message: string, target?: string) =>
  new ODataError(400, 'BadRequest', message, target);

function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw bad(`${name} may be given once`, name);
  return value;
}

function nonNegative(text: string | undefined, name: string): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d{1,9}$/.test(text.trim())) throw bad(`${name} must be a whole number ≥ 0`, name);
  return Number(text.trim());
}

function fieldOf(fields: ODataFields, name: string, option: string): ODataField {
  const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (!field) throw bad(`Unknown field: ${name}`, name || option);
  return field;
}

function names(text: string): string[] {
  return text
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
}

export function parseODataQuery(
  query: Record<string, unknown>,
  fields: ODataFields,
  options: ODataQueryOptions,
  now: Date = new Date(),
): ODataQuery {
  for (const name of Object.keys(query)) {
    if (!name.startsWith('$')) continue;
    if (UNSUPPORTED_OPTIONS.has(name)) {
      throw new ODataError(501, 'NotImplemented', `${name} is not supported`, name);
    }
    if (!KNOWN_OPTIONS.has(name)) throw bad(`Unknown query option: ${name}`, name);
  }
  const selectText = single(query, '$select');
  const select =
    selectText === undefined || selectText.trim() === '*'
      ? undefined
      : names(selectText).map((n) => (fieldOf(fields, n, '$select'), n));
  const expand = names(single(query, '$expand') ?? '');
  for (const e of expand) {
    if (!options.expandable.includes(e)) throw bad(`Cannot expand ${e}`, e);
  }
  const countText = single(query, '$count');
  if (countText !== undefined && countText !== 'true' && countText !== 'false') {
    throw bad('$count must be true or false', '$count');
  }
  const top = nonNegative(single(query, '$top'), '$top') ?? options.defaultTop;
  const skip = nonNegative(single(query, '$skip'), '$skip') ?? 0;
  const orderFields = names(single(query, '$orderby') ?? '').map(
    (part): ODataQuery['orderFields'][number] => {
      const [name = '', direction = 'asc', extra] = part.split(/\s+/);
      const field = fieldOf(fields, name, '$orderby');
      if (extra !== undefined || (direction !== 'asc' && direction !== 'desc')) {
        throw bad(`Cannot order by "${part}"`, '$orderby');
      }
      if (field.collection || field.sortable === false) {
        throw bad(`Cannot order by ${name}`, name);
      }
      return { field: name, direction };
    },
  );
  const orderBy = sql.join(
    [
      ...orderFields.map((o) =>
        o.direction === 'asc'
          ? sql`${fields[o.field]!.sql} ASC NULLS FIRST`
          : sql`${fields[o.field]!.sql} DESC NULLS LAST`,
      ),
      options.keyOrder,
    ],
    sql`, `,
  );
  const filterText = single(query, '$filter');
  const where = filterText === undefined ? undefined : parseFilter(filterText, fields, now);
  return {
    where,
    select,
    orderBy,
    orderFields,
    top: Math.min(top, options.maxTop),
    skip,
    count: countText === 'true',
    expand,
  };
}

// ---------------------------------------------------------------------------------------------
// $filter

type Token =
  | { kind: 'name'; text: string }
  | { kind: 'string'; text: string }
  | { kind: 'literal'; text: string }
  | { kind: 'punct'; text: '(' | ')' | ',' };

const LITERAL =
  /^(?:-?\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '(' || c === ')' || c === ',') {
      tokens.push({ kind: 'punct', text: c });
      i++;
    } else if (c === "'") {
      let value = '';
      i++;
      for (;;) {
        if (i >= text.length) throw bad('Unterminated string in $filter', '$filter');
        if (text[i] === "'") {
          if (text[i + 1] === "'") {
            value += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        value += text[i++];
      }
      tokens.push({ kind: 'string', text: value });
    } else {
      const literal = LITERAL.exec(text.slice(i));
      if (literal && /[\d-]/.test(c)) {
        tokens.push({ kind: 'literal', text: literal[0] });
        i += literal[0].length;
        continue;
      }
      const name = /^[A-Za-z_][A-Za-z0-9_./:]*/.exec(text.slice(i));
      if (!name) throw bad(`Unexpected "${c}" in $filter`, '$filter');
      tokens.push({ kind: 'name', text: name[0] });
      i += name[0].length;
    }
  }
  return tokens;
}

const COMPARISONS = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' } as const;
type Comparison = keyof typeof COMPARISONS;
const isComparison = (t: Token | undefined): t is { kind: 'name'; text: Comparison } =>
  t?.kind === 'name' && Object.hasOwn(COMPARISONS, t.text);

const NUMERIC = new Set<EdmType>(['Edm.Int32', 'Edm.Int64', 'Edm.Decimal', 'Edm.Double']);

/** A literal as a parameter of the field's type; 400 when it is not one. */
function valueFor(field: ODataField, name: string, token: Token, now: Date): SQL {
  const wrong = () => bad(`The value for ${name} is not an ${field.type}`, name);
  if (token.kind === 'name' && token.text === 'now') {
    if (field.type !== 'Edm.DateTimeOffset') throw wrong();
    return sql`${now.toISOString()}::timestamptz`;
  }
  switch (field.type) {
    case 'Edm.String':
      if (token.kind !== 'string') throw wrong();
      return sql`${token.text}::text`;
    case 'Edm.Boolean':
      if (token.kind !== 'name' || (token.text !== 'true' && token.text !== 'false')) throw wrong();
      return sql`${token.text === 'true'}::boolean`;
    case 'Edm.Date':
      if (token.kind !== 'literal' || !/^\d{4}-\d{2}-\d{2}$/.test(token.text)) throw wrong();
      if (Number.isNaN(Date.parse(token.text))) throw wrong();
      return sql`${token.text}::date`;
    case 'Edm.DateTimeOffset':
      if (token.kind !== 'literal' || !token.text.includes('T')) throw wrong();
      if (Number.isNaN(Date.parse(token.text))) throw wrong();
      return sql`${token.text}::timestamptz`;
    default:
      if (!NUMERIC.has(field.type) || token.kind !== 'literal' || token.text.includes('-', 1)) {
        throw wrong();
      }
      if ((field.type === 'Edm.Int32' || field.type === 'Edm.Int64') && !/^-?\d+$/.test(token.text))
        throw wrong();
      return sql`${token.text}::numeric`;
  }
}

function parseFilter(text: string, fields: ODataFields, now: Date): SQL {
  if (text.length > 4000) throw bad('$filter is too long', '$filter');
  const tokens = tokenize(text);
  let at = 0;
  let depth = 0;
  const peek = () => tokens[at];
  const next = () => tokens[at++];
  const expect = (punct: '(' | ')' | ',') => {
    const t = next();
    if (t?.kind !== 'punct' || t.text !== punct)
      throw bad(`Expected "${punct}" in $filter`, '$filter');
  };
  const isWord = (t: Token | undefined, word: string) => t?.kind === 'name' && t.text === word;

  const comparison = (): SQL => {
    const left = next();
    if (!left) throw bad('$filter ends too early', '$filter');
    if (left.kind !== 'name') throw bad('A comparison starts with a field name', '$filter');
    if (left.text.includes('/')) {
      throw new ODataError(501, 'NotImplemented', 'Lambda operators are not supported', left.text);
    }
    const after = peek();
    if (after?.kind === 'punct' && after.text === '(' && !Object.hasOwn(fields, left.text)) {
      throw new ODataError(
        501,
        'NotImplemented',
        `The function ${left.text} is not supported`,
        left.text,
      );
    }
    const field = fieldOf(fields, left.text, '$filter');
    if (field.collection) {
      throw new ODataError(
        501,
        'NotImplemented',
        `Cannot compare ${left.text} directly`,
        left.text,
      );
    }
    const op = next();
    if (isWord(op, 'in')) {
      expect('(');
      const values: SQL[] = [];
      for (;;) {
        const v = next();
        if (!v) throw bad('$filter ends too early', '$filter');
        values.push(valueFor(field, left.text, v, now));
        const sep = next();
        if (sep?.kind === 'punct' && sep.text === ')') break;
        if (sep?.kind !== 'punct' || sep.text !== ',') throw bad('Expected "," or ")"', '$filter');
      }
      return sql`coalesce(${field.sql} IN (${sql.join(values, sql`, `)}), false)`;
    }
    if (!isComparison(op)) throw bad(`Expected an operator after ${left.text}`, '$filter');
    const right = next();
    if (!right) throw bad('$filter ends too early', '$filter');
    if (isWord(right, 'null')) {
      if (op.text === 'eq') return sql`(${field.sql} IS NULL)`;
      if (op.text === 'ne') return sql`(${field.sql} IS NOT NULL)`;
      throw bad('null compares with eq or ne only', left.text);
    }
    if (isWord(right, 'now')) {
      expect('(');
      expect(')');
    }
    const value = valueFor(field, left.text, right, now);
    if (op.text === 'ne') return sql`(${field.sql} IS DISTINCT FROM ${value})`;
    return sql`coalesce(${field.sql} ${sql.raw(COMPARISONS[op.text])} ${value}, false)`;
  };

  const primary = (): SQL => {
    const t = peek();
    if (isWord(t, 'not')) {
      next();
      expect('(');
      const inner = or();
      expect(')');
      return sql`(NOT ${inner})`;
    }
    if (t?.kind === 'punct' && t.text === '(') {
      if (++depth > 50) throw bad('$filter is nested too deeply', '$filter');
      next();
      const inner = or();
      expect(')');
      depth--;
      return sql`(${inner})`;
    }
    return comparison();
  };
  const and = (): SQL => {
    let left = primary();
    while (isWord(peek(), 'and')) {
      next();
      left = sql`(${left} AND ${primary()})`;
    }
    return left;
  };
  const or = (): SQL => {
    let left = and();
    while (isWord(peek(), 'or')) {
      next();
      left = sql`(${left} OR ${and()})`;
    }
    return left;
  };
  if (!tokens.length) throw bad('$filter is empty', '$filter');
  const where = or();
  if (at < tokens.length) throw bad('Unexpected text at the end of $filter', '$filter');
  return where;
}
