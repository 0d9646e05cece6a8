import { sql, type SQL } from 'drizzle-orm';
import { badFilter, notImplemented, unknownField } from './errors';
import { tokenize, type Token } from './lexer';
import type { EdmType, ODataField, ODataFields } from './types';

/** The longest `$filter` read, in characters. */
export const MAX_FILTER_LENGTH = 10_000;
/** How deeply parentheses, not(...) and lambdas may nest. */
export const MAX_FILTER_DEPTH = 32;

export type CompareOperator = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';

/** An operand of a comparison once resolved: its SQL and whether it may be null. */
export interface Operand {
  sql: SQL;
  nullable: boolean;
}

/** A type-checked `$filter`, its values already SQL (literals as parameters). */
export type Condition =
  | { kind: 'compare'; operator: CompareOperator; left: Operand; right: Operand }
  | { kind: 'isNull'; operand: Operand }
  | { kind: 'in'; operand: Operand; items: SQL[] }
  | { kind: 'flag'; operand: Operand }
  | { kind: 'and' | 'or'; items: Condition[] }
  | { kind: 'not'; item: Condition }
  | { kind: 'lambda'; quantifier: 'any' | 'all'; source: SQL; alias: SQL; body?: Condition };

type Literal =
  | { type: 'string'; value: string }
  | { type: 'boolean'; value: boolean }
  | { type: 'null' }
  | { type: 'number'; text: string; form: 'integer' | 'decimal' | 'double' }
  | { type: 'date'; text: string }
  | { type: 'dateTime'; text: string };

/** A field, a lambda variable or now(): something with a type and an SQL expression. */
interface Reference {
  kind: 'reference';
  name: string;
  at: number;
  type: EdmType;
  sql: SQL;
  nullable: boolean;
  collection: boolean;
}

interface LiteralValue {
  kind: 'literal';
  at: number;
  literal: Literal;
  text: string;
}

type Value = Reference | LiteralValue;
/** What a sub-expression parses to, before its context says whether it must be a condition. */
type Parsed = Value | { kind: 'condition'; condition: Condition; at: number; text: string };

const COMPARE: ReadonlySet<string> = new Set(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);
/** OData operators this service does not offer: 501. */
const UNSUPPORTED_OPERATORS: ReadonlySet<string> = new Set([
  'add',
  'sub',
  'mul',
  'div',
  'divby',
  'mod',
  'has',
]);
const KEYWORDS: ReadonlySet<string> = new Set([
  ...COMPARE,
  ...UNSUPPORTED_OPERATORS,
  'and',
  'or',
  'not',
  'in',
]);
/** Functions OData defines that this service does not offer: 501 (any other name is a 400). */
const ODATA_FUNCTIONS: ReadonlySet<string> = new Set([
  'contains',
  'endswith',
  'startswith',
  'length',
  'indexof',
  'substring',
  'matchesPattern',
  'tolower',
  'toupper',
  'trim',
  'concat',
  'year',
  'month',
  'day',
  'hour',
  'minute',
  'second',
  'fractionalseconds',
  'totalseconds',
  'date',
  'time',
  'totaloffsetminutes',
  'mindatetime',
  'maxdatetime',
  'round',
  'floor',
  'ceiling',
  'isof',
  'cast',
  'case',
  'hassubset',
  'hassubsequence',
]);

const NUMERIC: ReadonlySet<EdmType> = new Set([
  'Edm.Int32',
  'Edm.Int64',
  'Edm.Decimal',
  'Edm.Double',
]);
const INT32 = { min: -(2n ** 31n), max: 2n ** 31n - 1n };
const INT64 = { min: -(2n ** 63n), max: 2n ** 63n - 1n };

function category(type: EdmType): string {
  return NUMERIC.has(type) ? 'number' : type;
}

function describeToken(token: Token): string {
  switch (token.kind) {
    case 'end':
      return 'the end of the filter';
    case 'string':
      return `the string '${token.value.replaceAll("'", "''")}'`;
    case 'name':
    case 'punct':
    case 'number':
    case 'date':
    case 'dateTime':
      return `'${token.text}'`;
  }
}

