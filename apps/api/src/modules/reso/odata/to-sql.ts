import { sql, type SQL } from 'drizzle-orm';
import type { CompareOperator, Condition, Operand } from './filter';

/**
 * A condition as SQL, negations pushed down to the comparisons (De Morgan), so that each
 * comparison follows OData's rules rather than SQL's three-valued logic: in OData `Price gt 5` is
 * false when Price is null, so `not(Price gt 5)` is true there, and `City ne 'X'` is true for a
 * null City. Positive comparisons stay plain (`p.price > $1`) so indexes still serve them.
 */
type Built = { shape: 'atom'; sql: SQL } | { shape: 'and' | 'or'; items: Built[] };

const SYMBOL: Record<CompareOperator, string> = {
  eq: '=',
  ne: '<>',
  gt: '>',
  ge: '>=',
  lt: '<',
  le: '<=',
};
const INVERSE: Record<'gt' | 'ge' | 'lt' | 'le', CompareOperator> = {
  gt: 'le',
  ge: 'lt',
  lt: 'ge',
  le: 'gt',
};

const atom = (condition: SQL): Built => ({ shape: 'atom', sql: condition });

function group(shape: 'and' | 'or', items: Built[]): Built {
  const flat = items.flatMap((item) => (item.shape === shape ? item.items : [item]));
  return flat.length === 1 ? flat[0]! : { shape, items: flat };
}

/** `condition` or, when a side may be null, `(condition or side is null ...)`. */
function orNull(condition: SQL, ...operands: Operand[]): Built {
  const nulls = operands.filter((o) => o.nullable).map((o) => atom(sql`${o.sql} is null`));
  return group('or', [atom(condition), ...nulls]);
}

function compare(
  operator: CompareOperator,
  left: Operand,
  right: Operand,
  negated: boolean,
): Built {
  if (operator === 'eq' || operator === 'ne') {
    const equal = (operator === 'eq') !== negated;
    if (left.nullable && right.nullable) {
      return atom(
        equal
          ? sql`${left.sql} is not distinct from ${right.sql}`
          : sql`${left.sql} is distinct from ${right.sql}`,
      );
    }
    if (equal) return atom(sql`${left.sql} = ${right.sql}`);
    if (left.nullable || right.nullable) {
      return atom(sql`${left.sql} is distinct from ${right.sql}`);
    }
    return atom(sql`${left.sql} <> ${right.sql}`);
  }
  if (!negated) return atom(sql`${left.sql} ${sql.raw(SYMBOL[operator])} ${right.sql}`);
  return orNull(sql`${left.sql} ${sql.raw(SYMBOL[INVERSE[operator]])} ${right.sql}`, left, right);
}

function build(condition: Condition, negated: boolean): Built {
  switch (condition.kind) {
    case 'compare':
      return compare(condition.operator, condition.left, condition.right, negated);
    case 'isNull':
      return atom(
        negated ? sql`${condition.operand.sql} is not null` : sql`${condition.operand.sql} is null`,
      );
    case 'in': {
      const list = sql.join(condition.items, sql`, `);
      const { operand } = condition;
      if (!negated) return atom(sql`${operand.sql} in (${list})`);
      return orNull(sql`${operand.sql} not in (${list})`, operand);
    }
    case 'flag':
      return atom(negated ? sql`not ${condition.operand.sql}` : condition.operand.sql);
    case 'not':
      return build(condition.item, !negated);
    case 'and':
    case 'or': {
      const shape = (condition.kind === 'and') !== negated ? 'and' : 'or';
      return group(
        shape,
        condition.items.map((item) => build(item, negated)),
      );
    }
    case 'lambda': {
      const from = sql`select 1 from (${condition.source}) as ${condition.alias}`;
      if (!condition.body) {
        return atom(negated ? sql`not exists (${from})` : sql`exists (${from})`);
      }
      // any: some element satisfies the body; all: no element fails it.
      const all = condition.quantifier === 'all';
      const body = render(build(condition.body, all));
      const exists = sql`exists (${from} where ${body})`;
      return atom(all !== negated ? sql`not ${exists}` : exists);
    }
  }
}

function render(built: Built): SQL {
  if (built.shape === 'atom') return built.sql;
  return sql.join(
    built.items.map((item) => (item.shape === 'atom' ? item.sql : sql`(${render(item)})`)),
    sql.raw(` ${built.shape} `),
  );
}

/** The WHERE condition of a parsed `$filter`; parenthesised when it has and/or at its top. */
export function conditionToSql(condition: Condition): SQL {
  const built = build(condition, false);
  return built.shape === 'atom' ? built.sql : sql`(${render(built)})`;
}
