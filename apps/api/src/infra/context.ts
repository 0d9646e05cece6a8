import type { Database } from './db';

/**
 * What a module's service functions get first: the module's dependencies, built once when the
 * app starts (see modules/index.ts). Every module's context has the database; a module that
 * needs more (storage, mail, another module's effect) extends this.
 */
export interface ModuleContext {
  db: Database;
}

/**
 * Runs `work` in one transaction, with the context's database swapped for the transaction, so
 * every function it calls (of this module or another) writes in the same transaction.
 */
export function inTransaction<C extends ModuleContext, T>(
  ctx: C,
  work: (tx: C) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx }));
}
