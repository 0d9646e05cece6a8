import { inArray } from 'drizzle-orm';
import { pendingFiles } from '../db/schema';
import type { DatabaseHandle } from './db';
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