const EXPECTED_LITERAL: Record<string, string> = {
  'Edm.String': "a quoted string such as 'Active'",
  'Edm.Boolean': 'true or false',
  number: 'a number such as 250000 or 2.5',
  'Edm.Date': 'a date such as 2024-01-31',
  'Edm.DateTimeOffset': 'a date-time such as 2024-01-31T12:00:00Z, or now()',
};

function inRange(text: string, range: { min: bigint; max: bigint }): boolean {
  const value = BigInt(text);
  return value >= range.min && value <= range.max;
}

/** The literal as a parameter of the reference's type (cast so the database never guesses). */
function literalFor(reference: Reference, value: LiteralValue): SQL {
  const { literal } = value;
  const type = reference.type;
  const mismatch = () =>
    badFilter(
      `${reference.name} is ${type}: compare it with ${EXPECTED_LITERAL[category(type)]}; found ${value.text} at character ${value.at}`,
      reference.name,
    );
  switch (literal.type) {
    case 'string':
      if (type !== 'Edm.String') throw mismatch();
      return sql`${literal.value}`;
    case 'boolean':
      if (type !== 'Edm.Boolean') throw mismatch();
      return sql`${literal.value}`;
    case 'number': {
      if (!NUMERIC.has(type)) throw mismatch();
      const integer = literal.form === 'integer';
      if (type === 'Edm.Int32' && integer && inRange(literal.text, INT32)) {
        return sql`${literal.text}::int`;
      }
      if (type === 'Edm.Int64' && integer && inRange(literal.text, INT64)) {
        return sql`${literal.text}::bigint`;
      }
      if (type === 'Edm.Double') return sql`${literal.text}::double precision`;
      return sql`${literal.text}::numeric`;
    }
    case 'date':
      if (type !== 'Edm.Date') throw mismatch();
      return sql`${literal.text}::date`;
    case 'dateTime':
      if (type !== 'Edm.DateTimeOffset') throw mismatch();
      return sql`${literal.text}::timestamptz`;
    case 'null':
      throw badFilter(`null cannot be used here (character ${value.at})`);
  }
}

class FilterParser {
  private index = 0;
  private depth = 0;
  private lambdas = 0;
  private readonly variables = new Map<string, Reference>();
  private readonly tokens: Token[];

  constructor(
    private readonly filter: string,
    private readonly fields: ODataFields,
    private readonly now: Date,
  ) {
    this.tokens = tokenize(filter);
  }

  parse(): Condition {
    const parsed = this.parseOr();
    const next = this.peek();
    if (next.kind !== 'end') {
      throw badFilter(
        `Unexpected ${describeToken(next)} at character ${next.at}: expected an operator (eq, ne, gt, ge, lt, le, in, and, or) or the end of the filter`,
      );
    }
    return this.condition(parsed);
  }

  private peek(): Token {
    return this.tokens[this.index]!;
  }

  private next(): Token {
    const token = this.tokens[this.index]!;
    if (token.kind !== 'end') this.index += 1;
    return token;
  }

  private isName(token: Token, ...names: string[]): token is Token & { kind: 'name' } {
    return token.kind === 'name' && names.includes(token.text);
  }

  private expectPunct(text: string, context: string): Token {
    const token = this.next();
    if (token.kind !== 'punct' || token.text !== text) {
      throw badFilter(
        `Expected '${text}' ${context} at character ${token.at}, found ${describeToken(token)}`,
      );
    }
    return token;
  }

  private enter(at: number): void {
    this.depth += 1;
    if (this.depth > MAX_FILTER_DEPTH) {
      throw badFilter(
        `The filter nests more than ${MAX_FILTER_DEPTH} levels (parentheses, not and any/all) at character ${at}`,
      );
    }
  }

  private leave(): void {
    this.depth -= 1;
  }

  private textFrom(at: number): string {
    const end = this.peek().at;
    return this.filter.slice(at - 1, end - 1).trim();
  }

  /** The parsed expression as a condition: a comparison, a logical operation or a boolean field. */
  private condition(parsed: Parsed): Condition {
    if (parsed.kind === 'condition') return parsed.condition;
    if (parsed.kind === 'reference' && parsed.type === 'Edm.Boolean' && !parsed.collection) {
      return { kind: 'flag', operand: parsed };
    }
    const what =
      parsed.kind === 'reference' ? `${parsed.name} (${parsed.type})` : `the value ${parsed.text}`;
    throw badFilter(
      `Expected a condition at character ${parsed.at}, found ${what}: compare it with eq, ne, gt, ge, lt or le`,
    );
  }

