import type { FastifyBaseLogger } from 'fastify';
import { inSystemScope } from '../../infra/data-scope';
import type { Database, ServerProcesses } from '../../infra/db';
import { periodicTask, type PeriodicTask } from '../../infra/periodic-task';
import type { Storage } from '../../infra/storage';
import { forgetPendingKeys, pendingKeysByProcess } from '../../infra/file-journal';
import { namedKeys } from './unfinished-files.repository';

export interface UnfinishedFilesSweep extends PeriodicTask {
  /** Sweeps now; resolves with how many files went. */
  sweep(): Promise<number>;
}

const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Removes the files of uploads that never finished: keys the write journal holds for a process
 * that died after writing a photo's files and before a committed row named them (a crash, a
 * kill, a power cut). Only the keys of processes that are gone are touched, so uploads under way
 * in a live process are safe; a key that a row names after all is only forgotten. Every process
 * sweeps at start (before it takes requests) and every ten minutes.
 */
export function createUnfinishedFilesSweep(ctx: {
  db: Database;
  storage: Storage;
  processes: ServerProcesses;
  log: FastifyBaseLogger;
}): UnfinishedFilesSweep {
  const sweep = () =>
    inSystemScope(async () => {
      let removed = 0;
      const pending = await pendingKeysByProcess(ctx.db, ctx.processes.id);
      for (const [process, keys] of pending) {
        if (!(await ctx.processes.isGone(process))) continue;
        const named = await namedKeys(
          ctx.db,
          keys.map((key) => ({ key, url: ctx.storage.urlFor(key) })),
        );
        for (const key of keys) {
          if (named.has(key)) continue;
          await ctx.storage.remove(key);
          removed += 1;
        }
        await forgetPendingKeys(ctx.db, process, keys);
      }
      return removed;
    });
  const task = periodicTask({
    everyMs: SWEEP_EVERY_MS,
    log: ctx.log,
    failure: 'sweeping the files of unfinished uploads failed',
    run: async () => {
      const removed = await sweep();
      if (removed) ctx.log.warn({ removed }, 'removed the files of unfinished uploads');
    },
  });
  return { ...task, sweep };
}
