/**
 * Runs at most `slots` tasks at once; the rest wait in arrival order. With `maxWaiting`, a task
 * that would wait behind that many others is refused at once with `full()`'s error instead.
 */
export function createLimiter(
  slots: number,
  queue: { maxWaiting: number; full: () => Error } | undefined = undefined,
) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (running >= slots) {
      if (queue && waiting.length >= queue.maxWaiting) throw queue.full();
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