  private parseOr(): Parsed {
    return this.parseLogical('or', () => this.parseAnd());
  }

  private parseAnd(): Parsed {
    return this.parseLogical('and', () => this.parseEquality());
  }

  private parseLogical(operator: 'and' | 'or', operand: () => Parsed): Parsed {
    const first = operand();
    if (!this.isName(this.peek(), operator)) return first;
    const items = [this.condition(first)];
    while (this.isName(this.peek(), operator)) {
      this.next();
      items.push(this.condition(operand()));
    }
    return {
      kind: 'condition',
      condition: { kind: operator, items },
      at: first.at,
      text: this.textFrom(first.at),
    };
  }

  private parseEquality(): Parsed {
    return this.parseComparisons(['eq', 'ne'], () => this.parseRelational());
  }

  private parseRelational(): Parsed {
    return this.parseComparisons(['gt', 'ge', 'lt', 'le'], () => this.parseUnary());
  }

  private parseComparisons(operators: CompareOperator[], operand: () => Parsed): Parsed {
    let left = operand();
    for (;;) {
      const token = this.peek();
      if (token.kind === 'name' && UNSUPPORTED_OPERATORS.has(token.text)) {
        throw notImplemented(
          `The operator '${token.text}' (character ${token.at}) is not supported: $filter offers eq, ne, gt, ge, lt, le, in, and, or, not(), now() and any/all`,
          '$filter',
        );
      }
      if (token.kind !== 'name' || !operators.includes(token.text as CompareOperator)) {
        return left;
      }
      this.next();
      const right = operand();
      left = {
        kind: 'condition',
        condition: this.compare(token.text as CompareOperator, left, right, token.at),
        at: left.at,
        text: this.textFrom(left.at),
      };
    }
  }

  private compare(operator: CompareOperator, left: Parsed, right: Parsed, at: number): Condition {
    for (const side of [left, right]) {
      if (side.kind === 'condition') {
        throw badFilter(
          `'${operator}' at character ${at} compares values, but '${side.text}' is a condition: put parentheses around comparisons joined by and/or`,
        );
      }
      if (side.kind === 'reference' && side.collection) {
        throw badFilter(
          `${side.name} is a collection: filter it with ${side.name}/any(x: x ${operator} ...) or ${side.name}/all(...)`,
          side.name,
        );
      }
    }
    const [l, r] = [left as Value, right as Value];
    if (l.kind === 'literal' && r.kind === 'literal') {
      throw badFilter(
        `'${operator}' at character ${at} compares two literals: one side must be a field`,
      );
    }
    const reference = (l.kind === 'reference' ? l : r) as Reference;
    const other = l.kind === 'reference' ? r : l;
    if (other.kind === 'literal' && other.literal.type === 'null') {
      if (operator !== 'eq' && operator !== 'ne') {
        throw badFilter(
          `null can only be compared with eq or ne, not '${operator}' (character ${at})`,
        );
      }
      const isNull: Condition = { kind: 'isNull', operand: reference };
      return operator === 'eq' ? isNull : { kind: 'not', item: isNull };
    }
    if (reference.type === 'Edm.Boolean' && operator !== 'eq' && operator !== 'ne') {
      throw badFilter(
        `${reference.name} is Edm.Boolean: compare it with eq or ne, not '${operator}' (character ${at})`,
        reference.name,
      );
    }
    const operand = (value: Value): Operand =>
      value.kind === 'reference' ? value : { sql: literalFor(reference, value), nullable: false };
    if (l.kind === 'reference' && r.kind === 'reference' && category(l.type) !== category(r.type)) {
      throw badFilter(
        `'${operator}' at character ${at} compares ${l.name} (${l.type}) with ${r.name} (${r.type}): their types differ`,
        r.name === 'now()' ? l.name : r.name,
      );
    }
    return { kind: 'compare', operator, left: operand(l), right: operand(r) };
  }

