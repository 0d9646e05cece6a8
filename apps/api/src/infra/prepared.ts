import type { Database } from './db';

/**
 * A prepared statement per database, made on first use (never while the app is built, so an
 * app can start before its database answers). PostgreSQL then plans it once per connection
 * instead of on every call: for the hottest reads.
 */
export function preparedPerDatabase<Statement>(
  prepare: (db: Database) => Statement,
): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = prepare(db)));
    return statement;
  };
}
