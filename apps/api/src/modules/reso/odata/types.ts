import type { SQL } from 'drizzle-orm';

export type EdmType =
  | 'Edm.String'
  | 'Edm.Boolean'
  | 'Edm.Int32'
  | 'Edm.Int64'
  | 'Edm.Decimal'
  | 'Edm.Double'
  | 'Edm.Date'
  | 'Edm.DateTimeOffset';

export interface ODataField {
  /** For a collection: the type of its elements. */
  type: EdmType;
  /**
   * The column or expression, qualified as the caller's FROM clause names it, e.g. sql`p.price`;
   * one operand (a column, a function call or a parenthesised expression).
   * For a collection: a correlated subquery giving one row per element, in one column named
   * "value", e.g. sql`select unnest(p.appliances) as value` (with or without parentheses).
   */
  sql: SQL;
  collection?: boolean;
  /** May it appear in $orderby (default true for non-collections, never for collections). */
  sortable?: boolean;
  /**
   * May the value be null (default true). `false` for a NOT NULL column lets $orderby leave out
   * NULLS FIRST/LAST (so a plain index serves the order) and `not(...)` leave out IS NULL tests.
   */
  nullable?: boolean;
}

/** Keyed by the Data Dictionary name, case-sensitive. */
export type ODataFields = Readonly<Record<string, ODataField>>;