  private parseUnary(): Parsed {
    const token = this.peek();
    if (this.isName(token, 'not')) {
      this.next();
      // not(...) is one level: its parentheses count it.
      const after = this.peek();
      const bare = after.kind !== 'punct' || after.text !== '(';
      if (bare) this.enter(token.at);
      const operand = this.parseUnary();
      if (bare) this.leave();
      return {
        kind: 'condition',
        condition: { kind: 'not', item: this.condition(operand) },
        at: token.at,
        text: this.textFrom(token.at),
      };
    }
    const primary = this.parsePrimary();
    if (!this.isName(this.peek(), 'in')) return primary;
    return this.parseIn(primary);
  }

  private parseIn(left: Parsed): Parsed {
    const keyword = this.next();
    if (left.kind !== 'reference' || left.collection) {
      const what = left.kind === 'reference' ? `the collection ${left.name}` : `'${left.text}'`;
      throw badFilter(
        `'in' at character ${keyword.at} needs a field on its left, found ${what}`,
        left.kind === 'reference' ? left.name : '$filter',
      );
    }
    if (left.type === 'Edm.Boolean') {
      throw badFilter(`${left.name} is Edm.Boolean: use eq or ne, not 'in'`, left.name);
    }
    this.expectPunct('(', "after 'in'");
    const items: SQL[] = [];
    for (;;) {
      const value = this.parseLiteralToken(this.next(), "in the list after 'in'");
      if (value.literal.type === 'null') {
        throw badFilter(
          `null cannot be in the list of 'in' (character ${value.at}): use ${left.name} eq null`,
        );
      }
      items.push(literalFor(left, value));
      const separator = this.next();
      if (separator.kind === 'punct' && separator.text === ')') break;
      if (separator.kind !== 'punct' || separator.text !== ',') {
        throw badFilter(
          `Expected ',' or ')' in the list after 'in' at character ${separator.at}, found ${describeToken(separator)}`,
        );
      }
    }
    return {
      kind: 'condition',
      condition: { kind: 'in', operand: left, items },
      at: left.at,
      text: this.textFrom(left.at),
    };
  }

  private parseLiteralToken(token: Token, context: string): LiteralValue {
    const literal = this.literal(token);
    if (!literal) {
      throw badFilter(
        `Expected a literal value ${context} at character ${token.at}, found ${describeToken(token)}`,
      );
    }
    return literal;
  }

  private literal(token: Token): LiteralValue | undefined {
    const value = (literal: Literal, text: string): LiteralValue => ({
      kind: 'literal',
      at: token.at,
      literal,
      text,
    });
    switch (token.kind) {
      case 'string':
        return value({ type: 'string', value: token.value }, describeToken(token));
      case 'number':
        return value({ type: 'number', text: token.text, form: token.form }, token.text);
      case 'date':
        return value({ type: 'date', text: token.text }, token.text);
      case 'dateTime':
        return value({ type: 'dateTime', text: token.text }, token.text);
      case 'name':
        if (token.text === 'true' || token.text === 'false') {
          return value({ type: 'boolean', value: token.text === 'true' }, token.text);
        }
        if (token.text === 'null') return value({ type: 'null' }, 'null');
        return undefined;
      case 'punct':
      case 'end':
        return undefined;
    }
  }

  private parsePrimary(): Parsed {
    const token = this.next();
    if (token.kind === 'punct' && token.text === '(') {
      this.enter(token.at);
      const inner = this.parseOr();
      this.expectPunct(')', `to close the '(' of character ${token.at}`);
      this.leave();
      return inner;
    }
    const literal = this.literal(token);
    if (literal) return literal;
    if (token.kind !== 'name') {
      throw badFilter(
        `Expected a field, a value or '(' at character ${token.at}, found ${describeToken(token)}`,
      );
    }
    if (KEYWORDS.has(token.text)) {
      throw badFilter(
        `Expected a field or a value at character ${token.at}, found the operator '${token.text}'`,
      );
    }
    const after = this.peek();
    if (after.kind === 'punct' && after.text === '(') return this.parseFunction(token);
    const reference = this.reference(token);
    const slash = this.peek();
    if (slash.kind === 'punct' && slash.text === '/') return this.parseLambda(reference, slash);
    return reference;
  }

