import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';
import * as schema from './schema';

/**
 * Columns the migrations create that schema.ts leaves out on purpose, with the reason. Anything
 * else that differs between the two fails the test.
 */
const NOT_IN_SCHEMA: Record<string, Record<string, string>> = {
  saved_searches: {
    match_keys:
      'generated keys of the places and category a search names; read only by raw SQL in matching',
  },
  properties: {
    search_text: 'generated full-text vector; read only by raw SQL in title searches',
    location: 'generated point for the map search; read only by raw SQL in area searches',
    reference_key:
      'generated lower-case agent reference; read only by raw SQL in the duplicate check',
    price_cents:
      'generated price in hundredths (leakproof comparisons); read only by raw SQL in searches',
  },
};

/** Tables the database has that are not the application's: the migration runner's own. */
const NOT_APPLICATION_TABLES = new Set(['schema_migrations']);

interface Column {
  type: string;
  notNull: boolean;
}

/** Drizzle's SQL type names, written the way PostgreSQL's format_type prints them. */
function normalType(type: string): string {
  return type
    .replace(/^bigserial$/, 'bigint')
    .replace(/^smallserial$/, 'smallint')
    .replace(/^serial$/, 'integer')
    .replace(/^varchar/, 'character varying')
    .replace(/^timestamp$/, 'timestamp without time zone')
    .replace(/^timestamp \((\d)\)$/, 'timestamp($1) without time zone')
    .replace(/, /g, ',');
}

function declaredTables(): Record<string, Record<string, Column>> {
  const tables: Record<string, Record<string, Column>> = {};
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    const composite = new Set(config.primaryKeys.flatMap((key) => key.columns.map((c) => c.name)));
    tables[config.name] = Object.fromEntries(
      config.columns.map((column) => [
        column.name,
        {
          type: normalType(column.getSQLType()),
          notNull: column.notNull || column.primary || composite.has(column.name),
        },
      ]),
    );
  }
  return tables;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function migratedTables(): Promise<Record<string, Record<string, Column>>> {
  const result: unknown = await t.db.execute(sql`
    SELECT c.relname AS "table", a.attname AS "column",
           format_type(a.atttypid, a.atttypmod) AS "type", a.attnotnull AS "notNull"
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY 1, a.attnum`);
  const rows = (
    result as { rows: { table: string; column: string; type: string; notNull: boolean }[] }
  ).rows;
  const tables: Record<string, Record<string, Column>> = {};
  for (const row of rows) {
    if (NOT_APPLICATION_TABLES.has(row.table)) continue;
    if (NOT_IN_SCHEMA[row.table]?.[row.column]) continue;
    (tables[row.table] ??= {})[row.column] = { type: row.type, notNull: row.notNull };
  }
  return tables;
}

describe('db/schema.ts', () => {
  it('declares every table and column the migrations create, with their types and nullability', async () => {
    expect(declaredTables()).toEqual(await migratedTables());
  });

  it('leaves out only columns that exist', async () => {
    const result: unknown = await t.db.execute(sql`
      SELECT c.relname AS "table", a.attname AS "column"
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND a.attnum > 0 AND NOT a.attisdropped`);
    const existing = new Set(
      (result as { rows: { table: string; column: string }[] }).rows.map(
        (r) => `${r.table}.${r.column}`,
      ),
    );
    for (const [table, columns] of Object.entries(NOT_IN_SCHEMA)) {
      for (const column of Object.keys(columns)) expect(existing).toContain(`${table}.${column}`);
    }
  });
});
