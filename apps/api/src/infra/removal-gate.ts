import type { Storage } from './storage';

/**
 * Holds file removals back while a backup takes its snapshot. A backup dumps the database and
 * then links every uploaded file; a removal in between would take away the files of a row the
 * dump holds (an image's files go before its row). `pause` waits for the removals under way and
 * holds new ones until the snapshot's work returns; writes are never held.
 */
export interface RemovalGate {
  /** The storage whose `remove` waits while the gate is paused. */
  guard(storage: Storage): Storage;
  /** Runs `work` with no removal under way or starting; one pause at a time. */
  pause<T>(work: () => Promise<T>): Promise<T>;
}

export function removalGate(): RemovalGate {
  let underway = 0;
  let drained: (() => void) | undefined;
  /** Resolves when the current pause ends; undefined while open. */
  let closed: Promise<void> | undefined;

  const enter = async () => {
    while (closed) await closed;
    underway += 1;
  };
  const leave = () => {
    underway -= 1;
    if (underway === 0) drained?.();
  };

  return {
    guard(storage) {
      return {
        ...storage,
        async remove(key) {
          await enter();
          try {
            await storage.remove(key);
          } finally {
            leave();
          }
        },
      };
    },
    async pause(work) {
      while (closed) await closed;
      let open!: () => void;
      closed = new Promise((resolve) => (open = resolve));
      try {
        if (underway > 0) await new Promise<void>((resolve) => (drained = resolve));
        drained = undefined;
        return await work();
      } finally {
        closed = undefined;
        open();
      }
    },
  };
}