  private reference(token: Token & { kind: 'name' }): Reference {
    const variable = this.variables.get(token.text);
    if (variable) return { ...variable, at: token.at };
    const field: ODataField | undefined = Object.hasOwn(this.fields, token.text)
      ? this.fields[token.text]
      : undefined;
    if (!field) throw unknownField(token.text, '$filter');
    return {
      kind: 'reference',
      name: token.text,
      at: token.at,
      type: field.type,
      sql: field.sql,
      nullable: field.nullable !== false,
      collection: field.collection === true,
    };
  }

  private parseFunction(name: Token & { kind: 'name' }): Parsed {
    if (name.text === 'now') {
      this.next();
      this.expectPunct(')', 'after now(');
      return {
        kind: 'reference',
        name: 'now()',
        at: name.at,
        type: 'Edm.DateTimeOffset',
        sql: sql`${this.now.toISOString()}::timestamptz`,
        nullable: false,
        collection: false,
      };
    }
    if (ODATA_FUNCTIONS.has(name.text)) {
      throw notImplemented(
        `The function ${name.text}() (character ${name.at}) is not supported: $filter offers eq, ne, gt, ge, lt, le, in, and, or, not(), now() and any/all`,
        '$filter',
      );
    }
    throw badFilter(`Unknown function '${name.text}' at character ${name.at}`);
  }

  private parseLambda(reference: Reference, slash: Token): Parsed {
    this.next();
    const operator = this.next();
    if (!reference.collection || !this.isName(operator, 'any', 'all')) {
      throw badFilter(
        reference.collection
          ? `Expected any or all after '${reference.name}/' at character ${operator.at}, found ${describeToken(operator)}`
          : `'/' at character ${slash.at}: ${reference.name} is not a collection, and paths into other resources are not supported`,
        reference.name,
      );
    }
    const quantifier = operator.text as 'any' | 'all';
    const open = this.expectPunct('(', `after ${reference.name}/${quantifier}`);
    this.lambdas += 1;
    const alias = sql`${sql.identifier(`lambda${this.lambdas}`)}`;
    const lambda = { kind: 'lambda' as const, quantifier, source: reference.sql, alias };
    const result = (condition: Condition): Parsed => ({
      kind: 'condition',
      condition,
      at: reference.at,
      text: this.textFrom(reference.at),
    });
    const first = this.next();
    if (first.kind === 'punct' && first.text === ')') {
      if (quantifier === 'all') {
        throw badFilter(
          `${reference.name}/all() at character ${operator.at} needs a condition: ${reference.name}/all(x: x ne 'A')`,
        );
      }
      return result(lambda);
    }
    if (first.kind !== 'name' || KEYWORDS.has(first.text)) {
      throw badFilter(
        `Expected a variable name after ${reference.name}/${quantifier}( at character ${first.at}, found ${describeToken(first)}: ${reference.name}/${quantifier}(x: x eq 'A')`,
      );
    }
    if (this.variables.has(first.text) || Object.hasOwn(this.fields, first.text)) {
      throw badFilter(
        `The lambda variable '${first.text}' at character ${first.at} is already the name of a field or an outer variable: choose another name`,
      );
    }
    this.expectPunct(':', `after the variable '${first.text}'`);
    this.enter(open.at);
    this.variables.set(first.text, {
      kind: 'reference',
      name: first.text,
      at: first.at,
      type: reference.type,
      sql: sql`${alias}.${sql.identifier('value')}`,
      nullable: true,
      collection: false,
    });
    const body = this.condition(this.parseOr());
    this.variables.delete(first.text);
    this.leave();
    this.expectPunct(')', `to close ${reference.name}/${quantifier}( of character ${open.at}`);
    return result({ ...lambda, body });
  }
}

/** Parses and type-checks a `$filter` against the fields; throws ODataError when it cannot. */
export function parseFilter(filter: string, fields: ODataFields, now: Date): Condition {
  if (filter.length > MAX_FILTER_LENGTH) {
    throw badFilter(
      `The filter is ${filter.length} characters long; the maximum is ${MAX_FILTER_LENGTH}`,
    );
  }
  if (filter.trim() === '') throw badFilter('The filter is empty');
  return new FilterParser(filter, fields, now).parse();
}
