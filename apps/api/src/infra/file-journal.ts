import { and, eq, inArray, ne } from 'drizzle-orm';
import { pendingFiles } from './file-journal.tables';
import type { Database, DatabaseHandle } from './db';
import type { Storage } from './storage';

/**
 * Storage whose writes are journaled, so a crash never leaves a file that no row names: `put`
 * records the key in `pending_files` under this process's id before it writes the file, and
 * `settle` drops the record once a committed row names the file or the file was discarded. The
 * keys of a process that died in between are swept by the images module (unfinished-files.ts).
 */
export function journaledStorage(storage: Storage, database: DatabaseHandle): Storage {
  const { db } = database;
  const process = database.processes.id;
  return {
    ...storage,
    async put(key, body, contentType) {
      await db.insert(pendingFiles).values({ key, process }).onConflictDoNothing();
      await storage.put(key, body, contentType);
    },
    async settle(keys) {
      if (keys.length) await db.delete(pendingFiles).where(inArray(pendingFiles.key, keys));
    },
  };
}

/** Journaled keys of other processes than `self`, by the process that wrote them. */
export async function pendingKeysByProcess(
  db: Database,
  self: number,
): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ key: pendingFiles.key, process: pendingFiles.process })
    .from(pendingFiles)
    .where(ne(pendingFiles.process, self));
  const byProcess = new Map<number, string[]>();
  for (const row of rows)
    byProcess.set(row.process, [...(byProcess.get(row.process) ?? []), row.key]);
  return byProcess;
}

export async function forgetPendingKeys(db: Database, process: number, keys: string[]) {
  await db
    .delete(pendingFiles)
    .where(and(eq(pendingFiles.process, process), inArray(pendingFiles.key, keys)));
}
